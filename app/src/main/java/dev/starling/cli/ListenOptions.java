package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.sandbox.SandboxConfig;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/** {@code starling sandbox}: where the two APIs listen (ports and the address to bind), checked before any lookup. */
final class ListenOptions extends MixedInOptions {

    /** An IPv4 or bracket-less IPv6 literal, or RFC 1123 host name labels. */
    private static final Pattern HOST = Pattern.compile(
            "[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*|(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*");

    @Option(names = "--port", paramLabel = "N", descriptionKey = "listen.port")
    int port;

    @Option(names = "--ads-port", paramLabel = "N", descriptionKey = "listen.ads-port")
    int adsPort;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1", descriptionKey = "listen.host")
    String host;

    /** {@code config} listening as asked; a usage error names a bad port or address. */
    SandboxConfig applyTo(SandboxConfig config) {
        checkPort("--port", port);
        checkPort("--ads-port", adsPort);
        if (!HOST.matcher(host).matches()) {
            throw usage(Messages.text("sandbox.cli.badHost", host));
        }
        return config.withHost(host).withPorts(port, adsPort);
    }

    private void checkPort(String option, int value) {
        if (value < 0 || value > 65_535) {
            throw usage(Messages.text("sandbox.cli.badPort", option, String.valueOf(value)));
        }
    }
}
