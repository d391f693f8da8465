package dev.starling.ui.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Puts the current thread below the window's threads, so background work (fetching, parsing, painting
 * a chart) takes the cores only when the FX and render threads leave them: on a 2-core machine a chart
 * being painted, a fetch and the JIT otherwise share the cores evenly with the FX thread, and a frame
 * takes several times the FX thread's own work to finish (ADR 46). Java's thread priorities are
 * ignored on Linux (they need root), so there the thread's nice value is raised with {@code renice},
 * which Linux applies to that one thread. Lowering one's own priority needs no privileges. Where it
 * cannot be done (no {@code renice}) the thread runs at the normal priority, as before, and the reason
 * goes to the log. The window's composition hands it to the task runner as what each pool thread does
 * first ({@link dev.starling.core.concurrent.PooledTaskRunner}); core starts no process of its own for it.
 */
public final class BackgroundPriority {

    /** The nice value of background threads: the FX thread (0) gets about ten times their share. */
    public static final int NICE = 10;

    private static final System.Logger LOG = System.getLogger(BackgroundPriority.class.getName());
    private static final Path THREAD_SELF = Path.of("/proc/thread-self");

    private BackgroundPriority() {
    }

    /** Lowers the calling thread's priority (for the rest of its life). */
    public static void lowerCurrentThread() {
        Thread.currentThread().setPriority(Thread.MIN_PRIORITY);
        if (!Files.isSymbolicLink(THREAD_SELF)) {
            return;
        }
        try {
            // "<pid>/task/<tid>": the kernel's id of this thread.
            String threadId = Files.readSymbolicLink(THREAD_SELF).getFileName().toString();
            Process renice = new ProcessBuilder("renice", "-n", String.valueOf(NICE), "-p", threadId)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            if (!renice.waitFor(2, TimeUnit.SECONDS) || renice.exitValue() != 0) {
                LOG.log(System.Logger.Level.DEBUG, "renice did not lower background thread {0}", threadId);
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "Background threads keep the normal priority: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** This thread's nice value on Linux, or empty elsewhere (for tests). */
    public static java.util.OptionalInt currentNice() {
        try {
            String stat = Files.readString(THREAD_SELF.resolve("stat"));
            // After the command name in parentheses: field 19 of stat(5) is the nice value.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return java.util.OptionalInt.of(Integer.parseInt(fields[16]));
        } catch (IOException | RuntimeException e) {
            return java.util.OptionalInt.empty();
        }
    }
}
