package dev.starling.sandbox.ads;

import dev.starling.sandbox.http.SandboxRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Typed, validated query parameters, and the {@code request.params} echo of a response. */
final class Params {

    static final int MAX_IDS = 200;

    private Params() {
    }

    static boolean bool(SandboxRequest request, String name, boolean fallback) {
        String value = request.param(name).orElse(null);
        if (value == null) {
            return fallback;
        }
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw AdsErrors.invalid(name, "\"" + name + "\" must be true or false");
        };
    }

    static String required(SandboxRequest request, String name) {
        String value = request.param(name).orElse(null);
        if (value == null || value.isBlank()) {
            throw AdsErrors.missing(name);
        }
        return value.trim();
    }

    static String oneOf(String name, String value, Set<String> allowed) {
        String upper = value.trim().toUpperCase(Locale.ROOT);
        if (!allowed.contains(upper)) {
            throw AdsErrors.invalid(name, "\"" + name + "\" must be one of " + String.join(", ", allowed.stream().sorted().toList()));
        }
        return upper;
    }

    /** A comma-separated id list of at most 200 ids; null when absent. */
    static List<String> ids(SandboxRequest request, String name) {
        String value = request.param(name).orElse(null);
        if (value == null) {
            return null;
        }
        List<String> ids = commaList(value);
        if (ids.isEmpty()) {
            throw AdsErrors.invalid(name, "\"" + name + "\" must list at least one id");
        }
        if (ids.size() > MAX_IDS) {
            throw AdsErrors.invalid(name, "\"" + name + "\" takes at most " + MAX_IDS + " ids");
        }
        return ids;
    }

    static List<String> commaList(String value) {
        List<String> items = new ArrayList<>();
        for (String part : value.split(",")) {
            if (!part.isBlank()) {
                items.add(part.trim());
            }
        }
        return items;
    }

    /** The request's path and query parameters, as the Ads API echoes them under {@code request.params}. */
    static Map<String, Object> echo(SandboxRequest request) {
        Map<String, Object> params = new LinkedHashMap<>(new java.util.TreeMap<>(request.pathParams()));
        request.query().forEach((name, values) -> params.put(name, values.size() == 1 ? values.get(0) : values));
        return params;
    }

    static Map<String, Object> wrap(SandboxRequest request, Object data) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("request", Map.of("params", echo(request)));
        body.put("data", data);
        return body;
    }
}
