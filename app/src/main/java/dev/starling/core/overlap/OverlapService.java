package dev.starling.core.overlap;

import dev.starling.core.text.BundleText;
import dev.starling.core.upload.common.UploadControl;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * Compares two to five inputs exactly, locally, before anything is sent: each is read, normalised and hashed by the
 * upload pipeline's own code, and every distinct value is matched as a digest. Nothing is written; no value is shown
 * or logged. One instance serves the window and {@code starling overlap}.
 */
public final class OverlapService {

    public static final int MIN_INPUTS = 2;
    public static final int MAX_INPUTS = 5;
    private static final long MB = 1 << 20;

    private final java.util.function.LongSupplier availableMemory;

    public OverlapService() {
        this(OverlapService::freeHeap);
    }

    /** @param availableMemory the bytes a comparison may take (tests make it small) */
    OverlapService(java.util.function.LongSupplier availableMemory) {
        this.availableMemory = availableMemory;
    }

    private static long freeHeap() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    }

    /**
     * Reads every input in turn and counts who is where.
     *
     * @param control cancels between chunks ({@link UploadControl#cancel()}); pausing waits
     * @param progress told after each chunk; null for none
     * @throws OverlapException for too few or too many inputs, or inputs too large for the memory Starling has
     * @throws CancellationException when cancelled
     * @throws dev.starling.core.upload.common.UploadException when a file cannot be read (its message says why)
     */
    public OverlapSets count(List<OverlapInput> inputs, UploadControl control, Consumer<OverlapProgress> progress) {
        if (inputs.size() < MIN_INPUTS || inputs.size() > MAX_INPUTS) {
            throw new OverlapException(BundleText.of("overlap.problem.inputs", MIN_INPUTS, MAX_INPUTS, inputs.size()));
        }
        long values = 0;
        long rows = 0;
        for (OverlapInput input : inputs) {
            values += input.estimatedValues();
            rows += input.estimatedRows();
        }
        // room for a tenth more than estimated: growing the arrays mid-way would hold old and new at once
        long expected = values + values / 10 + 1024;
        long needed = expected * OverlapCounter.BYTES_PER_VALUE + rows * OverlapCounter.BYTES_PER_ROW;
        long available = availableMemory.getAsLong();
        if (needed > available) {
            // garbage not yet collected counts as in use (a comparison that just finished leaves its arrays behind):
            // collected once before refusing, this is what is really free
            System.gc();
            available = availableMemory.getAsLong();
        }
        if (needed > available) {
            throw tooLarge(needed, available);
        }
        try {
            OverlapCounter counter = new OverlapCounter(inputs.size(), expected);
            List<String> labels = new ArrayList<>();
            long read = 0;
            for (int i = 0; i < inputs.size(); i++) {
                OverlapInput input = inputs.get(i);
                labels.add(input.label());
                counter.startInput(i);
                try (OverlapInput.People people = input.open()) {
                    while (people.hasNext()) {
                        control.pauseOrStop();
                        var chunk = people.next();
                        counter.add(chunk);
                        read += chunk.size();
                        if (progress != null) {
                            progress.accept(new OverlapProgress(i, inputs.size(), read, Math.max(rows, read)));
                        }
                    }
                }
            }
            return new OverlapSets(labels, counter, Overlap.of(labels, counter.finish()));
        } catch (OutOfMemoryError e) {
            // the counter's arrays are unreachable now: say what would make it fit
            throw tooLarge(needed, available);
        }
    }

    private static OverlapException tooLarge(long needed, long available) {
        return new OverlapException(BundleText.of("overlap.problem.memory", (needed + MB - 1) / MB, available / MB));
    }

}
