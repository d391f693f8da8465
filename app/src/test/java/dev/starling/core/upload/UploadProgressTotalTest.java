package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A snapshot given the count a preview made: its total is that count and its time left follows it. */
class UploadProgressTotalTest {

    @Test
    void aCountedTotalReplacesTheEstimateAndTheTimeLeftFollowsIt() {
        UploadProgress estimated = new UploadProgress(250_000, 1_118_062, 50_000, 100, 99, 0, Duration.ofMillis(17_361), false);

        UploadProgress counted = estimated.withTotal(1_000_000);

        assertThat(counted.estimatedRows()).isEqualTo(1_000_000);
        assertThat(counted.eta()).isEqualTo(Duration.ofSeconds(15));
        assertThat(counted.rowsRead()).isEqualTo(250_000);
        assertThat(counted.batchesAcknowledged()).isEqualTo(99);
    }

    @Test
    void noTimeLeftIsInventedWhileWaitingAndTheTotalNeverFallsBelowTheRowsRead() {
        Instant until = Instant.parse("2026-11-27T06:00:00Z");
        UploadProgress waiting = new UploadProgress(1_000_200, 1_118_062, 50_000, 401, 400, 0, null, false).waiting(until);

        UploadProgress counted = waiting.withTotal(1_000_000);

        assertThat(counted.eta()).isNull();
        assertThat(counted.waitingUntil()).isEqualTo(until);
        assertThat(counted.estimatedRows()).isEqualTo(1_000_200);
    }
}
