package dev.starling.core.upload;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Whether the upload pipeline's threads are kept busy, whatever else runs on the machine: for each thread, from
 * the first chunk to the last, the time it ran, the time it was ready but waited for a core (the machine's load),
 * and the rest, when it had nothing to do (the pipeline's own bubbles). Linux only (/proc/self/task/N/schedstat).
 * Run: {@code java -cp <test classpath> dev.starling.core.upload.PipelineThreadUse [runs]}
 */
public final class PipelineThreadUse {

    private static final int ROWS = 2_000_000;

    private record Sample(long wall, Map<String, long[]> byGroup) {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Path file = Files.createTempFile("thread-use", ".csv");
        dev.starling.bench.UploadPipelineBenchmark.writeEmails(file, ROWS);
        SourceProfile profile = SourceInspector.inspect(file);
        UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                Instant.parse("2026-11-21T00:00:00Z"), null);
        BatchSender sender = new BatchSender() {
            @Override
            public BatchResponse send(UploadSettings target, UploadBatch batch) {
                return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
            }

            @Override
            public boolean keepsBodies() {
                return false;
            }
        };
        Pacer unpaced = new Pacer(Integer.MAX_VALUE, Duration.ofSeconds(1), Integer.MAX_VALUE, Pacer.SYSTEM_TICKER, d -> { });
        UploadPipeline pipeline = new UploadPipeline(sender, null, unpaced, Pacer.SYSTEM_TICKER,
                new UploadOptions(2, 1, 1, 1, BatchLimits.X_ADS, null, false));
        for (int run = -2; run < runs; run++) {
            Sample[] firstAndLast = new Sample[2];
            pipeline.start(profile, ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"), settings,
                    new UploadControl(), progress -> {
                        // once after the first chunk and once half way, while every thread is alive (the reader ends
                        // a few chunks before the last one is batched)
                        if (firstAndLast[0] == null) {
                            firstAndLast[0] = sample();
                        } else if (progress.rowsRead() >= ROWS / 2 && firstAndLast[1] == null) {
                            firstAndLast[1] = sample();
                        }
                    });
            if (run >= 0) {
                print(firstAndLast[0], firstAndLast[1]);
            }
        }
        Files.delete(file);
    }

    private static void print(Sample first, Sample last) {
        double wall = last.wall() - first.wall();
        StringBuilder line = new StringBuilder(String.format("%6.0f ms:", wall / 1e6));
        Map<String, long[]> groups = new TreeMap<>();
        for (var thread : last.byGroup().entrySet()) {
            long[] before = first.byGroup().get(thread.getKey());
            if (before != null) {
                long[] sums = groups.computeIfAbsent(thread.getKey().split(" ")[0], g -> new long[3]);
                for (int i = 0; i < 3; i++) {
                    sums[i] += i < 2 ? thread.getValue()[i] - before[i] : 1;
                }
            }
        }
        double total = 0;
        for (var group : groups.entrySet()) {
            long[] sums = group.getValue();
            double ran = sums[0] / (wall * sums[2]);
            double waited = sums[1] / (wall * sums[2]);
            total += sums[0] / wall;
            line.append(String.format("  %s x%d ran %2.0f%% waited %2.0f%% idle %2.0f%%", group.getKey(),
                    sums[2], 100 * ran, 100 * waited, 100 * (1 - ran - waited)));
        }
        line.append(String.format("  | cores used %.2f", total));
        System.out.println(line);
    }

    /** Run and run-queue nanoseconds, and the number of threads, summed per group of upload threads. */
    private static Sample sample() {
        long wall = System.nanoTime();
        Map<String, long[]> groups = new TreeMap<>();
        // the batching thread is the one asking (its name in /proc is the launcher's, not "main")
        String self;
        try {
            self = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        } catch (IOException e) {
            throw new IllegalStateException("this needs Linux's /proc/thread-self", e);
        }
        try (var tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                String name;
                String[] stat;
                try {
                    name = Files.readString(task.resolve("comm")).strip();
                    stat = Files.readString(task.resolve("schedstat")).strip().split(" ");
                } catch (java.nio.file.NoSuchFileException ended) {
                    continue; // a thread of the last upload that ended while the tasks were listed
                }
                String group = name.startsWith("upload-encode") ? "encode" : name.startsWith("upload-read") ? "read" : name.startsWith("upload-send") ? "send"
                        : task.getFileName().toString().equals(self) ? "batch" : null;
                if (group == null) {
                    continue;
                }
                // by thread: one that ends between the two samples (the last upload's) must not count
                groups.put(group + " " + task.getFileName(), new long[] {Long.parseLong(stat[0]), Long.parseLong(stat[1]), 1});
            }
        } catch (IOException e) {
            throw new IllegalStateException("this needs Linux's /proc/self/task/N/schedstat", e);
        }
        return new Sample(wall, groups);
    }
}
