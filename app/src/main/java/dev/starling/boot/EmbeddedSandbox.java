package dev.starling.boot;

import dev.starling.core.config.LocalSandbox;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import java.net.URI;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Adapts the emulator to core's view of a local sandbox. */
final class EmbeddedSandbox implements LocalSandbox {

    private final Sandbox sandbox;

    private EmbeddedSandbox(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    /**
     * The app's own sandbox keeps its state in the data folder the user chose ({@code sandbox/state.json}),
     * so sign-ins survive restarts and choosing another folder (or deleting it) takes the sandbox along.
     * Earlier versions kept it beside the folder, in {@code <data>-sandbox/}: that state is moved in
     * when the state is started.
     */
    static LocalSandbox.Launcher launcher(Path dataDir) {
        Path stateFile = dataDir.resolve("sandbox").resolve("state.json");
        Path legacy = dataDir.resolveSibling(dataDir.getFileName() + "-sandbox").resolve("state.json");
        return () -> {
            adoptLegacyState(legacy, stateFile);
            return new EmbeddedSandbox(Sandbox.start(SandboxConfig.defaults().withStateFile(stateFile)));
        };
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

    @Override
    public String adminToken() {
        return sandbox.adminToken();
    }

    @Override
    public void close() {
        sandbox.close();
    }
}
