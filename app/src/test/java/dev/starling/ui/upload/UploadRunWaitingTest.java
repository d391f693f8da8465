package dev.starling.ui.upload;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class UploadRunWaitingTest {

    @Test
    void theWindowSaysWhenSendingResumesInsteadOfAFrozenEta() {
        Locale before = Locale.getDefault();
        Locale.setDefault(Locale.UK);
        try {
            Clock clock = Clock.fixed(Instant.parse("2026-11-23T22:30:00Z"), ZoneId.of("Europe/London"));
            assertThat(UploadRunViewModel.waitingText(Instant.parse("2026-11-23T22:41:00Z"), clock))
                    .isEqualTo("Waiting for the rate limit: sending resumes at 22:41 (in 11 min).");
        } finally {
            Locale.setDefault(before);
        }
    }
}
