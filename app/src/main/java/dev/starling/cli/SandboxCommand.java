package dev.starling.cli;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import dev.starling.sandbox.oauth.OAuth2App;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.sandbox.infra.TlsMaterial;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code starling sandbox}: runs the emulator on its own until Ctrl+C. */
@Command(name = "sandbox", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run the X API and Ads API sandbox on its own, for your own tools and tests.")
public final class SandboxCommand implements Callable<Integer>, ReadsFiles {

    @Mixin
    ListenOptions listen;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42",
            description = "Seed of the generated world (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--state", paramLabel = "FILE", description = "Keep state in FILE across restarts")
    Path state;

    @Mixin
    SandboxAppOptions app;

    @Mixin
    FaultOptions faults;

    @Mixin
    ServingOptions serving;

    @Mixin
    StreamSandboxOptions stream;

    @Mixin
    EventsSandboxOptions events;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private static final java.util.Set<String> LOOPBACK = java.util.Set.of("127.0.0.1", "localhost", "::1");

    @Override
    public Integer call() throws InterruptedException {
        SandboxConfig config = config();
        dev.starling.sandbox.stream.StreamSettings streamSettings = stream.settings();
        dev.starling.sandbox.stream.StreamFaults streamFaults = stream.faults();
        dev.starling.sandbox.events.ActivitySettings activitySettings = events.activity();
        dev.starling.sandbox.webhooks.WebhookSettings webhookSettings = events.webhooks();
        Sandbox sandbox;
        PrintWriter err = spec.commandLine().getErr();
        try {
            sandbox = Sandbox.start(config);
        } catch (java.io.UncheckedIOException e) {
            err.println("starling: " + e.getMessage());
            return 1;
        }
        // A save that fails (a full disk, a folder gone) is said when it happens, and again at stop.
        sandbox.onStateProblem(problem -> {
            err.println("starling: " + problem);
            err.flush();
        });
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sandbox.close();
            stopped.countDown();
        }, "sandbox-shutdown"));
        printBanner(sandbox, spec.commandLine().getOut());
        stream.applyTo(sandbox, streamSettings, streamFaults, spec.commandLine().getOut());
        events.applyTo(sandbox, activitySettings, webhookSettings, spec.commandLine().getOut());
        stopped.await();
        return 0;
    }

    /** What the running sandbox offers: addresses, admin token, keys, users, and the warnings that apply. */
    static void printBanner(Sandbox sandbox, PrintWriter out) {
        SandboxConfig config = sandbox.config();
        out.println("Starling sandbox is running. Press Ctrl+C to stop.");
        out.println("  Core API base: " + sandbox.coreBaseUri());
        out.println("  Ads API base:  " + sandbox.adsBaseUri());
        out.println("  Admin token:    " + sandbox.adminToken() + "  (header " + AccessGuard.ADMIN_TOKEN_HEADER
                + " on /__sandbox/ endpoints; new every run)");
        out.println("  API key:        " + config.consumerKey());
        // Published demo secrets are shown (they are in the README); anybody's own never are.
        out.println("  API key secret: " + (config.usesDemoSecret() ? config.consumerSecret() : "(yours, not shown)"));
        OAuth2App client = config.oauth().oauth2();
        out.println("  Client ID:      " + client.clientId() + (client.confidential()
                ? "  (confidential client; its secret is yours, not shown)" : "  (public client: PKCE, no secret)"));
        out.println("  Redirect URIs:  " + String.join(" ", client.redirectUris()));
        out.println("  Access tier:    " + config.oauth().tier().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        for (SandboxConfig.DemoUser user : config.users()) {
            out.println("  User:           " + user.username() + (config.publishedUsers().contains(user)
                    ? " / password " + user.password() : " (password yours, not shown)"));
        }
        if (!config.faults().none()) {
            out.println("  Faults:         " + config.faults().latencyMillis() + " ms latency, 503 rate "
                    + config.faults().serviceUnavailableRate() + ", 429 rate " + config.faults().tooManyRequestsRate()
                    + ", drop rate " + config.faults().dropRate());
        }
        if (config.stateFile() != null) {
            out.println("  State file:     " + config.stateFile().toAbsolutePath());
        }
        sandbox.certificate().ifPresent(certificate -> {
            SandboxTls tls = config.serving().tls();
            out.println("  HTTPS certificate SHA-256: " + TlsMaterial.fingerprint(certificate));
            out.println("  Certificate:    " + (tls.keystore() == null ? "self-signed, new this run"
                    : tls.keystore().toAbsolutePath() + (tls.generate() ? " (self-signed)" : "")));
        });
        if (config.usesDemoCredentials()) {
            String which = !config.consumerKey().equals(SandboxConfig.DEMO_CONSUMER_KEY) ? "the demo users"
                    : config.publishedUsers().isEmpty() ? "the demo API key" : "the demo API key and demo users";
            out.println("  Note: published demo credentials are in use (" + which + "): for local testing only.");
        }
        if (!LOOPBACK.contains(config.host())) {
            out.println("  Note: listening on " + config.host() + ", reachable from other computers on its networks.");
        }
        out.flush();
    }

    /**
     * The configuration the options ask for. Checked in this order: ports and address, faults, the app's
     * keys, HTTPS, users; the first problem is a usage error.
     */
    SandboxConfig config() {
        SandboxConfig config = listen.applyTo(SandboxConfig.defaults()).withSeed(seed).withStateFile(state)
                .withFaults(faults.faults());
        return app.withOAuth2(app.withUsers(app.withApp(config).withServing(serving.serving(state))));
    }

    /** The state file is read at start and written at stop: never this run's log. */
    @Override
    public dev.starling.core.output.RunFiles withInputs(dev.starling.core.output.RunFiles files) {
        return files.withInput(state);
    }
}
