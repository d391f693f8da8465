package dev.starling.core.query.compose;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the user chose in the composer, as typed. Immutable; validation and composition
 * read it, {@code with...} methods make changed copies.
 *
 * @param target ids (comma or white-space separated), one id, a username, a search query or a
 *     webhook id, depending on the endpoint's input
 * @param maxResults page size of an endpoint that pages, or null for the API default
 * @param nextToken the page to fetch ({@code meta.next_token} or {@code previous_token}), or null for the first
 * @param options optional parameters as typed ({@code start_time}, {@code granularity}, ...); blank ones are
 *     dropped, and only those the endpoint takes are sent
 */
public record QuerySpec(Endpoint endpoint, String target, Map<FieldGroup, Set<String>> selections,
                        Integer maxResults, String nextToken, Map<QueryOption, String> options) {

    public QuerySpec {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        selections.forEach((group, names) -> copy.put(group, Collections.unmodifiableSet(new LinkedHashSet<>(names))));
        selections = Collections.unmodifiableMap(copy);
        target = target == null ? "" : target;
        Map<QueryOption, String> typed = new EnumMap<>(QueryOption.class);
        if (options != null) {
            options.forEach((option, value) -> {
                if (value != null && !value.isBlank()) {
                    typed.put(option, value.trim());
                }
            });
        }
        options = Collections.unmodifiableMap(typed);
    }

    public QuerySpec(Endpoint endpoint, String target, Map<FieldGroup, Set<String>> selections, Integer maxResults,
                     String nextToken) {
        this(endpoint, target, selections, maxResults, nextToken, Map.of());
    }

    public static QuerySpec of(Endpoint endpoint, String target) {
        return new QuerySpec(endpoint, target, Map.of(), null, null);
    }

    /** The value of an option as typed (trimmed), or null when it is not set. */
    public String option(QueryOption option) {
        return options.get(option);
    }

    /** The options set that this endpoint takes, in the endpoint's order. */
    public List<Map.Entry<QueryOption, String>> sentOptions() {
        return endpoint.options().stream().filter(options::containsKey)
                .map(option -> Map.entry(option, options.get(option))).toList();
    }

    /** A copy with the option set to {@code value} (null or blank removes it). */
    public QuerySpec withOption(QueryOption option, String value) {
        Map<QueryOption, String> copy = new EnumMap<>(QueryOption.class);
        copy.putAll(options);
        if (value == null || value.isBlank()) {
            copy.remove(option);
        } else {
            copy.put(option, value);
        }
        return new QuerySpec(endpoint, target, selections, maxResults, nextToken, copy);
    }

    public Set<String> selected(FieldGroup group) {
        return selections.getOrDefault(group, Set.of());
    }

    public QuerySpec with(FieldGroup group, String... names) {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        copy.putAll(selections);
        Set<String> merged = new LinkedHashSet<>(selected(group));
        merged.addAll(List.of(names));
        copy.put(group, merged);
        return new QuerySpec(endpoint, target, copy, maxResults, nextToken, options);
    }

    public QuerySpec withSelection(FieldGroup group, Set<String> names) {
        Map<FieldGroup, Set<String>> copy = new EnumMap<>(FieldGroup.class);
        copy.putAll(selections);
        copy.put(group, names);
        return new QuerySpec(endpoint, target, copy, maxResults, nextToken, options);
    }

    public QuerySpec withPaging(Integer newMaxResults, String newNextToken) {
        return new QuerySpec(endpoint, target, selections, newMaxResults, newNextToken, options);
    }
}
