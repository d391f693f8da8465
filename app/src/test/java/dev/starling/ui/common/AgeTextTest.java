package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class AgeTextTest {

    private static final Instant NOW = Instant.parse("2026-11-20T10:00:00Z");

    @Test
    void saysHowOldInTheLargestWholeUnitWithOneAndManyWorded() {
        assertThat(AgeText.since(NOW.minusSeconds(59), NOW)).isEqualTo("just now");
        assertThat(AgeText.since(NOW.minus(Duration.ofMinutes(1)), NOW)).isEqualTo("1 minute ago");
        assertThat(AgeText.since(NOW.minus(Duration.ofMinutes(5)), NOW)).isEqualTo("5 minutes ago");
        assertThat(AgeText.since(NOW.minus(Duration.ofMinutes(61)), NOW)).isEqualTo("1 hour ago");
        assertThat(AgeText.since(NOW.minus(Duration.ofHours(23)), NOW)).isEqualTo("23 hours ago");
        assertThat(AgeText.since(NOW.minus(Duration.ofDays(2)), NOW)).isEqualTo("2 days ago");
    }
}
