package dev.starling.cli;

import dev.starling.core.text.Messages;
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
        resourceBundle = "dev.starling.cli.help.sandbox")
public final class SandboxCommand implements Callable<Integer>, ReadsFiles {

    @Mixin
    ListenOptions listen;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42")
    long seed;

    @Option(names = "--state", paramLabel = "FILE")
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
        out.println(Messages.text("sandbox.cli.running"));
        bannerLine(out, "sandbox.cli.coreBase", String.valueOf(sandbox.coreBaseUri()));
        bannerLine(out, "sandbox.cli.adsBase", String.valueOf(sandbox.adsBaseUri()));
        bannerLine(out, "sandbox.cli.adminToken", sandbox.adminToken(), AccessGuard.ADMIN_TOKEN_HEADER);
        bannerLine(out, "sandbox.cli.apiKey", config.consumerKey());
        // Published demo secrets are shown (they are in the README); anybody's own never are.
        bannerLine(out, "sandbox.cli.apiKeySecret", config.usesDemoSecret() ? config.consumerSecret()
                : Messages.text("sandbox.cli.secretNotShown"));
        OAuth2App client = config.oauth().oauth2();
        bannerLine(out, client.confidential() ? "sandbox.cli.clientId.confidential" : "sandbox.cli.clientId.public",
                client.clientId());
        bannerLine(out, "sandbox.cli.redirectUris", String.join(" ", client.redirectUris()));
        bannerLine(out, "sandbox.cli.tier",
                config.oauth().tier().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        for (SandboxConfig.DemoUser user : config.users()) {
            // an own user's password is not even handed to the text that leaves it out
            if (config.publishedUsers().contains(user)) {
                bannerLine(out, "sandbox.cli.user.published", user.username(), user.password());
            } else {
                bannerLine(out, "sandbox.cli.user.own", user.username());
            }
        }
        if (!config.faults().none()) {
            bannerLine(out, "sandbox.cli.faults", config.faults().latencyMillis(),
                    String.valueOf(config.faults().serviceUnavailableRate()),
                    String.valueOf(config.faults().tooManyRequestsRate()), String.valueOf(config.faults().dropRate()));
        }
        if (config.stateFile() != null) {
            bannerLine(out, "sandbox.cli.stateFile", config.stateFile().toAbsolutePath().toString());
        }
        sandbox.certificate().ifPresent(certificate -> {
            SandboxTls tls = config.serving().tls();
            bannerLine(out, "sandbox.cli.fingerprint", TlsMaterial.fingerprint(certificate));
            if (tls.keystore() == null) {
                bannerLine(out, "sandbox.cli.certificate.new");
            } else {
                bannerLine(out, "sandbox.cli.certificate.file", tls.keystore().toAbsolutePath().toString(),
                        tls.generate() ? 1 : 0);
            }
        });
        if (config.usesDemoCredentials()) {
            String which = !config.consumerKey().equals(SandboxConfig.DEMO_CONSUMER_KEY) ? "sandbox.cli.demo.users"
                    : config.publishedUsers().isEmpty() ? "sandbox.cli.demo.key" : "sandbox.cli.demo.keyAndUsers";
            bannerLine(out, "sandbox.cli.demo.note", Messages.text(which));
        }
        if (!LOOPBACK.contains(config.host())) {
            bannerLine(out, "sandbox.cli.openHost", config.host());
        }
        out.flush();
    }

    /** One indented line of the banner, the options' lines included. */
    static void bannerLine(PrintWriter out, String key, Object... args) {
        out.println("  " + Messages.text(key, args));
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
