package dev.starling.core.api.http;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.OkHttpClient;

/**
 * Trust in exactly one certificate, for the embedded sandbox's HTTPS: its self-signed certificate
 * is the only one accepted (no certificate authority, not even the system's), so nothing else can
 * stand in for the sandbox. Other environments (X itself) keep the normal certificate checks.
 */
public final class PinnedCertificate {

    private PinnedCertificate() {
    }

    /** Makes {@code builder}'s connections trust {@code certificate} and nothing else. */
    public static OkHttpClient.Builder trustOnly(OkHttpClient.Builder builder, X509Certificate certificate) {
        X509TrustManager trust = trustManager(certificate);
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {trust}, null);
            return builder.sslSocketFactory(context.getSocketFactory(), trust);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("TLS is unavailable in this Java runtime", e);
        }
    }

    static X509TrustManager trustManager(X509Certificate certificate) {
        try {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            store.setCertificateEntry("sandbox", certificate);
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(store);
            for (TrustManager manager : factory.getTrustManagers()) {
                if (manager instanceof X509TrustManager x509) {
                    return x509;
                }
            }
            throw new IllegalStateException("no X.509 trust manager in this Java runtime");
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot trust the sandbox certificate", e);
        }
    }
}
