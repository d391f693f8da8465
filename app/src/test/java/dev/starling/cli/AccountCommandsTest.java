package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.FileCredentialVault;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The account commands against a mock OAuth server, with a real data folder. */
class AccountCommandsTest {

    private static final String CONSUMER_SECRET = "cli-consumer-secret-7f3a9";
    private static final String REQUEST_SECRET = "cli-request-secret-1c2d3";
    private static final String ACCESS_TOKEN = "4242-cli-access-token-9e8d7";
    private static final String ACCESS_SECRET = "cli-access-secret-5b6a4";
    private static final List<String> SECRETS = List.of(CONSUMER_SECRET, REQUEST_SECRET, ACCESS_TOKEN, ACCESS_SECRET);

    private final MockWebServer server = new MockWebServer();
    private final StringBuilder captured = new StringBuilder();

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private record Run(int exitCode, String out, String err) {
    }

    private Run run(String stdin, String... command) {
        List<String> args = new ArrayList<>(List.of("--data-dir", dataDir.toString(), "--api-base",
                "http://127.0.0.1:" + server.getPort(), "--consumer-key", "cli-key", "--consumer-secret", CONSUMER_SECRET));
        args.addAll(List.of(command));
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((LoginCommand) commandLine.getSubcommands().get("login").getCommand()).input =
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setErr(new PrintWriter(err, true));
        // Start-up notices and libraries write to the process streams: capture those too.
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int code;
        try (PrintStream capture = new PrintStream(console, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            System.setErr(capture);
            code = commandLine.execute(args.toArray(String[]::new));
        } finally {
            System.setOut(realOut);
            System.setErr(realErr);
        }
        captured.append(out).append(err).append(console.toString(StandardCharsets.UTF_8));
        return new Run(code, out.toString(), err.toString());
    }

    private void enqueueSignIn() {
        server.enqueue(new MockResponse.Builder().code(200)
                .body("oauth_token=req-tok&oauth_token_secret=" + REQUEST_SECRET + "&oauth_callback_confirmed=true").build());
        server.enqueue(new MockResponse.Builder().code(200).body("oauth_token=" + ACCESS_TOKEN + "&oauth_token_secret="
                + ACCESS_SECRET + "&user_id=4242&screen_name=ada_l").build());
    }

    @Test
    void loginListLogoutLeaveNoSecretOutsideTheCredentialFile() throws IOException {
        enqueueSignIn();

        Run login = run("123 4567\n", "login");
        Run accounts = run("", "accounts");
        server.enqueue(new MockResponse.Builder().code(200).body("{\"access_token\":\"" + ACCESS_TOKEN + "\"}").build());
        Run logout = run("", "logout", "--account", "@ada_l");
        Run after = run("", "accounts");

        assertThat(login.exitCode()).isZero();
        assertThat(login.out()).contains("http://127.0.0.1:" + server.getPort() + "/oauth/authorize?oauth_token=req-tok")
                .contains("Signed in as @ada_l");
        assertThat(accounts.out()).contains("* @ada_l  (id 4242)");
        assertThat(logout.exitCode()).isZero();
        assertThat(logout.out()).contains("Signed out @ada_l.");
        assertThat(after.out()).contains("No accounts signed in");
        assertThat(server.getRequestCount()).isEqualTo(3);

        List<Path> files;
        try (Stream<Path> walk = Files.walk(dataDir)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().equals(FileCredentialVault.FILE_NAME)).toList();
        }
        assertThat(files).isNotEmpty();
        for (Path file : files) {
            String content = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            for (String secret : SECRETS) {
                assertThat(content.contains(secret)).as("a secret in %s", dataDir.relativize(file)).isFalse();
            }
        }
        for (String secret : SECRETS) {
            assertThat(captured.toString().contains(secret)).as("a secret in the console output").isFalse();
        }
    }

    @Test
    void theAccountIsStoredInTheCredentialFileUntilLogout() throws IOException {
        enqueueSignIn();
        run("1234567\n", "login");

        String credentials = Files.readString(dataDir.resolve(FileCredentialVault.FILE_NAME));
        assertThat(credentials.contains(ACCESS_SECRET)).isTrue();
    }

    @Test
    void aMalformedPinIsAskedForAgain() {
        enqueueSignIn();

        Run login = run("12345\n1234567\n", "login");

        assertThat(login.exitCode()).isZero();
        assertThat(login.err()).contains("is not 7 digits");
        assertThat(login.out()).contains("Signed in as @ada_l");
    }

    @Test
    void logoutWithAnUnreachableServerOffersLocalRemoval() throws IOException {
        enqueueSignIn();
        run("1234567\n", "login");
        int port = server.getPort();
        server.close();

        Run refused = run("", "logout");
        Run local = run("", "logout", "--local-only");

        assertThat(port).isPositive();
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("could not be reached").contains("--local-only");
        assertThat(local.exitCode()).isZero();
        assertThat(local.out()).contains("from this computer only");
    }
}
