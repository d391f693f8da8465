package dev.starling.core.api.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Transport;
import dev.starling.core.requestlog.RequestLogSink;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import java.nio.file.Path;
import java.security.cert.X509Certificate;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The app trusts exactly the pinned sandbox certificate for the sandbox, and nothing stands in for it. */
class PinnedCertificateTest {

    @TempDir
    static Path dir;

    private static Sandbox pinned;
    private static Sandbox impostor;

    @BeforeAll
    static void start() {
        pinned = Sandbox.start(https(dir.resolve("pinned.p12")));
        impostor = Sandbox.start(https(dir.resolve("impostor.p12")));
    }

    @AfterAll
    static void stop() {
        pinned.close();
        impostor.close();
    }

    @Test
    void theClientPinnedToTheSandboxCertificateTalksToThatSandbox() {
        ApiHttp http = new ApiHttp(settings(), certificate(pinned));

        assertThat(http.execute(health(pinned)).status()).isEqualTo(200);
    }

    @Test
    void aServerWithAnotherCertificateIsRefusedAsATlsFailure() {
        ApiHttp http = new ApiHttp(settings(), certificate(pinned));

        assertThatThrownBy(() -> http.execute(health(impostor))).isInstanceOfSatisfying(ApiException.class,
                failure -> assertThat(failure.error()).isEqualTo(new Transport(Transport.Kind.TLS, "127.0.0.1")));
    }

    @Test
    void withoutThePinTheSelfSignedSandboxIsNotTrustedByTheNormalChecks() {
        ApiHttp normal = new ApiHttp(settings());

        assertThatThrownBy(() -> normal.execute(health(pinned))).isInstanceOfSatisfying(ApiException.class,
                failure -> assertThat(((Transport) failure.error()).kind()).isEqualTo(Transport.Kind.TLS));
    }

    private static SandboxConfig https(Path keystore) {
        return SandboxConfig.defaults().withServing(SandboxConfig.Serving.PLAIN.withTls(SandboxTls.generated(keystore)));
    }

    private static X509Certificate certificate(Sandbox sandbox) {
        return sandbox.certificate().orElseThrow();
    }

    private static ApiRequest health(Sandbox sandbox) {
        return ApiRequest.get(HttpUrl.get(sandbox.coreBaseUri().resolve("/__sandbox/health")), Auth.NONE);
    }

    private static HttpSettings settings() {
        return HttpSettings.defaults(RequestLogSink.NONE);
    }
}
