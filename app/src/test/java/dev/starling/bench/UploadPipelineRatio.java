package dev.starling.bench;

import com.sun.management.OperatingSystemMXBean;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.UploadOptions;
import dev.starling.core.upload.UploadPipeline;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.common.UploadSettings;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The upload pipeline against the bare single-thread SHA-256 loop, as {@link UploadPipelineBenchmark}
 * measures them, but alternating one pass of each, round after round, so that on a shared machine both
 * see the same load: prints each round's rates and the median ratio, and the CPU time each spends per
 * email (process CPU, JIT and GC included), which does not depend on what else runs. Run:
 * {@code java -cp <test classpath> dev.starling.bench.UploadPipelineRatio [rounds] [encoder threads]}. The CPU per
 * email differs from one JVM to the next by up to a fifth for the same code (which calls the JIT inlines, ADR 34):
 * compare code with a dozen fresh JVMs each, e.g. {@code for i in $(seq 12); do java ... UploadPipelineRatio 20; done}.
 */
public final class UploadPipelineRatio {

    private static final int ROWS = 1_000_000;

    private UploadPipelineRatio() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Path file = Files.createTempFile("upload-ratio", ".csv");
        byte[][] normalised = UploadPipelineBenchmark.writeEmails(file, ROWS);
        BatchSender counting = new BatchSender() {
            @Override
            public BatchResponse send(UploadSettings target, dev.starling.core.upload.encode.UploadBatch batch) {
                return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
            }

            @Override
            public boolean keepsBodies() {
                return false; // as the real sender and UploadPipelineBenchmark's: bodies are written into again
            }
        };
        Pacer unpaced = new Pacer(Integer.MAX_VALUE, Duration.ofSeconds(1), Integer.MAX_VALUE, Pacer.SYSTEM_TICKER, d -> { });
        UploadPipeline pipeline = new UploadPipeline(counting, null, unpaced, Pacer.SYSTEM_TICKER,
                new UploadOptions(threads, 1, 1, 1, BatchLimits.X_ADS, null, false));
        UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                Instant.parse("2026-11-21T00:00:00Z"), null);
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        double[] ratios = new double[rounds];
        double[] pipelineCpu = new double[rounds];
        double[] bareCpu = new double[rounds];
        long sink = 0;
        for (int round = -3; round < rounds; round++) { // three rounds of warm-up
            long cpu0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            UploadResult result = pipeline.start(SourceInspector.inspect(file), ColumnMapping.parse(List.of("email=1")),
                    new IdentifierNormalizer("US"), settings, new UploadControl(), null);
            long t1 = System.nanoTime();
            long cpu1 = os.getProcessCpuTime();
            if (result.operationsSent() != ROWS) {
                throw new IllegalStateException("sent " + result.operationsSent());
            }
            for (byte[] value : normalised) {
                sink += digest.digest(value)[0];
            }
            long t2 = System.nanoTime();
            long cpu2 = os.getProcessCpuTime();
            if (round < 0) {
                continue;
            }
            double pipelineRate = ROWS / ((t1 - t0) / 1e9);
            double bareRate = ROWS / ((t2 - t1) / 1e9);
            ratios[round] = pipelineRate / bareRate;
            pipelineCpu[round] = (cpu1 - cpu0) / (double) ROWS;
            bareCpu[round] = (cpu2 - cpu1) / (double) ROWS;
            System.out.printf(Locale.ROOT, "round %2d: pipeline %,.0f emails/s, bare %,.0f/s, ratio %.0f%%; CPU ns/email "
                    + "pipeline %.0f, bare %.0f%n", round + 1, pipelineRate, bareRate, 100 * ratios[round],
                    pipelineCpu[round], bareCpu[round]);
        }
        System.out.printf(Locale.ROOT, "median ratio %.0f%% of bare (%d encoder threads, %d cores); median CPU per email: "
                + "pipeline %.0f ns, bare %.0f ns; mean over all rounds: pipeline %.1f ns, bare %.1f ns; load average %s%s%n",
                100 * median(ratios), threads, Runtime.getRuntime().availableProcessors(), median(pipelineCpu),
                median(bareCpu), mean(pipelineCpu), mean(bareCpu), UploadCommandBenchmark.loadAverage(), sink == 42 ? " " : "");
        Files.deleteIfExists(file);
    }

    /** The mean: the process CPU clock ticks in steps of 10 ms here, so one round's figure is coarse, their mean is not. */
    private static double mean(double[] values) {
        return java.util.Arrays.stream(values).average().orElse(0);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
