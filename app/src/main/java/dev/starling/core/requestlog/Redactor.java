package dev.starling.core.requestlog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Removes secrets from what the request log keeps. Secrets are recognised by name (headers,
 * query and form parameters, JSON fields) and, as a second line of defence, by value: the exact
 * secrets the client used for the request are replaced wherever they still appear. Replacements
 * are placeholders like {@code <OAUTH_TOKEN_SECRET>}, which "copy as curl" leaves for the user to fill.
 */
public final class Redactor {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The keys of X's audience user objects ({@code params.users[]}). */
    private static final Set<String> AUDIENCE_IDENTIFIERS = Set.of("email", "phone_number", "handle", "twitter_id",
            "service_id", "device_id", "partner_user_id");
    /** Exact names; v2 pagination names such as {@code next_token} are not secrets and stay. */
    private static final Set<String> SECRET_NAMES = Set.of("oauth_token", "oauth_token_secret", "oauth_verifier",
            "access_token", "access_token_secret", "refresh_token", "bearer_token", "token", "token_secret",
            "consumer_secret", "client_secret", "api_secret", "api_key_secret", "password", "code_verifier");
    /** Secret only as a form or query parameter (the OAuth 2.0 authorization code); in JSON {@code code} is X's error code. */
    private static final Set<String> FORM_SECRET_NAMES = Set.of("code");
    private static final Set<String> SECRET_HEADERS = Set.of("authorization", "proxy-authorization", "cookie",
            "set-cookie");

    private Redactor() {
    }

    public static boolean isSecretName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return SECRET_NAMES.contains(lower) || lower.contains("secret") || lower.contains("password");
    }

    public static String placeholder(String name) {
        return "<" + name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]+", "_") + ">";
    }

    /** A header value as it may be kept: credentials keep only their scheme. */
    public static String header(String name, String value) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (!SECRET_HEADERS.contains(lower)) {
            return value;
        }
        if (lower.endsWith("authorization")) {
            String scheme = value.contains(" ") ? value.substring(0, value.indexOf(' ')) : "";
            return switch (scheme.toLowerCase(Locale.ROOT)) {
                case "bearer" -> "Bearer <BEARER_TOKEN>";
                case "basic" -> "Basic <BASE64_API_KEY_AND_SECRET>";
                case "oauth" -> "OAuth <OAUTH_1_SIGNED_PARAMETERS>";
                default -> "<CREDENTIALS>";
            };
        }
        return "<" + lower.toUpperCase(Locale.ROOT).replace('-', '_') + ">";
    }

    /** {@code a=1&oauth_token_secret=x} keeps {@code a} and replaces the secret. */
    public static String formEncoded(String body) {
        if (body == null || body.isEmpty()) {
            return body;
        }
        List<String> parts = new ArrayList<>();
        for (String pair : body.split("&", -1)) {
            int equals = pair.indexOf('=');
            String rawName = equals < 0 ? pair : pair.substring(0, equals);
            String name = URLDecoder.decode(rawName, StandardCharsets.UTF_8);
            boolean secret = isSecretName(name) || FORM_SECRET_NAMES.contains(name.toLowerCase(Locale.ROOT));
            parts.add(equals >= 0 && secret ? rawName + "=" + placeholder(name) : pair);
        }
        return String.join("&", parts);
    }

    /** A URL with secret query parameters replaced. */
    public static String url(String url) {
        int question = url.indexOf('?');
        if (question < 0) {
            return url;
        }
        int hash = url.indexOf('#', question);
        String query = hash < 0 ? url.substring(question + 1) : url.substring(question + 1, hash);
        return url.substring(0, question + 1) + formEncoded(query) + (hash < 0 ? "" : url.substring(hash));
    }

    /** A JSON text with secret fields replaced at any depth; null when the text is not JSON. */
    public static String json(String body) {
        try {
            JsonNode root = JSON.readTree(body);
            if (root == null || !root.isContainerNode()) {
                return null;
            }
            scrub(root);
            return JSON.writeValueAsString(root);
        } catch (IOException e) {
            return null;
        }
    }

    /** Redacts a body by its content type; unknown text is kept as is (secrets caught by value). */
    public static String body(String contentType, String body) {
        if (body == null) {
            return null;
        }
        String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
        if (type.contains("json")) {
            String scrubbed = json(body);
            return scrubbed != null ? scrubbed : body;
        }
        if (type.contains("x-www-form-urlencoded") || (type.startsWith("text/") && looksFormEncoded(body))) {
            return formEncoded(body);
        }
        String asJson = json(body);
        return asJson != null ? asJson : looksFormEncoded(body) ? formEncoded(body) : body;
    }

    /** Replaces each known secret value (at least 4 characters, to avoid mangling ordinary text). */
    public static String values(String text, Collection<String> secrets) {
        if (text == null) {
            return null;
        }
        String result = text;
        for (String secret : secrets) {
            if (secret != null && secret.length() >= 4) {
                result = result.replace(secret, "<REDACTED>");
                String encoded = java.net.URLEncoder.encode(secret, StandardCharsets.UTF_8);
                if (!encoded.equals(secret)) {
                    result = result.replace(encoded, "<REDACTED>");
                }
            }
        }
        return result;
    }

    private static boolean looksFormEncoded(String body) {
        return body.matches("[^\\s=&{}\\[\\]]+=[^\\s&]*(&[^\\s=&]+=[^\\s&]*)*");
    }

    private static void scrub(JsonNode node) {
        if (node.isObject()) {
            ObjectNode object = (ObjectNode) node;
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            List<String> secretFields = new ArrayList<>();
            List<String> identifierFields = new ArrayList<>();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                if (isSecretName(field.getKey()) && field.getValue().isValueNode()) {
                    secretFields.add(field.getKey());
                } else if (AUDIENCE_IDENTIFIERS.contains(field.getKey())) {
                    identifierFields.add(field.getKey());
                } else {
                    scrub(field.getValue());
                }
            }
            secretFields.forEach(name -> object.put(name, placeholder(name)));
            // Audience uploads: even hashed, people's identifiers do not belong in the log; their count does.
            identifierFields.forEach(name -> object.put(name, "<" + (object.get(name).isArray() ? object.get(name).size() : 1)
                    + " " + name.toUpperCase(java.util.Locale.ROOT) + " VALUE(S)>"));
        } else if (node.isArray()) {
            node.forEach(Redactor::scrub);
        }
    }
}
