package dev.starling.cli;

import dev.starling.boot.DurableMigrations;
import com.fasterxml.jackson.databind.JsonNode;
import org.testfx.util.WaitForAsyncUtils;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.AccessGuard;
import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * A real sandbox on loopback, a data folder signed in to it through {@code starling login} (the test
 * plays the person at the terminal and in the browser), and an administrator's view of the sandbox:
 * its own signed-in client to create audiences and the admin endpoint to read their members.
 */
public final class UploadSandbox implements AutoCloseable {

    private static final Pattern URL = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/oauth/authorize\\?oauth_token=\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    public final Sandbox sandbox;
    public final Path dataDir;
    private final DurableStore adminStore = DurableStore.inMemory(DurableMigrations.ALL);
    private final ApiServices admin;

    public UploadSandbox(Path workDir) throws IOException {
        this(workDir, SandboxConfig.defaults());
    }

    /** A sandbox started with {@code config} (faults, seed...). */
    public UploadSandbox(Path workDir, SandboxConfig config) throws IOException {
        this(workDir, config, java.time.Clock.systemUTC());
    }

    /** A sandbox started with {@code config} on {@code clock} (times of deliveries, replay windows). */
    public UploadSandbox(Path workDir, SandboxConfig config, java.time.Clock clock) throws IOException {
        sandbox = Sandbox.start(config, clock);
        dataDir = workDir.resolve("data");
        admin = ApiServices.create(new ApiEnvironment(EnvironmentKind.SANDBOX, sandbox.coreBaseUri(), sandbox.adsBaseUri(),
                SandboxConfig.DEMO_CONSUMER_KEY, Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET)), adminStore,
                new FileCredentialVault(Files.createDirectories(workDir.resolve("admin-vault"))));
        SignInService signIn = admin.signIn();
        SignInService.PendingSignIn pending = signIn.start(OAuthClient.AuthorizeOptions.DEFAULT);
        Account account = signIn.finish(pending, SignedInSandbox.approve(pending.authorizeUrl().toString(),
                SignedInSandbox.MARKETER));
        admin.accounts().setDefault(account);
    }

    /** The app secret goes through the environment, as the docs advise, not the command line. */
    public Map<String, String> env() {
        return Map.of(StarlingCommand.ENV_CONSUMER_SECRET, SandboxConfig.DEMO_CONSUMER_SECRET);
    }

    /** Global options pointing Starling at this sandbox with this data folder. */
    public List<String> globalArgs() {
        return globalArgs(dataDir);
    }

    /** Global options pointing Starling at this sandbox with another data folder (a copy of this one, say). */
    public List<String> globalArgs(Path data) {
        return List.of("--data-dir", data.toString(), "--api-base", sandbox.coreBaseUri().toString(),
                "--ads-api-base", sandbox.adsBaseUri().toString(), "--consumer-key", SandboxConfig.DEMO_CONSUMER_KEY);
    }

    public record Run(int exit, String out, String err) {
    }

    /** A command still running: what it has written so far, and its exit code once it ends. */
    public record Running(CompletableFuture<Integer> exit, StringWriter out, StringWriter err, Object command) {

        public Run await(long seconds) throws Exception {
            int code = exit.get(seconds, TimeUnit.SECONDS);
            return new Run(code, out.toString(), err.toString());
        }

        /**
         * Ends a {@code webhook serve}, {@code stream} or {@code events stream} {@code --duration} now, the way the
         * duration's end does (the summary, exit 0): a test that has seen what it waits for need not wait out a
         * duration long enough for a loaded machine.
         */
        public void endDuration() {
            if (command instanceof WebhookServeCommand serve) {
                serve.stop.countDown();
            } else if (command instanceof EventsStreamCommand events) {
                events.run.durationEnd.countDown();
            } else if (command instanceof StreamCommand stream) {
                stream.run.durationEnd.countDown();
            } else {
                throw new IllegalStateException("not a command with --duration: " + command);
            }
        }
    }

    /** Starts {@code starling GLOBAL ARGS} in this JVM on another thread; its output can be read as it comes. */
    public Running start(String... args) {
        List<String> all = new ArrayList<>(globalArgs());
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = command(null, out, err, env());
        CommandLine leaf = commandLine;
        for (String arg : args) {
            if (leaf.getSubcommands().containsKey(arg)) {
                leaf = leaf.getSubcommands().get(arg);
            }
        }
        return new Running(CompletableFuture.supplyAsync(() -> commandLine.execute(all.toArray(String[]::new))), out, err,
                leaf.getCommand());
    }

    /** Runs {@code starling GLOBAL ARGS} in this JVM. */
    public Run cli(String... args) {
        List<String> all = new ArrayList<>(globalArgs());
        all.addAll(List.of(args));
        return bare(env(), all);
    }

    /** Runs {@code starling ARGS} in this JVM exactly as given (no global options added) with this environment. */
    public Run bare(Map<String, String> environment, List<String> args) {
        return run(environment, args);
    }

    /** Runs {@code starling ARGS} in this JVM, its output captured, with no sandbox of this class involved. */
    public static Run run(Map<String, String> environment, List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = command(null, out, err, environment);
        int exit = commandLine.execute(args.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    /** {@code starling login} in this JVM: reads the printed address, approves as demo_marketer, types the PIN. */
    public void login() throws Exception {
        login(globalArgs());
    }

    /**
     * {@code starling GLOBAL login} with these global options (without --api-base: the embedded
     * sandbox of that data folder); returns what it printed.
     */
    public Run login(List<String> global) throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine login = command(new PipedInputStream(keyboard), out, err, env());
        List<String> args = new ArrayList<>(global);
        args.add("login");
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> login.execute(args.toArray(String[]::new)));
        String authorizeUrl = awaitUrl(out);
        keyboard.write((SignedInSandbox.approve(authorizeUrl, SignedInSandbox.MARKETER) + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        if (running.get(30, TimeUnit.SECONDS) != 0) {
            throw new AssertionError("login failed");
        }
        return new Run(0, out.toString(), err.toString());
    }

    private static CommandLine command(java.io.InputStream stdin, StringWriter out, StringWriter err,
                                Map<String, String> environment) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, environment);
        if (stdin != null) {
            ((LoginCommand) commandLine.getSubcommands().get("login").getCommand()).input = stdin;
        }
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    private static String awaitUrl(StringWriter out) throws InterruptedException {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> URL.matcher(out.toString()).find());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("no authorize URL was printed", e);
        }
        Matcher matcher = URL.matcher(out.toString());
        matcher.find();
        return matcher.group(1);
    }

    public String coffeeUs() {
        return AdsClient.signedIn(admin).accounts().stream().filter(a -> a.name().equals("Starling Coffee - US"))
                .map(AdAccount::id).findFirst().orElseThrow();
    }

    /** The administrator's own signed-in Ads client (to look records up as an outside tool would). */
    AdsClient adminAds() {
        return AdsClient.signedIn(admin);
    }

    public String createAudience(String account, String name) {
        return AdsClient.signedIn(admin).createAudience(account, name, null).id();
    }

    /** The email hashes the audience holds, read from the admin endpoint as an outside tool would. */
    public Set<String> emailMembers(String audienceId) throws Exception {
        Set<String> hashes = new HashSet<>();
        for (JsonNode hash : JSON.readTree(adminGet("/__sandbox/ads/custom_audiences/" + audienceId + "/members"))
                .path("members").path("email")) {
            hashes.add(hash.asText());
        }
        return hashes;
    }

    /**
     * The one place that calls the sandbox's admin endpoints ({@code /__sandbox/...} on the Ads
     * server), with this run's admin token.
     */
    public String adminGet(String path) throws Exception {
        String base = sandbox.adsBaseUri().toString().replaceAll("/+$", "");
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(base + path))
                        .header(AccessGuard.ADMIN_TOKEN_HEADER, sandbox.adminToken()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new AssertionError("admin endpoint " + path + " answered " + response.statusCode());
        }
        return response.body();
    }

    /** Replaces the sandbox's injected faults (latency, 503s, 429s, dropped connections). */
    public void faults(dev.starling.sandbox.infra.Faults faults) {
        sandbox.module(dev.starling.sandbox.infra.FaultsModule.class).set(faults);
    }

    /**
     * A separate JVM running {@code starling GLOBAL ARGS command} against this sandbox, its output
     * in {@code outDir/child.out} and {@code outDir/child.err} (appended, so several runs can share them).
     */
    public Process startChild(Path outDir, List<String> command) throws IOException {
        List<String> args = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), "dev.starling.Launcher"));
        args.addAll(globalArgs());
        args.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(args)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(outDir.resolve("child.out").toFile()))
                .redirectError(ProcessBuilder.Redirect.appendTo(outDir.resolve("child.err").toFile()));
        builder.environment().putAll(env());
        return builder.start();
    }

    /** A number the client's durable store answers (a count of journal rows, of requests in its log). */
    public long count(String sql) throws java.sql.SQLException {
        try (java.sql.Connection db = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("starling.db"));
             java.sql.Statement statement = db.createStatement()) {
            statement.execute("PRAGMA busy_timeout = 5000");
            try (java.sql.ResultSet row = statement.executeQuery(sql)) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    /** The user-upload requests the client's own request log holds. */
    public long uploadRequests() throws java.sql.SQLException {
        return count("SELECT count(*) FROM request_log WHERE method = 'POST' AND path LIKE '%/custom_audiences/%/users'");
    }

    @Override
    public void close() {
        sandbox.close();
        adminStore.close();
    }
}
