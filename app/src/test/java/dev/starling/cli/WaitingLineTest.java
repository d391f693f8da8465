package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.upload.UploadProgress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

class WaitingLineTest {

    @Test
    void whileWaitingTheLineSaysWhenSendingResumesInLocalTimeAndNoEta() {
        Clock clock = Clock.fixed(Instant.parse("2026-11-23T22:30:00Z"), ZoneId.of("Europe/Berlin"));
        UploadProgress waiting = new UploadProgress(25_000, 100_000, 50_000, 10, 9, 0, Duration.ofMinutes(3), false)
                .waiting(Instant.parse("2026-11-23T22:41:00Z"));

        String line = ProgressPrinter.line(waiting, clock);

        assertThat(line).endsWith("batches: 10 sent, 9 acknowledged, waiting for the rate limit, resumes at 23:41:00 (in 11 min)")
                .doesNotContain("ETA");
    }
}
