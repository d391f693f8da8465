package dev.starling.core.query;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Everything the user chose in the composer, as typed. Immutable; validation and composition
 * read it, {@code with...} methods make changed copies.
 *
 * @param target ids (comma or white-space separated), one id, a username, a search query or a
 *     webhook id, depending on the endpoint's input
 * @param maxResults recent search page size, or null for the API default
 * @param nextToken recent search pagination token, or null for the first page
 */
public record QuerySpec(Endpoint endpoint, String target, Map<FieldGroup, Set<String>> selections,
                        Integer maxResults, String nextToken) {

    public QuerySpec {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        selections.forEach((group, names) -> copy.put(group, Collections.unmodifiableSet(new LinkedHashSet<>(names))));
        selections = Collections.unmodifiableMap(copy);
        target = target == null ? "" : target;
    }

    public static QuerySpec of(Endpoint endpoint, String target) {
        return new QuerySpec(endpoint, target, Map.of(), null, null);
    }

    public Set<String> selected(FieldGroup group) {
        return selections.getOrDefault(group, Set.of());
    }

    public QuerySpec with(FieldGroup group, String... names) {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        copy.putAll(selections);
        Set<String> merged = new LinkedHashSet<>(selected(group));
        merged.addAll(java.util.List.of(names));
        copy.put(group, merged);
        return new QuerySpec(endpoint, target, copy, maxResults, nextToken);
    }

    public QuerySpec withSelection(FieldGroup group, Set<String> names) {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        copy.putAll(selections);
        copy.put(group, names);
        return new QuerySpec(endpoint, target, copy, maxResults, nextToken);
    }

    public QuerySpec withPaging(Integer newMaxResults, String newNextToken) {
        return new QuerySpec(endpoint, target, selections, newMaxResults, newNextToken);
    }
}
