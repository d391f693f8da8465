package dev.starling.cli;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import dev.starling.sandbox.infra.AccessGuard;
import dev.starling.sandbox.infra.Faults;
import dev.starling.sandbox.infra.TlsMaterial;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code starling sandbox}: runs the emulator on its own until Ctrl+C. */
@Command(name = "sandbox", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Run the X API and Ads API sandbox on its own, for your own tools and tests.")
public final class SandboxCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "N", description = "Core API port (default: a free port)")
    int port;

    @Option(names = "--ads-port", paramLabel = "N", description = "Ads API port (default: a free port)")
    int adsPort;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "Address to bind (default: ${DEFAULT-VALUE}, loopback only)")
    String host;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42",
            description = "Seed of the generated world (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--state", paramLabel = "FILE", description = "Keep state in FILE across restarts")
    Path state;

    @Option(names = "--consumer-key", paramLabel = "KEY", description = "API key of the sandbox app")
    String consumerKey;

    @Option(names = "--consumer-secret", paramLabel = "SECRET", description = "API key secret of the sandbox app")
    String consumerSecret;

    @Option(names = "--user", paramLabel = "NAME:PASSWORD", description = "A user who can sign in (repeatable)")
    List<String> users = new ArrayList<>();

    @Option(names = "--fault-latency-ms", paramLabel = "N", defaultValue = "0",
            description = "Add N milliseconds of latency to every API request (default: ${DEFAULT-VALUE})")
    long faultLatencyMs;

    @Option(names = "--fault-503-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests answered 503, 0 to 1 (default: ${DEFAULT-VALUE})")
    double fault503Rate;

    @Option(names = "--fault-429-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests answered 429, 0 to 1 (default: ${DEFAULT-VALUE})")
    double fault429Rate;

    @Option(names = "--fault-drop-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests whose connection is dropped, 0 to 1 (default: ${DEFAULT-VALUE})")
    double faultDropRate;

    @Option(names = "--tls", description = "Serve both APIs over HTTPS with a self-signed certificate generated on "
            + "first start (kept beside the --state file; without --state, a new one each run)")
    boolean tls;

    @Option(names = "--tls-keystore", paramLabel = "FILE", description = "Serve HTTPS with the key and certificate "
            + "of this PKCS#12 file (implies --tls)")
    Path tlsKeystore;

    @Option(names = "--tls-password-env", paramLabel = "VAR", description = "Environment variable holding the "
            + "password of --tls-keystore (never on the command line)")
    String tlsPasswordEnv;

    @Option(names = "--public-base-url", paramLabel = "URL", description = "The core API's address as clients "
            + "use it in front of a TLS-terminating proxy (what OAuth signatures cover)")
    java.net.URI publicBaseUrl;

    @Option(names = "--public-ads-base-url", paramLabel = "URL", description = "The Ads API's address as clients "
            + "use it in front of a proxy")
    java.net.URI publicAdsBaseUrl;

    @Spec
    CommandLine.Model.CommandSpec spec;

    private static final java.util.Set<String> LOOPBACK = java.util.Set.of("127.0.0.1", "localhost", "::1");

    /** An IPv4 or bracket-less IPv6 literal, or RFC 1123 host name labels: checked before any lookup. */
    private static final java.util.regex.Pattern HOST = java.util.regex.Pattern.compile(
            "[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*|(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*");

    private void checkPort(String option, int value) {
        if (value < 0 || value > 65_535) {
            throw new CommandLine.ParameterException(spec.commandLine(), option + " " + value
                    + ": a port is a number from 1 to 65535 (or leave it out for a free port)");
        }
    }

    @Override
    public Integer call() throws InterruptedException {
        SandboxConfig config = config();
        Sandbox sandbox;
        try {
            sandbox = Sandbox.start(config);
        } catch (java.io.UncheckedIOException e) {
            spec.commandLine().getErr().println("starling: " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            sandbox.close();
            stopped.countDown();
        }, "sandbox-shutdown"));
        printBanner(sandbox, spec.commandLine().getOut());
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
        out.println("  API key secret: " + config.consumerSecret());
        for (SandboxConfig.DemoUser user : config.users()) {
            out.println("  User:           " + user.username() + " / password " + user.password());
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
            out.println("  Note: published demo credentials are in use (the demo API key or demo users): "
                    + "for local testing only.");
        }
        if (!LOOPBACK.contains(config.host())) {
            out.println("  Note: listening on " + config.host() + ", reachable from other computers on its networks.");
        }
        out.flush();
    }

    private SandboxConfig.Serving serving(SandboxConfig config) {
        SandboxConfig.Serving serving = SandboxConfig.Serving.PLAIN
                .withPublicBases(publicBase("--public-base-url", publicBaseUrl),
                        publicBase("--public-ads-base-url", publicAdsBaseUrl));
        if (tlsPasswordEnv != null && tlsKeystore == null) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--tls-password-env goes with --tls-keystore FILE");
        }
        if (tlsKeystore != null) {
            if (tlsPasswordEnv == null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--tls-keystore needs --tls-password-env "
                        + "VAR: the name of an environment variable holding the keystore's password");
            }
            String password = System.getenv(tlsPasswordEnv);
            if (password == null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--tls-password-env " + tlsPasswordEnv
                        + ": that environment variable is not set");
            }
            if (!java.nio.file.Files.isRegularFile(tlsKeystore)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--tls-keystore " + tlsKeystore
                        + ": no such file (a PKCS#12 file with the key and certificate)");
            }
            return serving.withTls(SandboxTls.pkcs12(tlsKeystore, password));
        }
        return tls ? serving.withTls(SandboxTls.besideState(config.stateFile())) : serving;
    }

    private java.net.URI publicBase(String option, java.net.URI value) {
        if (value != null && (value.getHost() == null || value.getScheme() == null
                || !List.of("http", "https").contains(value.getScheme().toLowerCase(java.util.Locale.ROOT)))) {
            throw new CommandLine.ParameterException(spec.commandLine(), option + " " + value
                    + ": give the full address clients use, e.g. https://sandbox.example.com");
        }
        return value;
    }

    SandboxConfig config() {
        checkPort("--port", port);
        checkPort("--ads-port", adsPort);
        if (!HOST.matcher(host).matches()) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--host " + host + ": not a host name or IP address "
                    + "(for example 127.0.0.1, or 0.0.0.0 to listen on every network of this computer)");
        }
        SandboxConfig config = SandboxConfig.defaults().withHost(host).withPorts(port, adsPort).withSeed(seed)
                .withStateFile(state);
        try {
            config = config.withFaults(new Faults(faultLatencyMs, fault503Rate, fault429Rate, faultDropRate));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        if (consumerKey != null || consumerSecret != null) {
            if (consumerKey == null || consumerSecret == null || consumerKey.isBlank() || consumerSecret.isBlank()) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--consumer-key and --consumer-secret go together: give both or neither");
            }
            config = config.withApp(consumerKey, consumerSecret);
        }
        config = config.withServing(serving(config));
        if (!users.isEmpty()) {
            List<SandboxConfig.DemoUser> parsed = new ArrayList<>();
            for (String user : users) {
                try {
                    parsed.add(SandboxConfig.DemoUser.parse(user));
                } catch (IllegalArgumentException e) {
                    throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
                }
            }
            List<SandboxConfig.DemoUser> all = new ArrayList<>(SandboxConfig.DEMO_USERS);
            all.addAll(parsed);
            config = config.withUsers(all);
        }
        return config;
    }
}
