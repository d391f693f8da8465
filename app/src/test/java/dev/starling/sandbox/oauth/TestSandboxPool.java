package dev.starling.sandbox.oauth;

import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.http.Json;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Real sandboxes ({@link Sandbox#start}) shared by the tests of one class, with the credentials a
 * client of X would hold: access tokens from the PIN flow on the authorize page (ScribeJava signs)
 * and the app's bearer token from {@code POST /oauth2/token}.
 *
 * <p>Starting a sandbox and running the PIN flow costs far more than a test, so a lease hands out an
 * idle sandbox of the same configuration started for the same test class through the same helper,
 * after the helper's {@code rewind} put its state back to the start; the OAuth state is kept, so
 * credentials are obtained once per sandbox. A sandbox leased twice at once (a test comparing two
 * fresh sandboxes) is never handed out: a second one is started. When a test of another class
 * leases, the previous class's idle sandboxes are stopped.
 */
public final class TestSandboxPool {

    private static final List<Pooled<?>> RUNNING = new ArrayList<>();
    private static Class<?> owner;

    private TestSandboxPool() {
    }

    /** One running sandbox with its clock, its OAuth client and the credentials obtained on it. */
    public static final class Pooled<C extends Clock> {
        private final SandboxConfig config;
        private final Class<?> helper;
        private final C clock;
        private final Sandbox sandbox;
        private final SandboxOAuthClient oauth;
        private final Map<String, OAuth1AccessToken> tokens = new HashMap<>();
        private String bearer;
        private boolean leased;

        private Pooled(SandboxConfig config, Class<?> helper, C clock) {
            this.config = config;
            this.helper = helper;
            this.clock = clock;
            this.sandbox = Sandbox.start(config, clock);
            this.oauth = new SandboxOAuthClient(sandbox, clock);
        }

        public Sandbox sandbox() {
            return sandbox;
        }

        public C clock() {
            return clock;
        }

        public SandboxOAuthClient oauth() {
            return oauth;
        }

        /** The user's cached access token (obtained with the PIN flow on first use). */
        public synchronized OAuth1AccessToken token(String user) {
            return tokens.computeIfAbsent(user, name -> oauth.pinFlow(name, password(name)));
        }

        /** A new access token of the user, by another run of the PIN flow (for tests that revoke it). */
        public OAuth1AccessToken newToken(String user) {
            return oauth.pinFlow(user, password(user));
        }

        /**
         * The app's cached bearer token, from {@code POST /oauth2/token} with HTTP Basic credentials
         * (key and secret each URL-encoded before base64, RFC 6749 section 2.3.1).
         */
        public synchronized String bearerToken() {
            if (bearer == null) {
                String credentials = URLEncoder.encode(config.consumerKey(), StandardCharsets.UTF_8) + ":"
                        + URLEncoder.encode(config.consumerSecret(), StandardCharsets.UTF_8);
                HttpResponse<String> response = oauth.send(HttpRequest.newBuilder(URI.create(oauth.base()
                                + "/oauth2/token"))
                        .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                                credentials.getBytes(StandardCharsets.UTF_8)))
                        .header("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")
                        .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials")).build());
                String token = response.statusCode() != 200 ? null : accessToken(response.body());
                if (token == null) {
                    throw new AssertionError("POST /oauth2/token answered HTTP " + response.statusCode());
                }
                bearer = token;
            }
            return bearer;
        }

        private static String accessToken(String body) {
            try {
                return Json.MAPPER.readTree(body).path("access_token").asText(null);
            } catch (IOException e) {
                return null;
            }
        }

        private String password(String user) {
            return config.users().stream().filter(demo -> demo.username().equals(user)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("No sandbox user " + user)).password();
        }
    }

    /**
     * An idle sandbox for the calling test class (the first caller outside this class and {@code helper}),
     * rewound by {@code rewind}, or a new one on a clock from {@code clocks}.
     */
    @SuppressWarnings("unchecked")
    public static synchronized <C extends Clock> Pooled<C> lease(SandboxConfig config, Class<?> helper,
                                                                 Supplier<C> clocks, Consumer<Pooled<C>> rewind) {
        Class<?> testClass = testClass(helper);
        if (testClass != owner) {
            RUNNING.removeIf(pooled -> {
                if (!pooled.leased) {
                    pooled.sandbox.close();
                }
                return !pooled.leased;
            });
            owner = testClass;
        }
        // Same helper, same clock type: the cast is safe.
        Pooled<C> found = (Pooled<C>) RUNNING.stream()
                .filter(pooled -> !pooled.leased && pooled.helper == helper && pooled.config.equals(config))
                .findFirst().orElseGet(() -> {
                    Pooled<C> started = new Pooled<>(config, helper, clocks.get());
                    RUNNING.add(started);
                    return started;
                });
        rewind.accept(found);
        found.leased = true;
        return found;
    }

    public static synchronized void release(Pooled<?> pooled) {
        pooled.leased = false;
    }

    private static Class<?> testClass(Class<?> helper) {
        return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(frames -> frames.map(StackWalker.StackFrame::getDeclaringClass)
                        .filter(type -> type.getNestHost() != TestSandboxPool.class && type.getNestHost() != helper)
                        .findFirst())
                .orElse(helper);
    }
}
