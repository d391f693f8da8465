package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.StartupOptions;
import dev.starling.core.auth.Secret;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class StarlingCommandTest {

    private final List<StartupOptions> guiLaunches = new ArrayList<>();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Map<String, String> env, String... args) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            guiLaunches.add(options);
            return 0;
        }, env);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(args);
    }

    @Test
    void unknownOptionGivesAOneLineErrorTheUsageAndExitCode2() {
        int exit = run(Map.of(), "--frobnicate");
        assertThat(exit).isEqualTo(2);
        assertThat(err.toString().lines().findFirst()).contains("Unknown option: '--frobnicate'");
        assertThat(err.toString()).contains("Usage: starling");
        assertThat(guiLaunches).isEmpty();
    }

    @Test
    void helpListsTheCommands() {
        assertThat(run(Map.of(), "--help")).isZero();
        assertThat(out.toString()).contains("Commands:").contains("sandbox").contains("--data-dir");
    }

    @Test
    void versionPrintsTheVersion() {
        assertThat(run(Map.of(), "--version")).isZero();
        assertThat(out.toString()).startsWith("Starling ");
    }

    @Test
    void noArgumentsOpenTheWindowAsParsingAnEmptyCommandLineDoes() {
        Map<String, String> env = Map.of("STARLING_CONSUMER_KEY", "env-key", "STARLING_CONSUMER_SECRET", "env-secret");
        run(env);
        List<StartupOptions> fastPath = new ArrayList<>();
        int exit = StarlingCommand.openWindow(options -> {
            fastPath.add(options);
            return 7;
        }, env);

        assertThat(exit).isEqualTo(7);
        assertThat(fastPath).singleElement().usingRecursiveComparison().isEqualTo(guiLaunches.get(0));
        assertThat(fastPath.get(0).dataDir()).isNull();
        assertThat(fastPath.get(0).environment().envConsumerKey()).isEqualTo("env-key");
    }

    @Test
    void noCommandOpensTheWindowWithTheGlobalOptions() {
        assertThat(run(Map.of("STARLING_CONSUMER_SECRET", "from-env"), "--data-dir", "/tmp/st",
                "--api-base", "http://127.0.0.1:7000/", "--consumer-key", "ck")).isZero();
        assertThat(guiLaunches).singleElement().satisfies(options -> {
            assertThat(options.dataDir()).isEqualTo("/tmp/st");
            assertThat(options.environment().apiBase()).isEqualTo(URI.create("http://127.0.0.1:7000"));
            assertThat(options.environment().consumerKey()).isEqualTo("ck");
            assertThat(options.environment().envConsumerSecret()).isEqualTo(Secret.of("from-env"));
        });
    }

    @Test
    void aMalformedBaseAddressIsAUsageError() {
        assertThat(run(Map.of(), "--api-base", "api.x.com")).isEqualTo(2);
        assertThat(err.toString()).contains("--api-base must start with http:// or https://");
        assertThat(guiLaunches).isEmpty();
    }

    @Test
    void sandboxCommandRejectsHalfAnAppKeyPairAndBadUsers() {
        assertThat(run(Map.of(), "sandbox", "--consumer-key", "only-key")).isEqualTo(2);
        assertThat(err.toString()).contains("--consumer-key and --consumer-secret go together");
        err.getBuffer().setLength(0);
        assertThat(run(Map.of(), "sandbox", "--user", "nopassword")).isEqualTo(2);
        assertThat(err.toString()).contains("--user takes NAME:PASSWORD");
    }
}
