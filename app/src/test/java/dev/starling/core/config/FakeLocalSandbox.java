package dev.starling.core.config;

import java.net.URI;

/** A stand-in for the in-process sandbox: core tests must not depend on the emulator. */
public final class FakeLocalSandbox implements LocalSandbox {

    public int starts;
    public int stops;
    public boolean running;
    /** What {@link #demo()} answers: none unless a test sets it. */
    public SandboxDemo demo;

    public LocalSandbox.Launcher launcher() {
        return () -> {
            starts++;
            running = true;
            return this;
        };
    }

    @Override public URI coreBaseUri() { return URI.create("http://127.0.0.1:5555"); }
    @Override public URI adsBaseUri() { return URI.create("http://127.0.0.1:5556"); }
    @Override public String consumerKey() { return "sandbox-key"; }
    @Override public String consumerSecret() { return "sandbox-secret"; }
    @Override public String adminToken() { return "sandbox-admin-token"; }

    @Override public SandboxDemo demo() { return demo; }

    @Override
    public void close() {
        stops++;
        running = false;
    }
}
