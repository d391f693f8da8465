package dev.starling.bench;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadOptions;
import dev.starling.core.upload.UploadPipeline;
import dev.starling.core.upload.UploadResult;
import dev.starling.core.upload.common.UploadSettings;
import java.io.BufferedWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Memory check: a generated file of 10 million rows (email, partner id) through the whole pipeline
 * (journal, rejection report, file-wide duplicate estimate on) with a sender that accepts everything,
 * inside a 256 MB heap. Prints rows, rows/s and the peak heap use. Run (classpath as for any test class):
 * {@code java -Xmx256m -cp app/target/test-classes:app/target/classes:<dependencies> dev.starling.bench.UploadMemoryCheck [rows]}
 */
public final class UploadMemoryCheck {

    private UploadMemoryCheck() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
        Path dir = Files.createTempDirectory("upload-memory");
        Path file = dir.resolve("crm.csv");
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("email,customer_id\n");
            for (int i = 0; i < rows; i++) {
                out.write("Customer.Number" + i + "@Example-Shop.com,crm-" + i + "\n");
            }
        }
        BatchSender acceptAll = (settings, batch) -> BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
        Pacer unpaced = new Pacer(Integer.MAX_VALUE, Duration.ofSeconds(1), Integer.MAX_VALUE, Pacer.SYSTEM_TICKER, d -> { });
        long started = System.nanoTime();
        UploadResult result;
        try (DurableStore store = DurableStore.open(dir.resolve("data"), DurableMigrations.ALL)) {
            UploadPipeline pipeline = new UploadPipeline(acceptAll, new UploadJournal(store.database(), Clock.systemUTC()),
                    unpaced, Pacer.SYSTEM_TICKER, UploadOptions.defaults(dir.resolve("rejected.csv")).withFileDuplicates(true),
                    dev.starling.core.text.Messages::text);
            SourceProfile profile = SourceInspector.inspect(file);
            result = pipeline.start(profile, ColumnMapping.parse(List.of("email=1", "partner_user_id=2")),
                    new IdentifierNormalizer("US"), UploadSettings.customAudience("acc", "aud",
                            UploadSettings.Operation.UPDATE, Instant.parse("2026-11-21T00:00:00Z"), null),
                    new UploadControl(), null);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        // Peaks per pool: the old generation's peak is what the run kept alive; young pools fill and empty.
        StringBuilder peaks = new StringBuilder();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peaks.append(String.format(" %s %,d MB;", pool.getName(), pool.getPeakUsage().getUsed() >> 20));
            }
        }
        System.out.printf("rows %,d  sent %,d  batches %,d  status %s  file %,d MB  %.1f s  %,.0f rows/s  "
                        + "max heap %,d MB  peak use per heap pool:%s%n",
                result.rows(), result.operationsSent(), result.batchesAcknowledged(), result.status() + (result.failure() == null ? "" : " (" + result.failure() + ")"),
                Files.size(file) >> 20, seconds, result.rows() / seconds,
                Runtime.getRuntime().maxMemory() >> 20, peaks);
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
