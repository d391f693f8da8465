package dev.starling.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.OAuthClient;
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
final class UploadSandbox implements AutoCloseable {

    private static final Pattern URL = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/oauth/authorize\\?oauth_token=\\S+)");
    private static final ObjectMapper JSON = new ObjectMapper();

    final Sandbox sandbox;
    final Path dataDir;
    private final DurableStore adminStore = DurableStore.inMemory();
    private final ApiServices admin;

    UploadSandbox(Path workDir) throws IOException {
        sandbox = Sandbox.start(SandboxConfig.defaults());
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
    Map<String, String> env() {
        return Map.of(StarlingCommand.ENV_CONSUMER_SECRET, SandboxConfig.DEMO_CONSUMER_SECRET);
    }

    /** Global options pointing Starling at this sandbox with this data folder. */
    List<String> globalArgs() {
        return List.of("--data-dir", dataDir.toString(), "--api-base", sandbox.coreBaseUri().toString(),
                "--ads-api-base", sandbox.adsBaseUri().toString(), "--consumer-key", SandboxConfig.DEMO_CONSUMER_KEY);
    }

    record Run(int exit, String out, String err) {
    }

    /** Runs {@code starling GLOBAL ARGS} in this JVM. */
    Run cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = command(null, out, err);
        List<String> all = new ArrayList<>(globalArgs());
        all.addAll(List.of(args));
        int exit = commandLine.execute(all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    /** {@code starling login} in this JVM: reads the printed address, approves as demo_marketer, types the PIN. */
    void login() throws Exception {
        PipedOutputStream keyboard = new PipedOutputStream();
        StringWriter out = new StringWriter();
        CommandLine login = command(new PipedInputStream(keyboard), out, new StringWriter());
        List<String> args = new ArrayList<>(globalArgs());
        args.add("login");
        CompletableFuture<Integer> running = CompletableFuture.supplyAsync(() -> login.execute(args.toArray(String[]::new)));
        String authorizeUrl = awaitUrl(out);
        keyboard.write((SignedInSandbox.approve(authorizeUrl, SignedInSandbox.MARKETER) + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        if (running.get(30, TimeUnit.SECONDS) != 0) {
            throw new AssertionError("login failed");
        }
    }

    private CommandLine command(java.io.InputStream stdin, StringWriter out, StringWriter err) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, env());
        if (stdin != null) {
            ((LoginCommand) commandLine.getSubcommands().get("login").getCommand()).input = stdin;
        }
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    private static String awaitUrl(StringWriter out) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            Matcher matcher = URL.matcher(out.toString());
            if (matcher.find()) {
                return matcher.group(1);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no authorize URL was printed");
    }

    String coffeeUs() {
        return AdsClient.signedIn(admin).accounts().stream().filter(a -> a.name().equals("Starling Coffee - US"))
                .map(AdAccount::id).findFirst().orElseThrow();
    }

    String createAudience(String account, String name) {
        return AdsClient.signedIn(admin).createAudience(account, name, null).id();
    }

    /** The email hashes the audience holds, read from the admin endpoint as an outside tool would. */
    Set<String> emailMembers(String audienceId) throws Exception {
        String base = sandbox.adsBaseUri().toString().replaceAll("/+$", "");
        HttpResponse<String> response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(base + "/__sandbox/ads/custom_audiences/" + audienceId + "/members"))
                        .header(AccessGuard.ADMIN_TOKEN_HEADER, sandbox.adminToken()).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new AssertionError("members endpoint answered " + response.statusCode());
        }
        Set<String> hashes = new HashSet<>();
        for (JsonNode hash : JSON.readTree(response.body()).path("members").path("email")) {
            hashes.add(hash.asText());
        }
        return hashes;
    }

    @Override
    public void close() {
        sandbox.close();
        adminStore.close();
    }
}
