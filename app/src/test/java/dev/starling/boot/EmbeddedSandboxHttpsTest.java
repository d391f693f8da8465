package dev.starling.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.config.LocalSandbox;
import dev.starling.core.requestlog.RequestLogSink;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's sandbox speaks HTTPS with a certificate kept in the data folder, which the app pins. */
class EmbeddedSandboxHttpsTest {

    @TempDir
    Path dataDir;

    @Test
    void theEmbeddedSandboxServesHttpsWithItsKeptCertificateAndThePinnedClientTrustsIt() {
        X509Certificate first;
        LocalSandbox sandbox = EmbeddedSandbox.launcher(dataDir, true).start();
        try {
            first = sandbox.certificate();
            assertThat(first).isNotNull();
            assertThat(sandbox.coreBaseUri().getScheme()).isEqualTo("https");
            assertThat(sandbox.adsBaseUri().getScheme()).isEqualTo("https");
            ApiHttp pinned = new ApiHttp(HttpSettings.defaults(RequestLogSink.NONE), first);
            assertThat(pinned.execute(ApiRequest.get(HttpUrl.get(sandbox.coreBaseUri().resolve("/__sandbox/health")),
                    Auth.NONE)).status()).isEqualTo(200);
        } finally {
            sandbox.close();
        }
        assertThat(dataDir.resolve("sandbox/sandbox-tls.p12")).isRegularFile();

        LocalSandbox again = EmbeddedSandbox.launcher(dataDir, true).start();
        try {
            assertThat(again.certificate()).isEqualTo(first);
        } finally {
            again.close();
        }
    }

    @Test
    void theTestSwitchKeepsItOnPlainHttp() {
        LocalSandbox sandbox = EmbeddedSandbox.launcher(dataDir, false).start();
        try {
            assertThat(sandbox.certificate()).isNull();
            assertThat(sandbox.coreBaseUri().getScheme()).isEqualTo("http");
        } finally {
            sandbox.close();
        }
    }

    @Test
    void aDamagedKeptCertificateLeavesTheSandboxWorkingOnLoopbackHttp() throws Exception {
        java.nio.file.Files.createDirectories(dataDir.resolve("sandbox"));
        java.nio.file.Files.writeString(dataDir.resolve("sandbox/sandbox-tls.p12"), "not a keystore");

        LocalSandbox sandbox = EmbeddedSandbox.launcher(dataDir, true).start();
        try {
            assertThat(sandbox.certificate()).isNull();
            assertThat(sandbox.coreBaseUri().toString()).startsWith("http://127.0.0.1:");
        } finally {
            sandbox.close();
        }
    }
}
