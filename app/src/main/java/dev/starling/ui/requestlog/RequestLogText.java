package dev.starling.ui.requestlog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** What the Request log shows of an exchange: compact cells and the details, bodies pretty-printed. */
public final class RequestLogText {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private RequestLogText() {
    }

    /** The status class for the chip's colour: ok (2xx), redirect (3xx), client (4xx), server (5xx), none (no answer). */
    public static String statusKind(int status) {
        if (status == 0) {
            return "none";
        }
        return switch (status / 100) {
            case 2 -> "ok";
            case 3 -> "redirect";
            case 4 -> "client";
            default -> "server";
        };
    }

    public static String status(RequestLogEntry entry) {
        return entry.status() == 0 ? Messages.text("requestlog.noAnswer") : Integer.toString(entry.status());
    }

    /** The rate-limit headers in one short cell: "1499 / 1500 left", or "" when none came. */
    public static String rateLimit(String lines) {
        Map<String, String> headers = rateLimitHeaders(lines);
        String remaining = headers.get("remaining");
        String limit = headers.get("limit");
        if (remaining == null && limit == null) {
            return "";
        }
        return Messages.text("requestlog.rate.cell", remaining == null ? "?" : remaining, limit == null ? "?" : limit);
    }

    /** "limit", "remaining", "reset" from {@code x-rate-limit-*: value} lines. */
    static Map<String, String> rateLimitHeaders(String lines) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (lines == null) {
            return headers;
        }
        for (String line : lines.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                String name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
                headers.put(name.substring(name.lastIndexOf('-') + 1), line.substring(colon + 1).trim());
            }
        }
        return headers;
    }

    /** A body as JSON indented when it is JSON, else as it was stored. */
    public static String pretty(String body) {
        String trimmed = body.strip();
        if (!(trimmed.startsWith("{") || trimmed.startsWith("["))) {
            return body;
        }
        try {
            JsonNode tree = JSON.readTree(trimmed);
            return tree == null ? body : JSON.writeValueAsString(tree);
        } catch (IOException notJson) {
            return body;
        }
    }

    /** The whole exchange, for the details pane: what was sent and received, bodies pretty-printed. */
    public static String describe(RequestLogEntry entry) {
        StringBuilder out = new StringBuilder();
        out.append(entry.method()).append(' ').append(entry.url()).append('\n')
                .append(Messages.text("requestlog.detail.summary", status(entry), entry.durationMillis(),
                        entry.requestSize(), entry.responseSize())).append('\n');
        if (entry.rateLimit() != null && !entry.rateLimit().isBlank()) {
            out.append(Messages.text("requestlog.detail.rateLimit", entry.rateLimit().replace("\n", ", "))).append('\n');
        }
        if (entry.error() != null && !entry.error().isBlank()) {
            out.append(Messages.text("requestlog.detail.error", entry.error())).append('\n');
        }
        out.append('\n').append(Messages.text("requestlog.detail.requestHeaders")).append('\n')
                .append(entry.requestHeaders().entrySet().stream()
                        .map(header -> "  " + header.getKey() + ": " + header.getValue()).collect(Collectors.joining("\n")));
        if (entry.requestBody() != null && !entry.requestBody().isEmpty()) {
            out.append("\n\n").append(Messages.text("requestlog.detail.requestBody")).append('\n')
                    .append(pretty(entry.requestBody()));
        }
        if (entry.responseBody() != null && !entry.responseBody().isEmpty()) {
            out.append("\n\n").append(Messages.text("requestlog.detail.responseBody")).append('\n')
                    .append(pretty(entry.responseBody()));
        }
        return out.toString();
    }
}
