package dev.starling.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;

/**
 * Calls onto the FX thread from a benchmark's main thread, for the stall checks (the keyword chart,
 * the Query inspector, the upload window), which drive a real window from outside it.
 */
public final class FxCalls {

    private FxCalls() {
    }

    /** Runs {@code action} on the FX thread and waits for it. */
    public static void fx(Runnable action) throws Exception {
        fxGet(() -> {
            action.run();
            return null;
        });
    }

    /** Computes {@code action} on the FX thread and returns it; its exception is thrown here. */
    public static <T> T fxGet(Supplier<T> action) throws Exception {
        CompletableFuture<T> result = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                result.complete(action.get());
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        });
        try {
            return result.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** Waits until {@code condition}, read on the FX thread, holds; fails after {@code seconds}. */
    public static void waitUntil(BooleanSupplier condition, int seconds) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!fxGet(condition::getAsBoolean)) {
            if (System.nanoTime() > end) {
                throw new IllegalStateException("timed out after " + seconds + " s");
            }
            Thread.sleep(20);
        }
    }

    /** The system's load averages (1, 5, 15 min), to print beside a figure, or "unknown". */
    public static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }
}
