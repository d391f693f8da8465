package dev.starling.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.starling.core.config.LocalSandbox;
import dev.starling.core.requestlog.CurlCommand;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.cert.CertificateFactory;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Copy as curl" pasted into a shell, against the embedded sandbox over HTTPS: the command trusts the
 * sandbox's certificate by the PEM file Starling keeps in the data folder (owner-only), and takes the
 * credentials from shell variables. Runs the real {@code curl} through {@code sh} on loopback.
 */
class CopiedCurlAgainstSandboxTest {

    @TempDir
    Path dataDir;

    private LocalSandbox sandbox;

    @BeforeEach
    void start() {
        sandbox = EmbeddedSandbox.launcher(dataDir, true).start();
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void theSandboxCertificateIsKeptAsAnOwnerOnlyPemOfTheSameCertificate() throws Exception {
        Path pem = sandbox.certificateFile();

        assertThat(pem).isEqualTo(dataDir.resolve("sandbox").resolve("sandbox-cert.pem"));
        assertThat(Files.getPosixFilePermissions(pem)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        String text = Files.readString(pem);
        assertThat(text).startsWith("-----BEGIN CERTIFICATE-----\n").endsWith("-----END CERTIFICATE-----\n");
        Object read = CertificateFactory.getInstance("X.509")
                .generateCertificate(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)));
        assertThat(read).isEqualTo(sandbox.certificate());
    }

    @Test
    void copiedCommandsObtainABearerTokenAndSearchWithItWhenPastedIntoAShell() throws Exception {
        assumeTrue(onPath("curl") && onPath("sh"), "needs curl and sh");
        String core = sandbox.coreBaseUri().toString().replaceAll("/$", "");
        String obtain = CurlCommand.of("POST", core + "/oauth2/token", Map.of("Authorization", "Basic abc",
                "Content-Type", "application/x-www-form-urlencoded;charset=UTF-8"), "grant_type=client_credentials",
                sandbox.certificateFile());

        Shell token = Shell.run(obtain, Map.of("X_API_KEY", sandbox.consumerKey(), "X_API_SECRET", sandbox.consumerSecret()));

        assertThat(token.status()).as(token.toString()).isEqualTo("200");
        Matcher bearer = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"").matcher(token.body());
        assertThat(bearer.find()).as(token.body()).isTrue();

        String search = CurlCommand.of("GET", core + "/2/tweets/search/recent?query=coffee&max_results=10",
                Map.of("Authorization", "Bearer <BEARER_TOKEN>"), null, sandbox.certificateFile());
        Shell found = Shell.run(search, Map.of("X_BEARER_TOKEN", bearer.group(1)));

        assertThat(found.status()).as(found.toString()).isEqualTo("200");
        assertThat(found.body()).contains("\"data\"");
    }

    @Test
    void anUnsetTokenStopsTheCommandByNameAndWithoutTheCertificateCurlRefusesTheSandbox() throws Exception {
        assumeTrue(onPath("curl") && onPath("sh"), "needs curl and sh");
        String url = sandbox.coreBaseUri().toString().replaceAll("/$", "") + "/2/tweets/search/recent?query=coffee";

        Shell unset = Shell.run(CurlCommand.of("GET", url, Map.of("Authorization", "Bearer <BEARER_TOKEN>"), null,
                sandbox.certificateFile()), Map.of());
        assertThat(unset.exit()).isNotZero();
        assertThat(unset.errors()).contains("X_BEARER_TOKEN");
        assertThat(unset.status()).as("curl never ran").isEmpty();

        Shell untrusted = Shell.run(CurlCommand.of("GET", url, Map.of("Authorization", "Bearer <BEARER_TOKEN>"), null,
                null), Map.of("X_BEARER_TOKEN", "anything"));
        assertThat(untrusted.exit()).as("curl's code for an untrusted certificate").isEqualTo(60);
    }

    private static boolean onPath(String tool) {
        String path = System.getenv("PATH");
        return path != null && Pattern.compile(java.io.File.pathSeparator).splitAsStream(path)
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, tool)));
    }

    /** One command pasted into {@code sh}, with the variables the person exported; the status line appended. */
    private record Shell(int exit, String out, String errors) {

        static Shell run(String command, Map<String, String> variables) throws Exception {
            ProcessBuilder builder = new ProcessBuilder("sh", "-c",
                    command + " --silent --show-error --write-out '\\nstatus %{http_code}'");
            builder.environment().keySet().removeIf(name -> name.startsWith("X_"));
            builder.environment().putAll(variables);
            Process process = builder.start();
            process.getOutputStream().close();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            return new Shell(process.exitValue(), out, errors);
        }

        String status() {
            int at = out.lastIndexOf("\nstatus ");
            return at < 0 ? "" : out.substring(at + "\nstatus ".length()).strip();
        }

        String body() {
            int at = out.lastIndexOf("\nstatus ");
            return at < 0 ? out : out.substring(0, at);
        }
    }
}
