package dev.starling.ui;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import javafx.animation.AnimationTimer;

/**
 * What each frame cost, for the stall checks: at every pulse it notes the gap since the last one and,
 * over that gap, the FX thread's CPU, the render thread's CPU (QuantumRenderer: rasterising on the
 * software pipeline, texture uploads), the time the collector paused, the classes loaded and the JIT's
 * compile time. A gap much longer than the FX thread's CPU is then explained, or shown to be the
 * machine's load (the FX thread was runnable but not running). Start and read on the FX thread.
 */
public final class FrameCosts {

    /** One gap between two pulses and what happened in it; {@code endedAt} is the wall clock (ms) of its second pulse. */
    public record Frame(long endedAt, double gapMillis, double fxCpuMillis, double renderCpuMillis, double gcMillis,
                        long classesLoaded, double jitMillis, double processCpuMillis, String busiestOthers,
                        Part layout, Part callbacks) {

        public String describe() {
            return String.format(Locale.ROOT, "gap %.1f ms: FX CPU %.1f [CSS+layout %s; %d task callbacks %s, longest %.1f;"
                    + " the rest (sync, waiting for the renderer, other events) %.1f wall], renderer CPU %.1f, GC %.1f ms,"
                    + " %d classes loaded, JIT %.1f ms; whole process CPU %.1f ms, busiest others %s (at %tT.%<tL)",
                    gapMillis, fxCpuMillis, layout.describe(), callbacks.count(), callbacks.describe(), callbacks.longestMillis(),
                    gapMillis - layout.wallMillis() - callbacks.wallMillis(), renderCpuMillis, gcMillis, classesLoaded,
                    jitMillis, processCpuMillis, busiestOthers, endedAt);
        }
    }

    /** Time spent in one kind of FX-thread work within a frame: wall clock and CPU, and how many times. */
    public record Part(int count, double wallMillis, double cpuMillis, double longestMillis) {

        String describe() {
            return String.format(Locale.ROOT, "%.1f wall/%.1f CPU", wallMillis, cpuMillis);
        }
    }

    /** Adds up one kind of work until the next pulse takes it. */
    private static final class Tally {
        private int count;
        private long wall;
        private long cpu;
        private long longest;
        private long startedWall;
        private long startedCpu;

        void begin() {
            startedWall = System.nanoTime();
            startedCpu = THREADS.getCurrentThreadCpuTime();
        }

        void end() {
            long took = System.nanoTime() - startedWall;
            count++;
            wall += took;
            cpu += THREADS.getCurrentThreadCpuTime() - startedCpu;
            longest = Math.max(longest, took);
        }

        Part take() {
            Part part = new Part(count, wall / 1e6, cpu / 1e6, longest / 1e6);
            count = 0;
            wall = 0;
            cpu = 0;
            longest = 0;
            return part;
        }
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final List<Frame> frames = new ArrayList<>();
    private long renderThread = -1;
    private long lastPulse;
    private long lastFxCpu;
    private long lastRenderCpu;
    private long lastGc;
    private long lastClasses;
    private long lastJit;
    private long lastProcessCpu;
    private Map<Long, Long> lastThreadCpu = new HashMap<>();
    private final Tally layout = new Tally();
    private final Tally callbacks = new Tally();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            pulse(now);
        }
    };

    /** Starts noting frames; on the FX thread. */
    public void start() {
        renderThread = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith("QuantumRenderer")).mapToLong(Thread::getId)
                .findFirst().orElse(-1);
        lastPulse = 0;
        timer.start();
    }

    /** Times CSS and layout of {@code scene}'s pulses; on the FX thread. */
    public void attach(javafx.scene.Scene scene) {
        scene.addPreLayoutPulseListener(layout::begin);
        scene.addPostLayoutPulseListener(layout::end);
    }

    /** {@code inner} (the task runner's callbacks), each callback timed when it runs on the FX thread. */
    public java.util.concurrent.Executor timed(java.util.concurrent.Executor inner) {
        return action -> inner.execute(() -> {
            callbacks.begin();
            try {
                action.run();
            } finally {
                callbacks.end();
            }
        });
    }

    /** The frames since the last call, worst first, at most {@code count} of them; on the FX thread. */
    public List<Frame> takeWorst(int count) {
        List<Frame> worst = frames.stream().sorted(Comparator.comparingDouble(Frame::gapMillis).reversed())
                .limit(count).toList();
        frames.clear();
        return worst;
    }

    /** Every frame since the last call, in order; on the FX thread. */
    public List<Frame> takeAll() {
        List<Frame> all = List.copyOf(frames);
        frames.clear();
        return all;
    }

    /** The three other JVM threads (neither FX nor renderer) that used the most CPU since the last pulse. */
    private String busiestOthers(Map<Long, Long> threadCpu) {
        long fx = Thread.currentThread().getId();
        return threadCpu.entrySet().stream().filter(entry -> entry.getKey() != fx && entry.getKey() != renderThread)
                .map(entry -> Map.entry(entry.getKey(), entry.getValue() - lastThreadCpu.getOrDefault(entry.getKey(), 0L)))
                .filter(entry -> entry.getValue() > 1_000_000L)
                .sorted(Map.Entry.<Long, Long>comparingByValue().reversed()).limit(3)
                .map(entry -> String.format(Locale.ROOT, "%s %.0f", name(entry.getKey()), entry.getValue() / 1e6))
                .toList().toString();
    }

    /** The thread's name now: a pool thread is named after the task it runs, so a name kept from earlier misleads. */
    private static String name(long id) {
        var info = THREADS.getThreadInfo(id);
        return info == null ? "thread " + id : info.getThreadName();
    }

    private void pulse(long now) {
        long fxCpu = THREADS.getCurrentThreadCpuTime();
        long renderCpu = renderThread < 0 ? 0 : Math.max(0, THREADS.getThreadCpuTime(renderThread));
        long gc = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .mapToLong(GarbageCollectorMXBean::getCollectionTime).filter(time -> time > 0).sum();
        long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        var compiler = ManagementFactory.getCompilationMXBean();
        long jit = compiler != null && compiler.isCompilationTimeMonitoringSupported() ? compiler.getTotalCompilationTime() : 0;
        long processCpu = ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : 0;
        Map<Long, Long> threadCpu = new HashMap<>();
        for (long id : THREADS.getAllThreadIds()) {
            threadCpu.put(id, THREADS.getThreadCpuTime(id));
        }
        if (lastPulse != 0) {
            frames.add(new Frame(System.currentTimeMillis(), (now - lastPulse) / 1e6, (fxCpu - lastFxCpu) / 1e6,
                    (renderCpu - lastRenderCpu) / 1e6, gc - lastGc, classes - lastClasses, jit - lastJit,
                    (processCpu - lastProcessCpu) / 1e6, busiestOthers(threadCpu), layout.take(),
                    callbacks.take()));
        }
        lastProcessCpu = processCpu;
        lastThreadCpu = threadCpu;
        lastPulse = now;
        lastFxCpu = fxCpu;
        lastRenderCpu = renderCpu;
        lastGc = gc;
        lastClasses = classes;
        lastJit = jit;
    }
}
