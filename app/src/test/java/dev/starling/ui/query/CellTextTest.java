package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CellTextTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void cellsReadTheSameAfterTheLocaleDataWasLoadedOnAnotherThread() throws Exception {
        FutureTask<Void> loading = new FutureTask<>(CellText::loadLocaleData, null);
        new Thread(loading, "background").start();
        loading.get(30, TimeUnit.SECONDS);

        assertThat(CellText.shown("like_count", JSON.readTree("12345")))
                .isEqualTo(NumberFormat.getNumberInstance().format(12345));
        assertThat(CellText.shown("created_at", JSON.readTree("\"2026-11-23T10:15:30.000Z\"")))
                .isEqualTo(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withZone(ZoneId.systemDefault())
                        .format(Instant.parse("2026-11-23T10:15:30Z")));
        assertThat(CellText.shown("text", JSON.readTree("\"Q&amp;A\""))).isEqualTo("Q&A");
    }

    @Test
    void theWidestDateIsAtLeastAsLongAsAnyDateOfTheYearShown() throws Exception {
        assertThat(CellText.isInstant(JSON.readTree("\"2026-11-23T10:15:30.000Z\""))).isTrue();
        assertThat(CellText.isInstant(JSON.readTree("\"coffee\""))).isFalse();
        assertThat(CellText.isInstant(null)).isFalse();

        int widest = CellText.widestInstant().length();
        for (int month = 1; month <= 12; month++) {
            String sent = String.format(java.util.Locale.ROOT, "\"2026-%02d-%02dT%02d:%02d:%02dZ\"", month, month + 10, month + 9, 7, 7);
            assertThat(CellText.shown("created_at", JSON.readTree(sent)).length()).as(sent).isLessThanOrEqualTo(widest);
        }
    }
}
