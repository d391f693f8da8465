package dev.starling.sandbox.infra;

import dev.starling.sandbox.spi.InterceptingModule;
import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.http.Handler;
import dev.starling.sandbox.http.Route;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Injects latency, 503s, 429s and dropped connections into API requests so clients' retry and
 * back-off paths can be exercised. Off by default; decisions come from a generator seeded with the
 * sandbox seed, so a run is repeatable. Admin paths ({@code /__sandbox/}) are never affected.
 */
public final class FaultsModule implements InterceptingModule {

    private final SandboxContext context;
    /** The faults the sandbox was started with; a reset returns to them. */
    private final Faults configured;
    private final Random random;
    private volatile Faults faults;

    public FaultsModule(SandboxContext context, Faults configured) {
        this.context = context;
        this.configured = configured;
        this.random = new Random(context.seed());
        this.faults = configured;
    }

    /** Replaces the injected faults (in-process tests, the workbench). */
    public void set(Faults newFaults) {
        this.faults = newFaults;
    }

    public Faults faults() {
        return faults;
    }

    @Override
    public void reset() {
        faults = configured;
    }

    @Override
    public SandboxResponse intercept(SandboxRequest request, Route route, Handler next) {
        Faults current = faults;
        if (current.none() || request.path().startsWith("/__sandbox/")) {
            return next.handle(request);
        }
        if (current.latencyMillis() > 0) {
            try {
                Thread.sleep(current.latencyMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        double roll;
        synchronized (random) {
            roll = random.nextDouble();
        }
        if (roll < current.dropRate()) {
            return null;
        }
        roll -= current.dropRate();
        if (roll < current.serviceUnavailableRate()) {
            return SandboxResponse.json(503, Map.of("errors", List.of(Map.of("code", 130,
                    "message", "Over capacity (injected by the sandbox)"))));
        }
        roll -= current.serviceUnavailableRate();
        if (roll < current.tooManyRequestsRate()) {
            return SandboxResponse.json(429, Map.of("errors", List.of(Map.of("code", 88,
                    "message", "Rate limit exceeded"))));
        }
        return next.handle(request);
    }
}
