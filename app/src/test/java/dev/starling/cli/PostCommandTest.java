package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;
import org.testfx.util.WaitForAsyncUtils;

import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.oauth.OAuth2App;
import dev.starling.sandbox.v2.V2Module;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code login --oauth2 --paste}, {@code post}, {@code post --delete} and {@code like} against a real sandbox. */
class PostCommandTest {

    private static final Pattern URL = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/i/oauth2/authorize\\?\\S+)");

    @TempDir
    Path dataDir;

    private Sandbox sandbox;

    @BeforeEach
    void start() {
        sandbox = Sandbox.start(SandboxConfig.defaults());
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    private String[] args(String... command) {
        List<String> args = new ArrayList<>(List.of("--data-dir", dataDir.toString(), "--api-base",
                sandbox.coreBaseUri().toString(), "--consumer-key", SandboxConfig.DEMO_CONSUMER_KEY,
                "--consumer-secret", SandboxConfig.DEMO_CONSUMER_SECRET, "--client-id", OAuth2App.DEMO_CLIENT_ID));
        args.addAll(List.of(command));
        return args.toArray(String[]::new);
    }

    private static CommandLine command(java.io.InputStream stdin, StringWriter out, StringWriter err) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        if (stdin != null) {
            ((LoginCommand) commandLine.getSubcommands().get("login").getCommand()).input = stdin;
        }
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    @Test
    void signsInWithOAuth2PostsAndDeletesAndSaysTheTierRuleForLikes() throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine login = command(new PipedInputStream(keyboard), out, err);
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> login.execute(
                args("login", "--oauth2", "--paste", "--scope", "tweet.read,users.read,tweet.write,like.write")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> URL.matcher(out.toString()).find());
        Matcher matcher = URL.matcher(out.toString());
        matcher.find();
        String location = OAuth2Harness.authorize(java.net.URI.create(matcher.group(1)), "demo_marketer",
                "starling-demo", true);
        keyboard.write((location + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        assertThat(running.get(20, TimeUnit.SECONDS)).as(err.toString()).isZero();
        assertThat(out.toString()).contains("@demo_marketer").contains("like.write");

        StringWriter posted = new StringWriter();
        StringWriter postErr = new StringWriter();
        assertThat(command(null, posted, postErr).execute(args("post", "Hello from the command line", "--paid-partnership")))
                .as(postErr.toString()).isZero();
        String id = posted.toString().trim();
        assertThat(id).matches("[0-9]{19}");
        assertThat(postErr.toString()).contains("$0.015");
        assertThat(sandbox.module(V2Module.class).world().post(id).orElseThrow().json().path("paid_partnership")
                .asBoolean()).isTrue();

        StringWriter liked = new StringWriter();
        StringWriter likeErr = new StringWriter();
        assertThat(command(null, liked, likeErr).execute(args("like", id))).isEqualTo(1);
        assertThat(likeErr.toString()).contains("pay-per-use").contains("2026-04-16");

        StringWriter shared = new StringWriter();
        assertThat(command(null, new StringWriter(), shared).execute(args("post", "x", "--share-with-followers")))
                .isEqualTo(2);

        StringWriter deleted = new StringWriter();
        assertThat(command(null, deleted, new StringWriter()).execute(args("post", "--delete", id))).isZero();
        assertThat(sandbox.module(V2Module.class).world().post(id)).isEmpty();
    }
}
