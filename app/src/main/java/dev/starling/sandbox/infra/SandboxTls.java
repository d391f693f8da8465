package dev.starling.sandbox.infra;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the sandbox's HTTPS certificate comes from: a PKCS#12 file the user gives
 * ({@code --tls-keystore FILE --tls-password-env VAR}), or a self-signed one generated on first start
 * and kept in {@code keystore} (beside the state file) so clients can pin it across restarts; with no
 * file, a new one each run.
 *
 * @param keystore the PKCS#12 file, or null for a certificate of this run only
 * @param password the keystore's password
 * @param generate whether a missing {@code keystore} is generated (false: it must exist)
 */
public record SandboxTls(Path keystore, String password, boolean generate) {

    /**
     * The password of generated keystores. Not a secret: the file itself is (it is created readable
     * by its owner only); a password kept beside it would protect nothing more.
     */
    public static final String GENERATED_PASSWORD = "starling-sandbox";
    /** The generated keystore's name beside a state file. */
    public static final String GENERATED_FILE_NAME = "sandbox-tls.p12";

    public SandboxTls {
        Objects.requireNonNull(password, "password");
        if (keystore == null && !generate) {
            throw new IllegalArgumentException("A given TLS keystore needs a file");
        }
    }

    /** A self-signed certificate generated into {@code keystore} on first start (null: new every run). */
    public static SandboxTls generated(Path keystore) {
        return new SandboxTls(keystore, GENERATED_PASSWORD, true);
    }

    /** The key and certificate of an existing PKCS#12 file. */
    public static SandboxTls pkcs12(Path keystore, String password) {
        return new SandboxTls(keystore, password, false);
    }

    /** The generated keystore kept beside {@code stateFile} (or a certificate of this run only). */
    public static SandboxTls besideState(Path stateFile) {
        return generated(stateFile == null ? null
                : stateFile.toAbsolutePath().resolveSibling(GENERATED_FILE_NAME));
    }

    @Override
    public String toString() {
        return "SandboxTls[" + keystore + (generate ? ", generated" : "") + "]";
    }
}
