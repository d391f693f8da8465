package dev.starling.sandbox.infra;

/**
 * Injected failures, off by default: a fixed latency added to each request, and the share (0 to 1)
 * of requests answered 503, answered 429 or dropped without a response.
 */
public record Faults(long latencyMillis, double serviceUnavailableRate, double tooManyRequestsRate,
                     double dropRate) {

    public static final Faults NONE = new Faults(0, 0, 0, 0);

    public Faults {
        if (latencyMillis < 0 || latencyMillis > 60_000) {
            throw new IllegalArgumentException("Fault latency must be between 0 and 60000 ms");
        }
        for (double rate : new double[] {serviceUnavailableRate, tooManyRequestsRate, dropRate}) {
            if (!(rate >= 0 && rate <= 1)) {
                throw new IllegalArgumentException("Fault rates must be between 0 and 1");
            }
        }
    }

    public boolean none() {
        return latencyMillis == 0 && serviceUnavailableRate == 0 && tooManyRequestsRate == 0 && dropRate == 0;
    }
}
