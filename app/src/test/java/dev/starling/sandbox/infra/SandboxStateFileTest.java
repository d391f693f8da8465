package dev.starling.sandbox.infra;

import dev.starling.testing.FakeClock;
import java.util.concurrent.TimeUnit;
import org.testfx.util.WaitForAsyncUtils;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.scribejava.core.model.OAuth1AccessToken;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.oauth.SandboxOAuthClient;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SandboxStateFileTest {

    private static final String PATH = "/1.1/account/verify_credentials.json";

    @TempDir
    Path dir;

    private final FakeClock clock = new FakeClock(Instant.now());

    @Test
    void accessTokenStaysValidAcrossARestartWithTheSameStateFile() {
        SandboxConfig config = SandboxConfig.defaults().withStateFile(dir.resolve("state.json"));
        OAuth1AccessToken token;
        try (Sandbox first = Sandbox.start(config, clock)) {
            token = new SandboxOAuthClient(first, clock).pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        }

        try (Sandbox second = Sandbox.start(config, clock)) {
            SandboxOAuthClient client = new SandboxOAuthClient(second, clock);

            assertThat(client.signedGet(token, PATH).getCode()).isEqualTo(200);
        }
    }

    @Test
    void withoutAStateFileARestartForgetsTokens() {
        OAuth1AccessToken token;
        try (Sandbox first = Sandbox.start(SandboxConfig.defaults(), clock)) {
            token = new SandboxOAuthClient(first, clock).pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);
        }

        try (Sandbox second = Sandbox.start(SandboxConfig.defaults(), clock)) {
            assertThat(new SandboxOAuthClient(second, clock).signedGet(token, PATH).getCode()).isEqualTo(401);
        }
    }

    @Test
    void stateIsSavedAfterAChangeWithoutWaitingForClose() throws Exception {
        Path file = dir.resolve("live.json");
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults().withStateFile(file), clock)) {
            new SandboxOAuthClient(sandbox, clock).pinFlow(SandboxOAuthClient.USER, SandboxOAuthClient.PASSWORD);

            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                    () -> Files.exists(file) && Files.readString(file).contains("accessTokens\" : [ {"));

            assertThat(Files.readString(file)).contains("\"screenName\" : \"" + SandboxOAuthClient.USER + "\"");
            try (var files = Files.list(dir)) {
                assertThat(files.filter(path -> path.toString().endsWith(".tmp"))).isEmpty();
            }
        }
    }

    @Test
    void unreadableStateFileStopsStartWithAClearMessage() throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{ not json");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(file), clock))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("Cannot read the sandbox state file");
    }

    @Test
    void aStateThatTakesLongToWriteIsSavedLessOftenButNeverLaterThanTenSecondsAfterAChange() {
        assertThat(SandboxStateFile.delayMillis(0)).isEqualTo(200);
        assertThat(SandboxStateFile.delayMillis(15)).isEqualTo(200);
        assertThat(SandboxStateFile.delayMillis(120)).isEqualTo(1_200);
        assertThat(SandboxStateFile.delayMillis(5_000)).isEqualTo(10_000);
    }
}
