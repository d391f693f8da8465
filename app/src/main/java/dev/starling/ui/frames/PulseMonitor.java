package dev.starling.ui.frames;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;

/**
 * Records the longest gap between two JavaFX pulses: everything the FX thread does (events, layout,
 * CSS, our callbacks) happens between pulses, so a long gap is exactly a stall a person sees. While it
 * runs an {@link AnimationTimer} keeps frames coming (about 60 a second), so an idle window does not
 * count as a stall. Used by the benchmarks, and by the app when started with
 * {@code -Dstarling.pulseMonitor=true}, which prints the longest gap of every few seconds to stderr.
 */
public final class PulseMonitor {

    /**
     * What was seen since the last {@link #takeWindow()}: frames, the longest gap and the FX thread's CPU in
     * it, and the FX thread's CPU in all of them (a figure a busy machine does not change).
     */
    public record Window(int frames, double longestGapMillis, double longestFxCpuMillis, double fxCpuMillis) {

        /** The FX thread's CPU per frame, on average. */
        public double meanFxCpuMillis() {
            return frames == 0 ? 0 : fxCpuMillis / frames;
        }

        public String describe() {
            return String.format(Locale.ROOT, "%d frames, longest gap %.1f ms (FX thread CPU in the worst frame %.1f ms,"
                    + " per frame %.2f ms)", frames, longestGapMillis, longestFxCpuMillis, meanFxCpuMillis());
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Gaps gaps = new Gaps();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            gaps.pulse(now, THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0);
        }
    };

    /** Starts recording; call on the FX thread. */
    public void start() {
        gaps.reset();
        timer.start();
    }

    /** Stops recording; call on the FX thread. */
    public void stop() {
        timer.stop();
    }

    /** The figures since the last call (or since {@link #start()}), then starts a new window; any thread. */
    public Window takeWindow() {
        return gaps.take();
    }

    /** The figures since {@link #start()}, over every window; any thread. */
    public Window overall() {
        return gaps.overall();
    }

    /**
     * Prints the longest gap of each {@code everyMillis} to {@code out} from a daemon thread, for the
     * app's {@code -Dstarling.pulseMonitor} flag. Call on the FX thread.
     */
    public void report(long everyMillis, Consumer<String> out) {
        start();
        Thread printer = new Thread(() -> {
            try {
                while (true) {
                    Thread.sleep(everyMillis);
                    out.accept("pulse monitor: " + takeWindow().describe());
                }
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        }, "starling-pulse-monitor");
        printer.setDaemon(true);
        printer.start();
    }

    /** Pure bookkeeping of pulse times, apart from the toolkit so it can be tested without it. */
    static final class Gaps {
        private long lastPulse;
        private long lastCpu;
        private int frames;
        private double longest;
        private double longestCpu;
        private double cpuSum;
        private int allFrames;
        private double allCpuSum;
        private double allLongest;
        private double allLongestCpu;

        synchronized void pulse(long nowNanos, long fxCpuNanos) {
            if (lastPulse != 0) {
                double gap = (nowNanos - lastPulse) / 1e6;
                double cpu = (fxCpuNanos - lastCpu) / 1e6;
                frames++;
                allFrames++;
                longest = Math.max(longest, gap);
                allLongest = Math.max(allLongest, gap);
                longestCpu = Math.max(longestCpu, cpu);
                cpuSum += cpu;
                allCpuSum += cpu;
                allLongestCpu = Math.max(allLongestCpu, cpu);
            }
            lastPulse = nowNanos;
            lastCpu = fxCpuNanos;
        }

        synchronized Window take() {
            Window window = new Window(frames, longest, longestCpu, cpuSum);
            frames = 0;
            longest = 0;
            longestCpu = 0;
            cpuSum = 0;
            return window;
        }

        synchronized Window overall() {
            return new Window(allFrames, allLongest, allLongestCpu, allCpuSum);
        }

        synchronized void reset() {
            lastPulse = 0;
            take();
            allFrames = 0;
            allLongest = 0;
            allLongestCpu = 0;
            allCpuSum = 0;
        }
    }
}
