package dev.starling.core.query.compose;

import dev.starling.core.api.http.ApiUrls;
import java.util.AbstractMap.SimpleEntry;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Turns a {@link QuerySpec} into the exact request X expects. Validate first: see {@link QueryValidator}. */
public final class QueryComposer {

    private final FieldCatalog catalog;

    public QueryComposer(FieldCatalog catalog) {
        this.catalog = catalog;
    }

    public ComposedQuery compose(QuerySpec spec) {
        Endpoint endpoint = spec.endpoint();
        String path = endpoint.pathTemplate()
                .replace("{id}", pathSegment(spec.target().trim()))
                .replace("{username}", pathSegment(spec.target().trim().replaceFirst("^@", "")))
                .replace("{webhook_id}", pathSegment(spec.target().trim()));
        List<Map.Entry<String, String>> params = new ArrayList<>();
        switch (endpoint.input()) {
            case IDS -> params.add(new SimpleEntry<>("ids", String.join(",", ids(spec.target()))));
            case USERNAMES -> params.add(new SimpleEntry<>("usernames", String.join(",", usernames(spec.target()))));
            case QUERY -> params.add(new SimpleEntry<>("query", spec.target().trim()));
            default -> { }
        }
        for (Map.Entry<QueryOption, String> option : spec.sentOptions()) {
            params.add(new SimpleEntry<>(option.getKey().parameter(), optionValue(option.getKey(), option.getValue())));
        }
        Endpoint.Paging paging = endpoint.paging();
        if (paging != null) {
            if (spec.maxResults() != null) {
                params.add(new SimpleEntry<>("max_results", spec.maxResults().toString()));
            }
            if (spec.nextToken() != null && !spec.nextToken().isBlank()) {
                params.add(new SimpleEntry<>(paging.tokenParameter(), spec.nextToken().trim()));
            }
        }
        for (FieldGroup group : endpoint.groups()) {
            Set<String> selected = spec.selected(group);
            if (!selected.isEmpty()) {
                params.add(new SimpleEntry<>(group.parameter(), String.join(",", ordered(group, selected))));
            }
        }
        return new ComposedQuery(endpoint.method(), path, params);
    }

    /** Ids as typed, split on commas and white space, duplicates dropped, order kept. */
    public static List<String> ids(String text) {
        Set<String> ids = new LinkedHashSet<>();
        for (String token : text.trim().split("[,\\s]+")) {
            if (!token.isEmpty()) {
                ids.add(token);
            }
        }
        return List.copyOf(ids);
    }

    /** Usernames as typed (with or without {@code @}), split on commas and white space, duplicates dropped. */
    public static List<String> usernames(String text) {
        return ids(text).stream().map(name -> name.replaceFirst("^@", "")).distinct().toList();
    }

    /** A list option as X wants it: comma-separated, no spaces, duplicates dropped. */
    private static String optionValue(QueryOption option, String value) {
        return option.kind() == QueryOption.Kind.LIST ? String.join(",", ids(value)) : value;
    }

    /** Catalog order (stable URLs whatever the click order); unknown names last, as typed. */
    private List<String> ordered(FieldGroup group, Set<String> selected) {
        List<String> known = catalog.fields(group).stream().map(FieldInfo::name).toList();
        List<String> names = new ArrayList<>(selected);
        names.sort(Comparator.comparingInt(name -> {
            int index = known.indexOf(name);
            return index < 0 ? Integer.MAX_VALUE : index;
        }));
        return names;
    }

    /** A typed target as one path segment, as shown while typing (the validator refuses what is not an id or a name). */
    private static String pathSegment(String value) {
        return ApiUrls.encode(value);
    }
}
