package dev.starling.sandbox.http;

import java.util.HashMap;
import java.util.Map;

/**
 * A method and a path pattern such as {@code /2/tweets/:id}: literal segments match exactly,
 * {@code :name} segments match one non-empty segment and are handed to the handler.
 *
 * @param name a stable name for rate-limit buckets and logs, e.g. {@code "GET /2/tweets/:id"}
 */
public record Route(String method, String pattern, Handler handler, String name) {

    public Route(String method, String pattern, Handler handler) {
        this(method, pattern, handler, method + " " + pattern);
    }

    /** Path parameters when {@code path} matches, else null. */
    Map<String, String> match(String path) {
        String[] want = pattern.split("/", -1);
        String[] got = path.split("/", -1);
        if (want.length != got.length) {
            return null;
        }
        Map<String, String> params = new HashMap<>();
        for (int i = 0; i < want.length; i++) {
            if (want[i].startsWith(":")) {
                if (got[i].isEmpty()) {
                    return null;
                }
                params.put(want[i].substring(1), got[i]);
            } else if (!want[i].equals(got[i])) {
                return null;
            }
        }
        return params;
    }
}
