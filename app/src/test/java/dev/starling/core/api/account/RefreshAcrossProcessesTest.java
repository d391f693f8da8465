package dev.starling.core.api.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.oauth.OAuthModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * X's refresh tokens are single-use: two Starling processes (a window and a command line) that find
 * the access token due at once must refresh once between them, and both stay signed in. Real
 * separate JVMs on one data folder; the sandbox answers slowly so their refreshes overlap.
 */
class RefreshAcrossProcessesTest {

    @TempDir
    Path dir;

    @Test
    void twoProcessesRefreshOnceAndBothStaySignedIn() throws Exception {
        SandboxConfig config = OAuth2Harness.config().withFaults(new Faults(300, 0, 0, 0));
        try (OAuth2Harness harness = new OAuth2Harness(dir, config, null, Instant.now())) {
            Account account = harness.signIn("demo_marketer", List.of("tweet.read", "users.read", "offline.access"));
            OAuth2Tokens tokens = harness.services().accounts().storedTokens(account).orElseThrow();
            // The token is due for both processes (they read the real clock); the sandbox still accepts it.
            harness.services().accounts().addOAuth2(account.userId(), account.screenName(), new OAuth2Tokens(
                    tokens.accessToken(), tokens.refreshToken(), Instant.now().minusSeconds(60), tokens.scopes()));

            List<Process> processes = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                processes.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx96m", "-cp", System.getProperty("java.class.path"), RefreshProcess.class.getName(),
                        dir.toString(), harness.sandbox.coreBaseUri().toString(),
                        harness.sandbox.config().oauth().oauth2().clientId(), dir.resolve("ready" + i).toString(),
                        dir.resolve("go").toString()).redirectErrorStream(true)
                        .redirectOutput(dir.resolve("out" + i).toFile()).start());
            }
            long deadline = System.currentTimeMillis() + 60_000;
            while ((!Files.exists(dir.resolve("ready0")) || !Files.exists(dir.resolve("ready1")))
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
            Files.writeString(dir.resolve("go"), "go");
            for (int i = 0; i < 2; i++) {
                assertThat(processes.get(i).waitFor(60, TimeUnit.SECONDS)).isTrue();
                assertThat(processes.get(i).exitValue()).as(Files.readString(dir.resolve("out" + i))).isZero();
            }

            assertThat(harness.sandbox.module(OAuthModule.class).oauth2Refreshes()).isEqualTo(1);
            Account after = harness.services().accounts().list().get(0);
            assertThat(after.needsSignIn()).isFalse();
            assertThat(harness.services().accounts().storedTokens(after).orElseThrow().accessToken())
                    .isNotEqualTo(tokens.accessToken());
        }
    }
}
