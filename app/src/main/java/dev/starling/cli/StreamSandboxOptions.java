package dev.starling.cli;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.stream.AccessLevel;
import dev.starling.sandbox.stream.StreamFaults;
import dev.starling.sandbox.stream.StreamModule;
import dev.starling.sandbox.stream.StreamSettings;
import java.io.PrintWriter;
import java.time.Duration;
import picocli.CommandLine.Option;

/** {@code starling sandbox}: how fast its filtered stream makes posts, its access level, and stream faults. */
final class StreamSandboxOptions extends MixedInOptions {

    @Option(names = "--stream-rate", paramLabel = "N", defaultValue = "10",
            descriptionKey = "stream-sandbox.stream-rate")
    double rate;

    @Option(names = "--stream-access", paramLabel = "LEVEL", defaultValue = "enterprise",
            descriptionKey = "stream-sandbox.stream-access")
    String access;

    @Option(names = "--stream-keep-alive-ms", paramLabel = "MS", defaultValue = "20000",
            descriptionKey = "stream-sandbox.stream-keep-alive-ms")
    long keepAliveMs;

    @Option(names = "--fault-stream-disconnect-every", paramLabel = "S", defaultValue = "0",
            descriptionKey = "stream-sandbox.fault-stream-disconnect-every")
    double disconnectEvery;

    @Option(names = "--fault-stream-stall-every", paramLabel = "S", defaultValue = "0",
            descriptionKey = "stream-sandbox.fault-stream-stall-every")
    double stallEvery;

    /** The stream settings and faults asked for; bad values are usage errors. */
    StreamSettings settings() {
        try {
            return StreamSettings.defaults().withRate(rate).withAccess(AccessLevel.parse(access))
                    .withKeepAlive(Duration.ofMillis(keepAliveMs));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    StreamFaults faults() {
        try {
            return new StreamFaults(disconnectEvery, stallEvery);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** Applies the settings and faults to the started sandbox and says so. */
    void applyTo(Sandbox sandbox, StreamSettings settings, StreamFaults faults, PrintWriter out) {
        StreamModule stream = sandbox.module(StreamModule.class);
        stream.settings(settings);
        stream.faults(faults);
        SandboxCommand.bannerLine(out, faults.equals(StreamFaults.NONE) ? "sandbox.cli.stream" : "sandbox.cli.stream.faults",
                String.valueOf(settings.postsPerSecond()), settings.keepAlive().toMillis(), settings.access().id(),
                String.valueOf(faults.disconnectEverySeconds()), String.valueOf(faults.stallEverySeconds()));
        out.flush();
    }
}
