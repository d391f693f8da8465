package dev.starling.core.api.oauth2;

import dev.starling.core.text.BundleText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which credentials each X API v2 operation accepts, and the OAuth 2.0 scopes it needs: X's OpenAPI
 * {@code security}, copied as data ({@code endpoint-security.tsv}). Lets Starling say, before
 * sending, that the chosen credentials cannot make a call, instead of showing X's 403 after it.
 */
public final class EndpointSecurity {

    /** The credentials a call would be sent with. */
    public sealed interface Credentials {
        record OAuth1User() implements Credentials {
        }

        /** @param scopes what the account's token was granted */
        record OAuth2User(Set<String> scopes) implements Credentials {
            public OAuth2User {
                scopes = Set.copyOf(scopes);
            }
        }

        record AppOnly() implements Credentials {
        }
    }

    /** One operation: its method, path template ({@code /2/tweets/{id}}) and what it accepts. */
    public record Rule(String method, String path, String operationId, boolean oauth2User, List<String> scopes,
                       boolean oauth1User, boolean appOnly) {

        public Rule {
            scopes = List.copyOf(scopes);
        }

        /** Whether a request line ({@code /2/tweets/123}) is this operation's path. */
        boolean matches(String requestMethod, String requestPath) {
            if (!method.equalsIgnoreCase(requestMethod)) {
                return false;
            }
            String[] want = path.split("/", -1);
            String[] got = requestPath.split("/", -1);
            if (want.length != got.length) {
                return false;
            }
            for (int i = 0; i < want.length; i++) {
                boolean parameter = want[i].startsWith("{") && want[i].endsWith("}");
                if (parameter ? got[i].isEmpty() : !want[i].equals(got[i])) {
                    return false;
                }
            }
            return true;
        }

        /** The authentication types in X's words order: OAuth 1.0a, OAuth 2.0 user, app-only (bundle keys). */
        public List<String> typeKeys() {
            List<String> keys = new ArrayList<>();
            if (oauth1User) {
                keys.add("oauth2.auth.OAUTH1_USER");
            }
            if (oauth2User) {
                keys.add("oauth2.auth.OAUTH2_USER");
            }
            if (appOnly) {
                keys.add("oauth2.auth.APP_ONLY");
            }
            return keys;
        }

        /** Why these credentials cannot make this call, or empty when they can. */
        public Optional<BundleText> refusal(Credentials credentials) {
            String call = method + " " + path;
            if (credentials instanceof Credentials.OAuth1User) {
                return oauth1User ? Optional.empty() : Optional.of(BundleText.of("oauth2.refused.OAUTH1_USER", call));
            }
            if (credentials instanceof Credentials.AppOnly) {
                return appOnly ? Optional.empty() : Optional.of(BundleText.of("oauth2.refused.APP_ONLY", call));
            }
            if (!oauth2User) {
                return Optional.of(BundleText.of("oauth2.refused.OAUTH2_USER", call));
            }
            Set<String> granted = ((Credentials.OAuth2User) credentials).scopes();
            List<String> missing = scopes.stream().filter(scope -> !granted.contains(scope)).toList();
            return missing.isEmpty() ? Optional.empty()
                    : Optional.of(BundleText.of("oauth2.refused.scopes", call, String.join(", ", missing),
                    missing.size()));
        }
    }

    private static final EndpointSecurity BUNDLED = load();

    private final List<Rule> rules;

    EndpointSecurity(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    /** X's OpenAPI 2.167, as shipped with Starling. */
    public static EndpointSecurity bundled() {
        return BUNDLED;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The operation of a method and a path template or a request path; empty for one X does not describe. */
    public Optional<Rule> find(String method, String path) {
        String plain = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
        for (Rule rule : rules) {
            if (rule.method().equalsIgnoreCase(method) && rule.path().equals(plain)) {
                return Optional.of(rule);
            }
        }
        // A literal segment beats a parameter: /2/users/me before /2/users/{id}.
        return rules.stream().filter(rule -> rule.matches(method, plain))
                .min((a, b) -> Long.compare(parameters(a.path()), parameters(b.path())));
    }

    /** Why {@code credentials} cannot call this operation; empty when they can or X does not describe it. */
    public Optional<BundleText> refusal(String method, String path, Credentials credentials) {
        return find(method, path).flatMap(rule -> rule.refusal(credentials));
    }

    private static long parameters(String path) {
        return Arrays.stream(path.split("/")).filter(segment -> segment.startsWith("{")).count();
    }

    private static EndpointSecurity load() {
        try (InputStream in = EndpointSecurity.class.getResourceAsStream("endpoint-security.tsv")) {
            if (in == null) {
                throw new IllegalStateException("endpoint-security.tsv is missing from the application");
            }
            List<Rule> rules = new ArrayList<>();
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t", -1);
                rules.add(new Rule(cells[0].toUpperCase(Locale.ROOT), cells[1], cells[2], "yes".equals(cells[3]),
                        "-".equals(cells[4]) ? List.of() : List.of(cells[4].split(" ")), "yes".equals(cells[5]),
                        "yes".equals(cells[6])));
            }
            return new EndpointSecurity(rules);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
