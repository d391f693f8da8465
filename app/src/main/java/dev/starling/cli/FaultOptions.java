package dev.starling.cli;

import dev.starling.sandbox.infra.Faults;
import picocli.CommandLine.Option;

/** {@code starling sandbox --fault-*}: latency and failures injected into every API request. */
final class FaultOptions extends MixedInOptions {

    @Option(names = "--fault-latency-ms", paramLabel = "N", defaultValue = "0",
            descriptionKey = "faults.fault-latency-ms")
    long latencyMs;

    @Option(names = "--fault-503-rate", paramLabel = "R", defaultValue = "0", descriptionKey = "faults.fault-503-rate")
    double serviceUnavailableRate;

    @Option(names = "--fault-429-rate", paramLabel = "R", defaultValue = "0", descriptionKey = "faults.fault-429-rate")
    double tooManyRequestsRate;

    @Option(names = "--fault-drop-rate", paramLabel = "R", defaultValue = "0",
            descriptionKey = "faults.fault-drop-rate")
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
