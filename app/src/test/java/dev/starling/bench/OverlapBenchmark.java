package dev.starling.bench;

import dev.starling.core.overlap.Overlap;
import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.UploadOptions;
import dev.starling.core.upload.UploadPipeline;
import dev.starling.core.upload.UploadPreview;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.common.UploadSettings;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Rows per second: the exact overlap of two files of {@value #ROWS} emails each (half of them shared, typed
 * differently in each file), beside the upload pipeline's own dry run over the same rows (both files, as the upload
 * wizard's preview runs it: normalising, hashing, request bodies and the file-wide duplicate count) and beside the
 * pipeline without that count (as an upload runs), all in a 256 MB heap. Target: the overlap at no less than half the
 * dry run's rate. Each includes inspecting the files. Run (docs/perf/README.md):
 * {@code mvn -q -P bench test '-Dbench=OverlapBenchmark' "-Dbench.args=-f 3 -wi 4 -i 5 -w 1s -r 2s"}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
public class OverlapBenchmark {

    static final int ROWS = 1_000_000;

    private Path dir;
    private Path first;
    private Path second;
    private final IdentifierNormalizer normalizer = new IdentifierNormalizer("US");
    private final ColumnMapping mapping = ColumnMapping.parse(List.of("email=1"));
    private final UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "1nmth",
            UploadSettings.Operation.UPDATE, Instant.parse("2026-11-21T00:00:00Z"), null);
    private final OverlapService overlaps = new OverlapService();
    private UploadPipeline requestsOnly;

    @Setup
    public void writeFiles() throws Exception {
        dir = Files.createTempDirectory("overlap-bench");
        first = dir.resolve("first.csv");
        second = dir.resolve("second.csv");
        // the first file as people type (capitals, a stray space); the second in lower case, from the middle on
        write(first, 0, ROWS, " Customer.Number", "@Example-Shop.com");
        write(second, ROWS / 2, ROWS + ROWS / 2, "customer.number", "@example-shop.com");
        Pacer unpaced = new Pacer(Integer.MAX_VALUE, Duration.ofSeconds(1), Integer.MAX_VALUE, Pacer.SYSTEM_TICKER, d -> { });
        requestsOnly = new UploadPipeline(new dev.starling.core.upload.send.BatchSender() {
            @Override
            public BatchResponse send(UploadSettings target, dev.starling.core.upload.encode.UploadBatch batch) {
                return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
            }

            @Override
            public boolean keepsBodies() {
                return false;
            }
        }, null, unpaced, Pacer.SYSTEM_TICKER, UploadOptions.defaults(null).withLimits(BatchLimits.X_ADS));
    }

    private static void write(Path file, int from, int to, String prefix, String domain) throws Exception {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("email\n");
            for (int i = from; i < to; i++) {
                out.write(prefix);
                out.write(Integer.toString(i));
                out.write(domain);
                out.write('\n');
            }
        }
    }

    @TearDown
    public void deleteFiles() throws Exception {
        Files.deleteIfExists(first);
        Files.deleteIfExists(second);
        Files.deleteIfExists(dir);
    }

    @Benchmark
    @OperationsPerInvocation(2 * ROWS)
    public Overlap overlapOfTwoFiles() {
        Overlap overlap = overlaps.count(List.of(
                OverlapInput.file(SourceInspector.inspect(first), mapping, normalizer),
                OverlapInput.file(SourceInspector.inspect(second), mapping, normalizer)), new UploadControl(), null).counts();
        if (overlap.sharedPeople(0, 1) != ROWS / 2 || overlap.region(0b01).people() != ROWS / 2) {
            throw new IllegalStateException("counted " + overlap.sharedPeople(0, 1) + " shared of " + ROWS / 2);
        }
        return overlap;
    }

    /** The wizard's preview of each file: the pipeline's dry run, with the file-wide duplicate count. */
    @Benchmark
    @OperationsPerInvocation(2 * ROWS)
    public long baselineUploadDryRun() {
        long rows = 0;
        for (Path file : List.of(first, second)) {
            UploadPreview preview = UploadPreview.of(SourceInspector.inspect(file), mapping, normalizer, settings, 0,
                    UploadOptions.defaults(null));
            rows += checked(preview.counts());
        }
        return rows;
    }

    /** The pipeline as an upload runs it, to request bodies, without the file-wide duplicate count. */
    @Benchmark
    @OperationsPerInvocation(2 * ROWS)
    public long baselineUploadDryRunRequestsOnly() {
        long rows = 0;
        for (Path file : List.of(first, second)) {
            rows += checked(requestsOnly.start(SourceInspector.inspect(file), mapping, normalizer, settings,
                    new UploadControl(), null));
        }
        return rows;
    }

    private static long checked(UploadResult result) {
        if (result.operationsSent() != ROWS) {
            throw new IllegalStateException("sent " + result.operationsSent() + " of " + ROWS);
        }
        return result.rows();
    }
}
