package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.SandboxUser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code starling sandbox} takes the app's secret and users' passwords from the environment or a file
 * (never only from arguments, which {@code ps} shows), never prints a secret of anybody's own, and
 * with users of one's own the published demo users no longer sign in, and the banner says so.
 */
class SandboxSecretsTest {

    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private SandboxConfig config(Map<String, String> environment, String... args) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, environment);
        commandLine.setErr(new PrintWriter(err, true));
        String[] all = new String[args.length + 1];
        all[0] = "sandbox";
        System.arraycopy(args, 0, all, 1, args.length);
        CommandLine.ParseResult parsed = commandLine.parseArgs(all);
        return ((SandboxCommand) parsed.subcommand().commandSpec().userObject()).config();
    }

    private static String banner(Sandbox sandbox) {
        StringWriter text = new StringWriter();
        SandboxCommand.printBanner(sandbox, new PrintWriter(text));
        return text.toString();
    }

    @Test
    void theSecretFromTheEnvironmentAndUsersFromAFileAreUsedAndNeverPrinted() throws Exception {
        Path users = Files.writeString(dir.resolve("users.txt"), "# who may sign in\nalice:correct horse battery\n\nbob:s3cr3t-pw\n");
        SandboxConfig config = config(Map.of("MY_SANDBOX_SECRET", "env-secret-98765"), "--consumer-key", "own-key",
                "--consumer-secret-env", "MY_SANDBOX_SECRET", "--users-file", users.toString());

        assertThat(config.consumerSecret()).isEqualTo("env-secret-98765");
        try (Sandbox sandbox = Sandbox.start(config)) {
            String banner = banner(sandbox);

            assertThat(banner).contains("own-key").contains("alice").contains("bob")
                    .doesNotContain("env-secret-98765").doesNotContain("correct horse battery").doesNotContain("s3cr3t-pw")
                    .doesNotContain("published demo credentials").doesNotContain("demo_marketer");
            assertThat(sandbox.context().users().all()).extracting(SandboxUser::username).containsExactly("alice", "bob");
        }
    }

    @Test
    void ownUsersReplaceTheDemoUsersAndTheNoteNamesOnlyTheDemoKeyStillInUse() {
        SandboxConfig config = config(Map.of(), "--user", "alice:a-long-password");

        assertThat(config.users()).extracting(SandboxConfig.DemoUser::username).containsExactly("alice");
        try (Sandbox sandbox = Sandbox.start(config)) {
            assertThat(sandbox.context().users().byUsername("demo_marketer")).isEmpty();
            assertThat(banner(sandbox)).contains("published demo credentials are in use (the demo API key)")
                    .doesNotContain("a-long-password").doesNotContain("demo_engineer");
        }
    }

    @Test
    void aSecretVariableThatIsNotSetOrAMalformedUsersFileIsAUsageErrorWithoutThePassword() throws Exception {
        assertThat(run(Map.of(), "--consumer-key", "k", "--consumer-secret-env", "NOT_SET_ANYWHERE")).isEqualTo(2);
        assertThat(err.toString()).contains("--consumer-secret-env NOT_SET_ANYWHERE").contains("not set");

        Path users = Files.writeString(dir.resolve("users.txt"), "alice:fine\nnocolon-hunter2\n");
        assertThat(run(Map.of(), "--users-file", users.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("line 2").contains("NAME:PASSWORD").doesNotContain("hunter2");
    }

    private int run(Map<String, String> environment, String... args) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, environment);
        commandLine.setErr(new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(new StringWriter(), true));
        String[] all = new String[args.length + 1];
        all[0] = "sandbox";
        System.arraycopy(args, 0, all, 1, args.length);
        return commandLine.execute(all);
    }
}
