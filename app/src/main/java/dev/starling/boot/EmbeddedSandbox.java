package dev.starling.boot;

import dev.starling.core.config.AccessTier;
import dev.starling.core.config.ClientCredentials;
import dev.starling.core.config.LocalSandbox;
import dev.starling.core.config.SandboxDemo;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import dev.starling.sandbox.infra.TlsMaterial;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.net.URI;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Adapts the emulator to core's view of a local sandbox. */
final class EmbeddedSandbox implements LocalSandbox {

    static final String HTTPS_PROPERTY = "starling.sandbox.https";
    private static final Logger LOG = Logger.getLogger(EmbeddedSandbox.class.getName());

    /** Where the sandbox's certificate is written as PEM for other tools (curl's {@code --cacert}). */
    static final String CERTIFICATE_PEM = "sandbox-cert.pem";

    private final Sandbox sandbox;
    private final Path certificateFile;

    private EmbeddedSandbox(Sandbox sandbox, Path certificateFile) {
        this.sandbox = sandbox;
        this.certificateFile = certificateFile;
    }

    /**
     * The app's own sandbox keeps its state in the data folder the user chose ({@code sandbox/state.json}),
     * so sign-ins survive restarts and choosing another folder (or deleting it) takes the sandbox along.
     * Earlier versions kept it beside the folder, in {@code <data>-sandbox/}: that state is moved in
     * when the state is started.
     */
    static LocalSandbox.Launcher launcher(Path dataDir) {
        return launcher(dataDir, httpsByDefault());
    }

    /** @param tier the access tier the sandbox app runs on (read at each start: Settings chooses it) */
    static LocalSandbox.Launcher launcher(Path dataDir, java.util.function.Supplier<AccessTier> tier) {
        return launcher(dataDir, httpsByDefault(), tier);
    }

    /** @param https serve HTTPS with the certificate kept in the data folder's {@code sandbox/} */
    static LocalSandbox.Launcher launcher(Path dataDir, boolean https) {
        return launcher(dataDir, https, () -> AccessTier.PAY_PER_USE);
    }

    static LocalSandbox.Launcher launcher(Path dataDir, boolean https, java.util.function.Supplier<AccessTier> tier) {
        Path stateFile = dataDir.resolve("sandbox").resolve("state.json");
        Path legacy = dataDir.resolveSibling(dataDir.getFileName() + "-sandbox").resolve("state.json");
        return () -> {
            adoptLegacyState(legacy, stateFile);
            SandboxConfig config = SandboxConfig.defaults().withStateFile(stateFile)
                    .withTier(dev.starling.sandbox.auth.AccessTier.valueOf(tier.get().name()));
            if (https) {
                try {
                    Sandbox started = Sandbox.start(config.withServing(
                            SandboxConfig.Serving.PLAIN.withTls(SandboxTls.besideState(stateFile))));
                    return new EmbeddedSandbox(started, started.certificate()
                            .map(certificate -> CertificatePem.write(certificate, stateFile.resolveSibling(CERTIFICATE_PEM)))
                            .orElse(null));
                } catch (TlsMaterial.Unavailable e) {
                    // No certificate (a damaged keystore, a runtime without keytool): the sandbox
                    // still works on loopback over plain HTTP, which the client allows for loopback.
                    LOG.log(Level.WARNING, "The sandbox runs on plain HTTP: " + e.getMessage());
                }
            }
            return new EmbeddedSandbox(Sandbox.start(config), null);
        };
    }

    /**
     * The window's sandbox speaks HTTPS, as X does, with a certificate generated once into the data
     * folder and pinned by the app. {@code -Dstarling.sandbox.https=false} keeps it on plain HTTP on
     * loopback (the test suite does, so each test's fresh data folder needs no new certificate).
     */
    static boolean httpsByDefault() {
        return !"false".equalsIgnoreCase(System.getProperty(HTTPS_PROPERTY, "true"));
    }

    static void adoptLegacyState(Path legacy, Path stateFile) {
        try {
            if (Files.isRegularFile(legacy) && !Files.exists(stateFile)) {
                Files.createDirectories(stateFile.getParent());
                Files.move(legacy, stateFile);
                Files.deleteIfExists(legacy.getParent());
            }
        } catch (IOException e) {
            // The old state stays where it was; the sandbox starts from its seed instead.
        }
    }

    @Override
    public URI coreBaseUri() {
        return sandbox.coreBaseUri();
    }

    @Override
    public URI adsBaseUri() {
        return sandbox.adsBaseUri();
    }

    @Override
    public String consumerKey() {
        return sandbox.config().consumerKey();
    }

    @Override
    public String consumerSecret() {
        return sandbox.config().consumerSecret();
    }

    /** The published demo users only (users given with their own passwords are nobody's to show). */
    @Override
    public SandboxDemo demo() {
        SandboxConfig config = sandbox.config();
        if (!config.usesDemoCredentials()) {
            return null;
        }
        return new SandboxDemo(config.consumerKey(), config.publishedUsers().stream()
                .map(user -> new SandboxDemo.Login(user.username(), user.password())).toList());
    }

    @Override
    public ClientCredentials oauth2Client() {
        dev.starling.sandbox.oauth.OAuth2App client = sandbox.config().oauth().oauth2();
        return new ClientCredentials(client.clientId(), dev.starling.core.auth.Secret.ofNullable(client.clientSecret()));
    }

    @Override
    public AccessTier tier() {
        return AccessTier.valueOf(sandbox.config().oauth().tier().name());
    }

    @Override
    public java.security.cert.X509Certificate certificate() {
        return sandbox.certificate().orElse(null);
    }

    @Override
    public Path certificateFile() {
        return certificateFile;
    }

    @Override
    public String adminToken() {
        return sandbox.adminToken();
    }

    @Override
    public void close() {
        sandbox.close();
    }
}
