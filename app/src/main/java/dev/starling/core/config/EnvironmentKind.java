package dev.starling.core.config;

/** Which service the app talks to. */
public enum EnvironmentKind {
    /** The embedded emulator, started in-process on loopback (default). */
    SANDBOX,
    /** X's real endpoints with the user's own API key and secret. */
    X_API,
    /** Other base addresses: a sandbox running on its own, a corporate proxy. */
    CUSTOM
}
