package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class SandboxBannerTest {

    @Test
    void startUpPrintsThisRunsAdminTokenAndWarnsAboutDemoCredentials() {
        try (Sandbox sandbox = Sandbox.start(SandboxConfig.defaults())) {
            String banner = banner(sandbox);

            assertThat(banner).contains("Admin token:    " + sandbox.adminToken())
                    .contains("X-Sandbox-Admin-Token")
                    .contains("published demo credentials are in use")
                    .contains("for local testing only")
                    .doesNotContain("reachable from other computers");
        }
    }

    @Test
    void aSandboxWithItsOwnKeysAndUsersHasNoDemoWarning() {
        SandboxConfig own = SandboxConfig.defaults().withApp("own-key", "own-secret")
                .withUsers(List.of(new SandboxConfig.DemoUser("alice", "a long password")));
        try (Sandbox sandbox = Sandbox.start(own)) {
            assertThat(banner(sandbox)).contains("own-key").doesNotContain("demo credentials");
        }
    }

    @Test
    void withTlsTheBannerShowsHttpsAddressesAndTheCertificatesFingerprint(@org.junit.jupiter.api.io.TempDir
                                                                              java.nio.file.Path dir) {
        SandboxConfig config = SandboxConfig.defaults().withStateFile(dir.resolve("state.json"))
                .withServing(SandboxConfig.Serving.PLAIN.withTls(dev.starling.sandbox.infra.SandboxTls.besideState(
                        dir.resolve("state.json"))));
        try (Sandbox sandbox = Sandbox.start(config)) {
            String banner = banner(sandbox);

            assertThat(banner).contains("Core API base: https://127.0.0.1:")
                    .contains("HTTPS certificate SHA-256: " + dev.starling.sandbox.infra.TlsMaterial.fingerprint(
                            sandbox.certificate().orElseThrow()))
                    .contains(dir.resolve("sandbox-tls.p12").toAbsolutePath().toString());
        }
    }

    private static String banner(Sandbox sandbox) {
        StringWriter text = new StringWriter();
        SandboxCommand.printBanner(sandbox, new PrintWriter(text));
        return text.toString();
    }
}
