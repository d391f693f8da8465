package dev.starling.sandbox.ads;

import dev.starling.sandbox.http.SandboxRequest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The Ads API's list paging: {@code count} (1 to 1000, default 200), {@code cursor} (from
 * {@code next_cursor}), {@code sort_by} ({@code attribute-asc|desc}) and {@code with_total_count}
 * (exclusive with {@code cursor}). Cursors are opaque to clients: {@code c} and a base-36 offset.
 */
record Paging(int count, int offset, boolean withTotalCount, String sortBy) {

    static final int DEFAULT_COUNT = 200;
    static final int MAX_COUNT = 1000;

    static Paging parse(SandboxRequest request) {
        int count = DEFAULT_COUNT;
        String countText = request.param("count").orElse(null);
        if (countText != null) {
            try {
                count = Integer.parseInt(countText.trim());
            } catch (NumberFormatException e) {
                throw AdsErrors.invalid("count", "\"count\" must be an integer between 1 and " + MAX_COUNT);
            }
            if (count < 1 || count > MAX_COUNT) {
                throw AdsErrors.invalid("count", "\"count\" must be an integer between 1 and " + MAX_COUNT);
            }
        }
        String cursor = request.param("cursor").orElse(null);
        int offset = 0;
        if (cursor != null) {
            if (!cursor.matches("c[0-9a-z]{1,5}")) {
                throw AdsErrors.invalid("cursor", "\"cursor\" is not a cursor this API returned");
            }
            offset = Integer.parseInt(cursor.substring(1), 36);
        }
        boolean withTotalCount = Params.bool(request, "with_total_count", false);
        if (withTotalCount && cursor != null) {
            throw AdsErrors.invalid("with_total_count", "\"with_total_count\" and \"cursor\" are exclusive");
        }
        return new Paging(count, offset, withTotalCount, request.param("sort_by").orElse(null));
    }

    /** Sorts by {@code sort_by} (or {@code fallback}), pages, renders and wraps into a list response. */
    <T> Map<String, Object> respond(SandboxRequest request, String dataType, List<T> items,
                                    Map<String, Comparator<T>> sorts, Comparator<T> fallback,
                                    Function<T, Object> render) {
        List<T> sorted = new ArrayList<>(items);
        sorted.sort(comparator(sorts, fallback));
        int from = Math.min(offset, sorted.size());
        int to = Math.min(from + count, sorted.size());
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("request", Map.of("params", Params.echo(request)));
        body.put("data_type", dataType);
        body.put("data", sorted.subList(from, to).stream().map(render).toList());
        if (withTotalCount) {
            body.put("total_count", sorted.size());
        }
        body.put("next_cursor", to < sorted.size() ? "c" + Integer.toString(to, 36) : null);
        return body;
    }

    private <T> Comparator<T> comparator(Map<String, Comparator<T>> sorts, Comparator<T> fallback) {
        if (sortBy == null) {
            return fallback;
        }
        int dash = sortBy.lastIndexOf('-');
        String attribute = dash < 0 ? sortBy : sortBy.substring(0, dash);
        String direction = dash < 0 ? "asc" : sortBy.substring(dash + 1);
        Comparator<T> base = sorts.get(attribute);
        if (base == null || !(direction.equals("asc") || direction.equals("desc"))) {
            throw AdsErrors.invalid("sort_by", "\"sort_by\" must be one of " + String.join(", ",
                    sorts.keySet().stream().sorted().toList()) + " followed by -asc or -desc");
        }
        return (direction.equals("asc") ? base : base.reversed()).thenComparing(fallback);
    }
}
