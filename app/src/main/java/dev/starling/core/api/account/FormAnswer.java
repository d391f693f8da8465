package dev.starling.core.api.account;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiResponse;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/** The token steps' {@code a=1&b=2} answers. A missing field is the server's fault, reported as such. */
final class FormAnswer {

    private final Map<String, String> fields;
    private final int status;

    private FormAnswer(Map<String, String> fields, int status) {
        this.fields = fields;
        this.status = status;
    }

    static FormAnswer parse(ApiResponse response) {
        Map<String, String> fields = new HashMap<>();
        for (String pair : response.bodyText().trim().split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                fields.put(URLDecoder.decode(pair.substring(0, equals), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
            }
        }
        return new FormAnswer(fields, response.status());
    }

    String required(String name) {
        String value = fields.get(name);
        if (value == null || value.isEmpty()) {
            throw new ApiException(UnreadableAnswer.lacking(status, name));
        }
        return value;
    }

    String optional(String name) {
        return fields.get(name);
    }
}
