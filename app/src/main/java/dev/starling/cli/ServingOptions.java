package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.infra.SandboxTls;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/** {@code starling sandbox}: plain HTTP or HTTPS, and the public addresses in front of a proxy. */
final class ServingOptions extends MixedInOptions {

    @Option(names = "--tls", descriptionKey = "serving.tls")
    boolean tls;

    @Option(names = "--tls-keystore", paramLabel = "FILE", descriptionKey = "serving.tls-keystore")
    Path tlsKeystore;

    @Option(names = "--tls-password-env", paramLabel = "VAR", descriptionKey = "serving.tls-password-env")
    String tlsPasswordEnv;

    // Text, parsed here: picocli's own conversion to URI would show Java's exception for "not a url".
    @Option(names = "--public-base-url", paramLabel = "URL", descriptionKey = "serving.public-base-url")
    String publicBaseUrl;

    @Option(names = "--public-ads-base-url", paramLabel = "URL", descriptionKey = "serving.public-ads-base-url")
    String publicAdsBaseUrl;

    /** How to serve; a generated certificate is kept beside {@code stateFile} (null: a new one each run). */
    SandboxConfig.Serving serving(Path stateFile) {
        SandboxConfig.Serving serving = SandboxConfig.Serving.PLAIN
                .withPublicBases(publicBase("--public-base-url", publicBaseUrl),
                        publicBase("--public-ads-base-url", publicAdsBaseUrl));
        if (tlsPasswordEnv != null && tlsKeystore == null) {
            throw usage(Messages.text("sandbox.cli.passwordWithoutKeystore"));
        }
        if (tlsKeystore != null) {
            if (tlsPasswordEnv == null) {
                throw usage(Messages.text("sandbox.cli.keystoreWithoutPassword"));
            }
            String password = environmentVariable(tlsPasswordEnv);
            if (password == null) {
                throw usage(Messages.text("cli.variableNotSet", "--tls-password-env", tlsPasswordEnv));
            }
            if (!Files.isRegularFile(tlsKeystore)) {
                throw usage(Messages.text("sandbox.cli.noKeystore", tlsKeystore));
            }
            return serving.withTls(SandboxTls.pkcs12(tlsKeystore, password));
        }
        return tls ? serving.withTls(SandboxTls.besideState(stateFile)) : serving;
    }

    private URI publicBase(String option, String text) {
        if (text == null) {
            return null;
        }
        URI value;
        try {
            value = new URI(text.trim());
        } catch (java.net.URISyntaxException e) {
            value = null;
        }
        if (value == null || value.getHost() == null || value.getScheme() == null
                || !List.of("http", "https").contains(value.getScheme().toLowerCase(Locale.ROOT))) {
            throw usage(Messages.text("sandbox.cli.badPublicBase", option, text));
        }
        return value;
    }
}
