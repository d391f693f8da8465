package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.http.RateLimitWaits;
import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.common.UploadSettings;

/** While an upload waits out a rate limit, its progress says until when, instead of a frozen ETA. */
class RateLimitWaitProgressTest {

    private static final Instant NOW = Instant.parse("2026-11-23T23:30:00Z");

    @TempDir
    Path dir;

    private final FakeClock time = new FakeClock();

    @Test
    void aServerBackOffIsReportedWithTheTimeSendingResumes() throws Exception {
        RateLimitWaits waits = new RateLimitWaits();
        List<Instant> seenWhileSending = new CopyOnWriteArrayList<>();
        FakeSender sender = new FakeSender(time, (call, batch) -> {
            waits.until().ifPresent(seenWhileSending::add);
            return call == 2 ? BatchResponse.rateLimited(Duration.ofMinutes(11)) : FakeSender.acceptAll(call, batch);
        });
        UploadOptions options = new UploadOptions(1, 1, 3, 5, new BatchLimits(1, 5_000_000), dir.resolve("r.csv"), true);
        UploadPipeline pipeline = new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time, options,
                waits, Clock.fixed(NOW, ZoneOffset.UTC), dev.starling.core.output.RunFiles.none(), dev.starling.core.text.Messages::text);
        List<UploadProgress> reports = new CopyOnWriteArrayList<>();
        StringBuilder csv = new StringBuilder("email\n");
        for (int i = 0; i < 5; i++) {
            csv.append("user").append(i).append("@example.com\n");
        }

        UploadResult result = pipeline.start(SourceInspector.inspect(SourceFiles.write(dir, "e.csv", csv.toString())),
                ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("US"),
                UploadSettings.customAudience("acc", "aud", UploadSettings.Operation.UPDATE, NOW, NOW.plus(Duration.ofDays(30))),
                new UploadControl(), reports::add);

        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
        assertThat(reports).anySatisfy(report -> {
            assertThat(report.waitingUntil()).isEqualTo(NOW.plus(Duration.ofMinutes(11)));
            assertThat(report.eta()).as("no ETA while waiting").isNull();
        });
        assertThat(reports.get(reports.size() - 1).waitingUntil()).isNull();
        assertThat(waits.until()).as("the wait ends with the back-off").isEmpty();
        assertThat(seenWhileSending).as("no request is sent while waiting").isEmpty();
    }
}
