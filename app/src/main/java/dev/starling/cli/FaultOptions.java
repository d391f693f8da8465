package dev.starling.cli;

import dev.starling.sandbox.infra.Faults;
import picocli.CommandLine.Option;

/** {@code starling sandbox --fault-*}: latency and failures injected into every API request. */
final class FaultOptions extends MixedInOptions {

    @Option(names = "--fault-latency-ms", paramLabel = "N", defaultValue = "0",
            description = "Add N milliseconds of latency to every API request (default: ${DEFAULT-VALUE})")
    long latencyMs;

    @Option(names = "--fault-503-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests answered 503, 0 to 1 (default: ${DEFAULT-VALUE})")
    double serviceUnavailableRate;

    @Option(names = "--fault-429-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests answered 429, 0 to 1 (default: ${DEFAULT-VALUE})")
    double tooManyRequestsRate;

    @Option(names = "--fault-drop-rate", paramLabel = "R", defaultValue = "0",
            description = "Share of API requests whose connection is dropped, 0 to 1 (default: ${DEFAULT-VALUE})")
    double dropRate;

    /** The faults asked for; a rate outside 0 to 1 or a negative latency is a usage error. */
    Faults faults() {
        try {
            return new Faults(latencyMs, serviceUnavailableRate, tooManyRequestsRate, dropRate);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }
}
