package dev.starling.core.upload.inspect;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.DuplicateTracker;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadSettings;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.encode.Batcher;
import dev.starling.core.upload.encode.ChunkEncoder;
import dev.starling.core.upload.encode.EncodedChunk;
import dev.starling.core.upload.encode.OperationFormat;
import dev.starling.core.upload.encode.UploadBatch;

/**
 * Not a test: the CPU time of each stage of the upload pipeline per email, each stage run alone on this
 * thread over a file of emails like {@code UploadPipelineBenchmark}'s (thread CPU time, so it depends
 * little on what else runs on the machine), each block cut, encoded and batched in turn as in an upload. Prints the median of several rounds. Run:
 * {@code java -cp <test classpath> dev.starling.core.upload.inspect.UploadStageCosts [rounds] [keep]}
 */
public final class UploadStageCosts {

    private static final int ROWS = 1_000_000;

    private UploadStageCosts() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        // "keep": bodies are dropped, as for a sender that keeps them; else they go back to the encoder three
        // requests later (about as many as an upload has in flight), as the pipeline does for the real sender
        boolean recycle = !(args.length > 1 && args[1].equals("keep"));
        java.util.ArrayDeque<byte[]> inFlight = new java.util.ArrayDeque<>();
        Path file = Files.createTempFile("upload-stages", ".csv");
        byte[][] normalised = dev.starling.bench.UploadPipelineBenchmark.writeEmails(file, ROWS);
        UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                Instant.parse("2026-11-21T00:00:00Z"), null);
        ChunkEncoder encoder = new ChunkEncoder(ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"),
                new OperationFormat(settings), true, BatchLimits.X_ADS.maxOperations());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[] names = {"inspect (one thread)", "cut lines", "encode", "  of which digest", "batch + duplicates",
            "  of which duplicates"};
        double[][] costs = new double[names.length][rounds];
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        byte[] out = new byte[32];
        long sink = 0;
        int zeroCopy = 0;
        for (int round = -3; round < rounds; round++) {
            long t0 = threads.getCurrentThreadCpuTime();
            SourceProfile profile = SourceInspector.inspect(file, Long.MAX_VALUE);
            long t1 = threads.getCurrentThreadCpuTime();
            long cutting = 0;
            // each chunk batched right after it is encoded, then dropped, as in an upload (holding them all
            // would make the garbage collector's work part of the figures)
            long encoding = 0;
            long batching = 0;
            long[] allKeys = new long[2 * ROWS];
            int keyCount = 0;
            Batcher batcher = new Batcher(BatchLimits.X_ADS);
            DuplicateTracker duplicates = new DuplicateTracker(false);
            LineBlocks lines = new LineBlocks(profile);
            while (true) {
                long c0 = threads.getCurrentThreadCpuTime();
                LineBlocks.Block block = lines.next(encoder.linesPerChunk());
                long e0 = threads.getCurrentThreadCpuTime();
                cutting += e0 - c0;
                if (block == null) {
                    break;
                }
                EncodedChunk chunk = encoder.encode(block, profile.delimiter());
                lines.done(block);
                long e1 = threads.getCurrentThreadCpuTime();
                encoding += e1 - e0;
                UploadBatch whole = chunk.asWholeRequest(batcher);
                if (whole != null) {
                    long[] keys = chunk.keys();
                    for (int k = 0; k < keys.length; k += 2) {
                        duplicates.add(keys[k], keys[k + 1]);
                    }
                    zeroCopy++;
                    sink += whole.body().length;
                    if (recycle) {
                        inFlight.add(whole.body());
                        if (inFlight.size() > 3) {
                            encoder.recycle(inFlight.remove());
                        }
                    }
                    duplicates.startBatch();
                } else {
                    for (int r = 0; r < chunk.size(); r++) {
                        if (!chunk.hasOperation(r)) {
                            continue;
                        }
                        UploadBatch closed = chunk.addOperation(r, batcher);
                        if (closed != null) {
                            sink += closed.body().length;
                            duplicates.startBatch();
                        }
                        for (int k = chunk.keyStart()[r]; k < chunk.keyStart()[r + 1]; k += 2) {
                            duplicates.add(chunk.keys()[k], chunk.keys()[k + 1]);
                        }
                    }
                }
                batching += threads.getCurrentThreadCpuTime() - e1;
                System.arraycopy(chunk.keys(), 0, allKeys, keyCount, chunk.keys().length);
                keyCount += chunk.keys().length;
                encoder.done(chunk); // after the copy: a later chunk writes into these keys
            }
            lines.close();
            UploadBatch last = batcher.flush();
            sink += last == null ? 0 : last.body().length;
            long t3 = threads.getCurrentThreadCpuTime();
            for (byte[] value : normalised) {
                digest.update(value, 0, value.length);
                digest.digest(out, 0, 32);
                sink += out[0];
            }
            long t4 = threads.getCurrentThreadCpuTime();
            DuplicateTracker alone = new DuplicateTracker(false);
            for (int k = 0; k < keyCount; k += 2) {
                if (k % 5000 == 0) {
                    alone.startBatch();
                }
                alone.add(allKeys[k], allKeys[k + 1]);
            }
            long t6 = threads.getCurrentThreadCpuTime();
            if (round < 0) {
                continue;
            }
            long[] stages = {t1 - t0, cutting, encoding, t4 - t3, batching, t6 - t4};
            for (int s = 0; s < stages.length; s++) {
                costs[s][round] = stages[s] / (double) ROWS;
            }
        }
        for (int s = 0; s < names.length; s++) {
            System.out.printf(Locale.ROOT, "%-22s %5.1f ns/email%n", names[s], median(costs[s]));
        }
        System.out.println("bodies that were a chunk: " + zeroCopy + (sink == 42 ? " " : ""));
        Files.deleteIfExists(file);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
