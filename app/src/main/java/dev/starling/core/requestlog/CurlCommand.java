package dev.starling.core.requestlog;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * "Copy as curl", for the Request log and the Query composer alike: a shell command that repeats a
 * request when pasted into bash, zsh or sh. Credentials never appear: each is a shell variable inside
 * double quotes ({@code "Authorization: Bearer ${X_BEARER_TOKEN:?}"}), so the shell fills it in from
 * the environment, and an unset one stops the command with the variable's name rather than sending an
 * empty token. Everything else is in single quotes, where nothing is interpreted. A server with its own
 * certificate (the embedded sandbox) is trusted with {@code --cacert} and that certificate's file.
 */
public final class CurlCommand {

    /** The app-only bearer token (Settings, "Obtain"). */
    public static final String BEARER_VARIABLE = "X_BEARER_TOKEN";
    /** A whole OAuth 1.0a {@code Authorization} value signed for this exact request (method, URL and body). */
    public static final String OAUTH1_VARIABLE = "X_OAUTH1_HEADER";
    /** The app's API key and secret, for HTTP Basic (the bearer-token endpoints). */
    public static final String API_KEY_VARIABLE = "X_API_KEY";
    public static final String API_SECRET_VARIABLE = "X_API_SECRET";
    /** Any other credentials. */
    public static final String AUTHORIZATION_VARIABLE = "X_AUTHORIZATION";

    private CurlCommand() {
    }

    /** A logged request (already redacted). */
    public static String of(RequestLogEntry entry) {
        return of(entry, null);
    }

    /** @param certificate the file to trust the server with (the embedded sandbox's PEM), or null */
    public static String of(RequestLogEntry entry, Path certificate) {
        return of(entry.method(), entry.url(), entry.requestHeaders(), entry.requestBody(), certificate);
    }

    /** The credentials a request not yet sent goes with, each a shell variable in the command. */
    public enum Credentials {
        /** {@link #BEARER_VARIABLE}. */
        BEARER("bearer"),
        /** {@link #OAUTH1_VARIABLE}. */
        OAUTH1("oauth");

        private final String scheme;

        Credentials(String scheme) {
            this.scheme = scheme;
        }
    }

    /**
     * A request not yet sent (the Query composer's), with its credentials as their shell variable.
     *
     * @param certificate the file to trust the server with (the embedded sandbox's PEM), or null
     */
    public static String of(String method, String url, Credentials credentials, Path certificate) {
        return start(method, url, certificate).append(" \\\n  ").append(authorization("Authorization", credentials.scheme))
                .toString();
    }

    /**
     * A request; header values are redacted here too, so a real credential passed in never reaches the text.
     *
     * @param certificate the file to trust the server with (the embedded sandbox's PEM), or null
     */
    public static String of(String method, String url, Map<String, String> headers, String body, Path certificate) {
        StringBuilder command = start(method, url, certificate);
        for (Map.Entry<String, String> header : headers.entrySet()) {
            String name = header.getKey();
            if (name.equalsIgnoreCase("content-length") || name.equalsIgnoreCase("host")) {
                continue;
            }
            command.append(" \\\n  ").append(name.equalsIgnoreCase("authorization")
                    ? authorization(name, scheme(Redactor.header(name, header.getValue())))
                    : "-H " + quote(name + ": " + Redactor.header(name, header.getValue())));
        }
        if (body != null && !body.isEmpty()) {
            command.append(" \\\n  --data-raw ").append(quote(body));
        }
        return command.toString();
    }

    private static StringBuilder start(String method, String url, Path certificate) {
        StringBuilder command = new StringBuilder("curl");
        if (certificate != null) {
            command.append(" --cacert ").append(quote(certificate.toAbsolutePath().toString()));
        }
        if (!"GET".equalsIgnoreCase(method)) {
            command.append(" -X ").append(method.toUpperCase(Locale.ROOT));
        }
        return command.append(' ').append(quote(url));
    }

    /** A redacted value's scheme, lower case ("bearer", "basic", "oauth"), or "" when it names none. */
    private static String scheme(String redacted) {
        return redacted.contains(" ") ? redacted.substring(0, redacted.indexOf(' ')).toLowerCase(Locale.ROOT) : "";
    }

    /** The credentials as curl takes them, by their scheme. */
    private static String authorization(String name, String scheme) {
        return switch (scheme) {
            case "bearer" -> "-H \"" + name + ": Bearer " + variable(BEARER_VARIABLE) + "\"";
            case "basic" -> "-u \"" + variable(API_KEY_VARIABLE) + ":" + variable(API_SECRET_VARIABLE) + "\"";
            case "oauth" -> "-H \"" + name + ": " + variable(OAUTH1_VARIABLE) + "\"";
            default -> "-H \"" + name + ": " + variable(AUTHORIZATION_VARIABLE) + "\"";
        };
    }

    /** {@code ${NAME:?}}: the variable's value, or the shell stops with "NAME: parameter null or not set". */
    private static String variable(String name) {
        return "${" + name + ":?}";
    }

    /** POSIX single quotes: nothing inside is interpreted; a quote becomes '\''. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
