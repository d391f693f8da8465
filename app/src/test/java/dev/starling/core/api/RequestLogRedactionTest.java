package dev.starling.core.api;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.requestlog.CurlCommand;
import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.core.requestlog.RequestLogFilter;
import dev.starling.core.store.DurableStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs real exchanges through the client and inspects every stored row and its curl form. */
class RequestLogRedactionTest {

    private static final String CONSUMER_SECRET = "consumer-secret-AAAA1111";
    private static final String REQUEST_SECRET = "request-token-secret-BBBB2222";
    private static final String ACCESS_TOKEN = "999-access-token-CCCC3333";
    private static final String ACCESS_SECRET = "access-token-secret-DDDD4444";
    private static final String BEARER = "AAAAbearer-token-EEEE5555";
    private static final List<String> SECRETS = List.of(CONSUMER_SECRET, REQUEST_SECRET, ACCESS_TOKEN, ACCESS_SECRET,
            BEARER);

    private final MockWebServer server = new MockWebServer();
    private DurableStore store;
    private ApiServices api;

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        store = DurableStore.inMemory(DurableMigrations.ALL);
        FakeClock clock = new FakeClock(Instant.parse("2026-01-01T00:00:00Z"));
        ApiEnvironment environment = new ApiEnvironment(EnvironmentKind.CUSTOM, URI.create(server.url("/").toString()),
                null, "consumer-key", Secret.of(CONSUMER_SECRET));
        api = ApiServices.create(environment, store, new FileCredentialVault(dataDir),
                log -> HttpSettings.defaults(log).withClock(clock).withSleeper(clock));
    }

    @AfterEach
    void stop() {
        server.close();
        store.close();
    }

    @Test
    void noSecretAppearsInAnyStoredRowOrItsCurlCommand() {
        server.enqueue(form("oauth_token=req-token&oauth_token_secret=" + REQUEST_SECRET + "&oauth_callback_confirmed=true"));
        server.enqueue(form("oauth_token=" + ACCESS_TOKEN + "&oauth_token_secret=" + ACCESS_SECRET
                + "&user_id=999&screen_name=ada"));
        server.enqueue(json("{\"token_type\":\"bearer\",\"access_token\":\"" + BEARER + "\"}"));
        server.enqueue(json("{\"data\":{\"id\":\"1\"}}"));
        server.enqueue(json("{\"access_token\":\"" + BEARER + "\"}"));
        server.enqueue(json("{\"access_token\":\"" + ACCESS_TOKEN + "\"}"));

        var pending = api.signIn().start(OAuthClient.AuthorizeOptions.DEFAULT);
        var account = api.signIn().finish(pending, "123-4567");
        Secret bearer = api.bearer().token();
        api.v2().get("2/users/me", java.util.Map.of("user.fields", "id"),
                new dev.starling.core.api.http.Auth.Bearer(bearer));
        var auth = api.accounts().authFor(account).orElseThrow();
        api.bearer().invalidate(auth.credentials().token(), auth.credentials().tokenSecret());
        api.accounts().signOut(account);

        List<RequestLogEntry> rows = api.requestLog().find(RequestLogFilter.ALL);
        assertThat(rows).hasSize(6);
        for (RequestLogEntry row : rows) {
            String everything = row.toString() + CurlCommand.of(row);
            for (String secret : SECRETS) {
                assertThat(everything.contains(secret)).as("a secret in row %s", row.path()).isFalse();
            }
            assertThat(everything.contains("4567")).as("the PIN in row %s", row.path()).isFalse();
        }
        RequestLogEntry tokenCall = api.requestLog().find(RequestLogFilter.ALL.withEndpoint("oauth2/token")).get(0);
        assertThat(tokenCall.requestHeaders()).containsEntry("Authorization", "Basic <BASE64_API_KEY_AND_SECRET>");
        assertThat(tokenCall.responseBody()).contains("\"access_token\":\"<ACCESS_TOKEN>\"");
        assertThat(CurlCommand.of(tokenCall)).startsWith("curl -X POST '" + server.url("/oauth2/token"))
                .contains("-u \"${X_API_KEY:?}:${X_API_SECRET:?}\"")
                .contains("--data-raw 'grant_type=client_credentials'");
    }

    @Test
    void recordsStatusDurationSizesAndRateLimitHeaders() {
        server.enqueue(new MockResponse.Builder().code(200).addHeader("x-rate-limit-limit", "15")
                .addHeader("x-rate-limit-remaining", "14").addHeader("x-rate-limit-reset", "1767225600")
                .addHeader("Content-Type", "application/json").body("{\"data\":[]}").build());

        api.v2().get("2/tweets/search/recent", java.util.Map.of("query", "cats"), dev.starling.core.api.http.Auth.NONE);

        RequestLogEntry row = api.requestLog().find(RequestLogFilter.ALL).get(0);
        assertThat(row.method()).isEqualTo("GET");
        assertThat(row.url()).endsWith("/2/tweets/search/recent?query=cats");
        assertThat(row.status()).isEqualTo(200);
        assertThat(row.responseSize()).isEqualTo(11);
        assertThat(row.rateLimit()).contains("x-rate-limit-remaining: 14", "x-rate-limit-limit: 15");
        assertThat(row.durationMillis()).isNotNegative();
    }

    private static MockResponse form(String body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "text/html; charset=utf-8").body(body).build();
    }

    private static MockResponse json(String body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(body).build();
    }
}
