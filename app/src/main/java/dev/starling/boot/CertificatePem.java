package dev.starling.boot;

import dev.starling.core.store.OwnerOnlyFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateEncodingException;
import java.security.cert.X509Certificate;
import java.util.Base64;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The embedded sandbox's certificate as a PEM file in the data folder (readable by its owner only), so a
 * command copied from Starling ("Copy as curl") can trust the sandbox with {@code --cacert} instead of
 * failing on its self-signed certificate, or being told to skip the check.
 */
final class CertificatePem {

    private static final Logger LOG = Logger.getLogger(CertificatePem.class.getName());

    private CertificatePem() {
    }

    static String encode(X509Certificate certificate) throws CertificateEncodingException {
        String body = Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                .encodeToString(certificate.getEncoded());
        return "-----BEGIN CERTIFICATE-----\n" + body + "\n-----END CERTIFICATE-----\n";
    }

    /** Writes (or keeps, when it already says the same) {@code file}; null when it cannot be written. */
    static Path write(X509Certificate certificate, Path file) {
        try {
            String pem = encode(certificate);
            OwnerOnlyFiles.prepare(file);
            if (!pem.equals(Files.readString(file, StandardCharsets.US_ASCII))) {
                Files.writeString(file, pem, StandardCharsets.US_ASCII);
            }
            return file;
        } catch (IOException | CertificateEncodingException | RuntimeException e) {
            LOG.log(Level.WARNING, "Could not write the sandbox certificate for other tools: " + e.getMessage());
            return null;
        }
    }
}
