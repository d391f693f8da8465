package dev.starling.core.requestlog;

import java.util.Map;

/**
 * "Copy as curl": a shell command that repeats a logged request. Built from the redacted entry, so
 * credentials appear only as placeholders such as {@code <BEARER_TOKEN>} for the user to fill in.
 */
public final class CurlCommand {

    private CurlCommand() {
    }

    public static String of(RequestLogEntry entry) {
        StringBuilder command = new StringBuilder("curl");
        if (!"GET".equals(entry.method())) {
            command.append(" -X ").append(entry.method());
        }
        command.append(' ').append(quote(entry.url()));
        for (Map.Entry<String, String> header : entry.requestHeaders().entrySet()) {
            if (header.getKey().equalsIgnoreCase("content-length") || header.getKey().equalsIgnoreCase("host")) {
                continue;
            }
            command.append(" \\\n  -H ").append(quote(header.getKey() + ": "
                    + Redactor.header(header.getKey(), header.getValue())));
        }
        if (entry.requestBody() != null && !entry.requestBody().isEmpty()) {
            command.append(" \\\n  --data-raw ").append(quote(entry.requestBody()));
        }
        return command.toString();
    }

    /** POSIX single quotes: nothing inside is interpreted; a quote becomes '\''. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
