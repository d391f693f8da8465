package dev.starling.sandbox.infra;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.MessageDigest;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The sandbox's HTTPS key and certificate, loaded from a PKCS#12 file or generated as a
 * self-signed certificate for this computer's loopback names by the JDK's own {@code keytool}
 * (from {@code java.home}: the JDK has no public API to create a certificate).
 */
public final class TlsMaterial {

    private static final String ALIAS = "starling-sandbox";

    private final SSLContext context;
    private final X509Certificate certificate;

    private TlsMaterial(SSLContext context, X509Certificate certificate) {
        this.context = context;
        this.certificate = certificate;
    }

    /** Loads the keystore of {@code tls}, generating it first when it is missing and may be generated. */
    public static TlsMaterial load(SandboxTls tls, String bindHost) {
        Path file = tls.keystore();
        try {
            if (file == null) {
                Path dir = Files.createTempDirectory("starling-sandbox-tls");
                Path temp = dir.resolve(SandboxTls.GENERATED_FILE_NAME);
                try {
                    generate(temp, tls.password(), bindHost);
                    return read(temp, tls.password());
                } finally {
                    Files.deleteIfExists(temp);
                    Files.deleteIfExists(dir);
                }
            }
            if (!Files.exists(file)) {
                if (!tls.generate()) {
                    throw new Unavailable("The TLS keystore " + file.toAbsolutePath()
                            + " does not exist; give an existing PKCS#12 file to --tls-keystore.", new IOException());
                }
                generate(file, tls.password(), bindHost);
            }
            return read(file, tls.password());
        } catch (NotMade e) {
            throw new Unavailable("Cannot make the sandbox's HTTPS certificate" + (file == null ? "" : " "
                    + file.toAbsolutePath()) + " because " + e.getMessage(), e);
        } catch (IOException e) {
            String what = "Cannot use the TLS keystore " + (file == null ? "" : file.toAbsolutePath() + " ");
            throw new Unavailable(what + "because it is not a PKCS#12 file or its password is wrong; check the file "
                    + "and the password, or choose another.", e);
        } catch (GeneralSecurityException e) {
            throw new Unavailable("Cannot use the TLS keystore " + (file == null ? "" : file.toAbsolutePath()
                    + " ") + "because it holds no usable key and certificate; give a PKCS#12 file with one.",
                    new IOException(e));
        }
    }

    /** The key or certificate cannot be had (missing, damaged, wrong password, no keytool): said in words. */
    public static final class Unavailable extends UncheckedIOException {
        Unavailable(String message, IOException cause) {
            super(message, cause);
        }
    }

    public SSLContext sslContext() {
        return context;
    }

    public X509Certificate certificate() {
        return certificate;
    }

    /** SHA-256 of the certificate's DER encoding, as {@code AB:CD:...} (what browsers and keytool show). */
    public String sha256Fingerprint() {
        return fingerprint(certificate);
    }

    public static String fingerprint(X509Certificate certificate) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(certificate.getEncoded());
            return HexFormat.ofDelimiter(":").withUpperCase().formatHex(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    private static TlsMaterial read(Path file, String password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            store.load(in, password.toCharArray());
        }
        String alias = Collections.list(store.aliases()).stream().filter(name -> {
            try {
                return store.isKeyEntry(name);
            } catch (java.security.KeyStoreException e) {
                return false;
            }
        }).findFirst().orElseThrow(() -> new java.security.KeyStoreException("no private key entry"));
        if (!(store.getCertificate(alias) instanceof X509Certificate certificate)) {
            throw new java.security.KeyStoreException("no X.509 certificate");
        }
        KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keys.init(store, password.toCharArray());
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(keys.getKeyManagers(), null, null);
        return new TlsMaterial(context, certificate);
    }

    /** Why keytool made no certificate, in words (its own banner and Java class names left out). */
    static final class NotMade extends IOException {
        NotMade(String reason, Throwable cause) {
            super(reason, cause);
        }
    }

    /** A self-signed EC P-256 certificate for localhost, 127.0.0.1, ::1 and the bound address, ten years. */
    private static void generate(Path file, String password, String bindHost) throws IOException {
        generate(file, password, bindHost, Path.of(System.getProperty("java.home"), "bin",
                System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows") ? "keytool.exe" : "keytool"));
    }

    static void generate(Path file, String password, String bindHost, Path keytool) throws IOException {
        Path absolute = file.toAbsolutePath();
        try {
            Files.createDirectories(absolute.getParent());
        } catch (IOException e) {
            throw new NotMade("its folder " + absolute.getParent() + " cannot be made ("
                    + (e instanceof java.nio.file.FileAlreadyExistsException ? "a file is in the way"
                    : e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null ? fs.getReason()
                    : "the disk refused it") + "); choose another place for the state (--state), or give a "
                    + "certificate with --tls-keystore.", e);
        }
        List<String> command = new ArrayList<>(List.of(keytool.toString(), "-genkeypair", "-alias", ALIAS,
                "-keyalg", "EC", "-groupname", "secp256r1", "-sigalg", "SHA256withECDSA", "-validity", "3650",
                "-dname", "CN=Starling Sandbox, O=Starling", "-ext", "SAN=" + subjectAlternativeNames(bindHost),
                "-ext", "EKU=serverAuth", "-storetype", "PKCS12", "-keystore", absolute.toString(),
                "-storepass:env", "STARLING_SANDBOX_TLS_PASSWORD", "-keypass:env", "STARLING_SANDBOX_TLS_PASSWORD",
                "-noprompt"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        forKeytool(builder.environment());
        builder.environment().put("STARLING_SANDBOX_TLS_PASSWORD", password);
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new NotMade("this Java runtime has no keytool (" + keytool + "); run Starling on a full JDK, or "
                    + "give a certificate with --tls-keystore.", e);
        }
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
        try {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new NotMade("keytool did not finish within a minute.", null);
            }
            if (process.exitValue() != 0 || !Files.exists(absolute)) {
                throw new NotMade(keytoolReason(output, process.exitValue()), null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NotMade("keytool was interrupted while making it.", e);
        }
        try {
            Files.setPosixFilePermissions(absolute, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system (Windows): the file inherits the folder's access rules.
        }
    }

    /**
     * keytool's reason from what it printed: its {@code keytool error:} line without the Java class name
     * (its first lines are a banner, "Generating 256 bit EC key pair...", which says nothing of the failure).
     */
    static String keytoolReason(String output, int exitCode) {
        String reason = output.lines().map(String::strip).filter(line -> line.startsWith("keytool error:"))
                .map(line -> line.substring("keytool error:".length()).strip()
                        .replaceFirst("^([a-z][a-z0-9_]*\\.)+[A-Za-z0-9_$]*(Exception|Error):\\s*", ""))
                .filter(line -> !line.isEmpty()).reduce((first, last) -> last).orElse(null);
        return reason == null ? "keytool ended with exit code " + exitCode + " without saying why."
                : "keytool said: " + reason + (reason.endsWith(".") ? "" : ".");
    }

    /** Environment variables through which a JVM takes options from its environment. */
    static final List<String> JVM_OPTION_VARIABLES = List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS");

    /**
     * The environment keytool runs in: this process's, without the variables that hand JVM options on.
     * keytool is a JVM of its own, and options meant for this one misbehave in it: the class-archive
     * training run's {@code -XX:DumpLoadedClassList=FILE} made keytool write the same class list at the
     * same time, which damaged it, and the installed app's archive then held a third fewer classes.
     */
    static void forKeytool(java.util.Map<String, String> environment) {
        JVM_OPTION_VARIABLES.forEach(environment::remove);
    }

    private static String subjectAlternativeNames(String bindHost) {
        List<String> names = new ArrayList<>(List.of("dns:localhost", "ip:127.0.0.1", "ip:::1"));
        String host = bindHost.toLowerCase(Locale.ROOT);
        if (!List.of("localhost", "127.0.0.1", "::1", "0.0.0.0", "::").contains(host)) {
            names.add((host.matches("[0-9.]+") || host.contains(":") ? "ip:" : "dns:") + host);
        }
        return String.join(",", names);
    }
}
