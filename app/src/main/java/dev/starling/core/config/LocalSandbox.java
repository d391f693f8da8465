package dev.starling.core.config;

import java.net.URI;

/**
 * A sandbox running in this process, as core sees it: addresses and the demo app's keys. Core
 * knows the sandbox only through this interface, so client code never depends on emulator code.
 */
public interface LocalSandbox extends AutoCloseable {

    URI coreBaseUri();

    URI adsBaseUri();

    String consumerKey();

    String consumerSecret();

    /** The admin token this run's {@code /__sandbox/} endpoints require (header {@code X-Sandbox-Admin-Token}). */
    String adminToken();

    /** The certificate the sandbox serves HTTPS with (the app trusts exactly it), or null over plain HTTP. */
    default java.security.cert.X509Certificate certificate() {
        return null;
    }

    /** The sandbox app's OAuth 2.0 client (its id, and its secret when it is a confidential client). */
    default ClientCredentials oauth2Client() {
        return null;
    }

    /** The sandbox app's access tier. */
    default AccessTier tier() {
        return AccessTier.PAY_PER_USE;
    }

    /**
     * The same certificate as a PEM file readable by its owner only (for tools: {@code curl --cacert}), or
     * null over plain HTTP or when it could not be written.
     */
    default java.nio.file.Path certificateFile() {
        return null;
    }

    /** The published demo app key and users this sandbox accepts, or null when it has none. */
    default SandboxDemo demo() {
        return null;
    }

    @Override
    void close();

    /** Starts the in-process sandbox. */
    @FunctionalInterface
    interface Launcher {
        LocalSandbox start();
    }
}
