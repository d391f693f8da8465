package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.testing.FakeClock;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The admin surface and the whole sandbox refuse what a hostile web page or a stranger could send. */
class AdminSurfaceSafetyTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final FakeClock clock = new FakeClock(Instant.now());
    private Sandbox sandbox;
    private SandboxOAuthClient client;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults(), clock);
        client = new SandboxOAuthClient(sandbox, clock);
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void everyAdminEndpointWithoutTheAdminTokenIsRefused401() throws Exception {
        assertThat(send("GET", sandbox.coreBaseUri(), "/__sandbox/export", null, null).statusCode()).isEqualTo(401);
        assertThat(send("GET", sandbox.coreBaseUri(), "/__sandbox/apps-and-tokens", null, null).statusCode())
                .isEqualTo(401);
        assertThat(send("GET", sandbox.adsBaseUri(), "/__sandbox/ads/custom_audiences/x/members", null, null)
                .statusCode()).isEqualTo(401);
        HttpResponse<String> reset = send("POST", sandbox.coreBaseUri(), "/__sandbox/reset", null, null);
        assertThat(reset.statusCode()).isEqualTo(401);
        assertThat(reset.body()).contains(AccessGuard.ADMIN_TOKEN_HEADER);
    }

    @Test
    void resetWithAWrongAdminTokenIsRefusedAndForgetsNothing() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> reset = send("POST", sandbox.coreBaseUri(), "/__sandbox/reset", "not-the-token", null);

        assertThat(reset.statusCode()).isEqualTo(401);
        assertThat(client.signedGet(token, "/1.1/account/verify_credentials.json").getCode()).isEqualTo(200);
    }

    @Test
    void eachRunHasItsOwnAdminToken() {
        try (Sandbox other = Sandbox.start(SandboxConfig.defaults())) {
            assertThat(other.adminToken()).isNotEqualTo(sandbox.adminToken()).hasSizeGreaterThanOrEqualTo(40);
        }
    }

    @Test
    void healthNeedsNoAdminToken() throws Exception {
        assertThat(send("GET", sandbox.coreBaseUri(), "/__sandbox/health", null, null).statusCode()).isEqualTo(200);
        assertThat(send("GET", sandbox.adsBaseUri(), "/__sandbox/health", null, null).statusCode()).isEqualTo(200);
    }

    @Test
    void aForeignHostNameIsRefusedEvenWithTheAdminToken() throws Exception {
        String answer = raw(sandbox.coreBaseUri(), "GET /__sandbox/export HTTP/1.1\r\nHost: rebind.example:"
                + sandbox.coreBaseUri().getPort() + "\r\n" + AccessGuard.ADMIN_TOKEN_HEADER + ": "
                + sandbox.adminToken() + "\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 421");
        assertThat(answer).doesNotContain("accessTokens");
    }

    @Test
    void aForeignHostNameIsRefusedOnTheApisToo() throws Exception {
        String answer = raw(sandbox.adsBaseUri(), "GET /12/accounts HTTP/1.1\r\nHost: rebind.example\r\n"
                + "Connection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 421");
    }

    @Test
    void localhostIsOneOfTheSandboxsOwnNames() throws Exception {
        String answer = raw(sandbox.coreBaseUri(), "GET /__sandbox/health HTTP/1.1\r\nHost: localhost:"
                + sandbox.coreBaseUri().getPort() + "\r\nConnection: close\r\n\r\n");

        assertThat(answer).startsWith("HTTP/1.1 200");
    }

    @Test
    void aCrossOriginResetIsRefused403AndForgetsNothing() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> reset = send("POST", sandbox.coreBaseUri(), "/__sandbox/reset", sandbox.adminToken(),
                "http://attacker.example");

        assertThat(reset.statusCode()).isEqualTo(403);
        assertThat(client.signedGet(token, "/1.1/account/verify_credentials.json").getCode()).isEqualTo(200);
    }

    @Test
    void aSignInFormPostedFromAnotherSiteIsRefused() throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(sandbox.coreBaseUri().resolve("/oauth/authorize"))
                .header("Origin", "null").header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("oauth_token=x&allow=1")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(response.statusCode()).isEqualTo(403);
    }

    @Test
    void theSandboxsOwnOriginIsLetIn() throws Exception {
        String own = sandbox.coreBaseUri().toString();

        assertThat(send("GET", sandbox.coreBaseUri(), "/__sandbox/export", sandbox.adminToken(), own).statusCode())
                .isEqualTo(200);
    }

    @Test
    void exportMasksEveryTokenAndSecret() throws Exception {
        OAuth1AccessToken token = client.pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

        HttpResponse<String> export = send("GET", sandbox.coreBaseUri(), "/__sandbox/export", sandbox.adminToken(), null);

        assertThat(export.statusCode()).isEqualTo(200);
        assertThat(export.body()).contains("accessTokens").contains("****")
                .doesNotContain(token.getToken()).doesNotContain(token.getTokenSecret());
    }

    @Test
    void theSignInPageSaysWhenPublishedDemoCredentialsAreInUse() {
        String page = client.get(client.base() + "/oauth/authorize?oauth_token="
                + client.requestToken(client.service("oob")).getToken()).body();

        assertThat(page).contains("published demo credentials: for local testing only");
    }

    @Test
    void aSandboxWithItsOwnAppAndUsersDoesNotMentionDemoCredentials() {
        SandboxConfig own = SandboxConfig.defaults().withApp("own-key", "own-secret")
                .withUsers(java.util.List.of(new SandboxConfig.DemoUser("alice", "a long password")));
        try (Sandbox other = Sandbox.start(own, clock)) {
            SandboxOAuthClient otherClient = new SandboxOAuthClient(other, clock);
            String page = otherClient.get(otherClient.base() + "/oauth/authorize?oauth_token="
                    + otherClient.requestToken(otherClient.service("oob")).getToken()).body();

            assertThat(own.usesDemoCredentials()).isFalse();
            assertThat(page).contains("Authorize").doesNotContain("demo credentials");
        }
    }

    private static HttpResponse<String> send(String method, URI base, String path, String adminToken, String origin)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10))
                .method(method, HttpRequest.BodyPublishers.noBody());
        if (adminToken != null) {
            request.header(AccessGuard.ADMIN_TOKEN_HEADER, adminToken);
        }
        if (origin != null) {
            request.header("Origin", origin);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request written by hand, for headers the JDK client will not let a caller set (Host). */
    private static String raw(URI base, String request) throws IOException {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
