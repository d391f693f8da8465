package dev.starling.boot;

import dev.starling.core.config.LocalSandbox;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.net.URI;
import java.nio.file.Path;

/** Adapts the emulator to core's view of a local sandbox. */
final class EmbeddedSandbox implements LocalSandbox {

    private final Sandbox sandbox;

    private EmbeddedSandbox(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /** The app's own sandbox keeps its state beside the app's data, so sign-ins survive restarts. */
    static LocalSandbox.Launcher launcher(Path stateFile) {
        return () -> new EmbeddedSandbox(Sandbox.start(SandboxConfig.defaults().withStateFile(stateFile)));
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

    @Override
    public void close() {
        sandbox.close();
    }
}
