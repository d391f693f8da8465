package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PostsBehindMenuTest {

    private static final long HOUR = 3_600_000L;
    private final ChartLine coffee = new ChartLine("coffee", 0, new long[] {0, HOUR, 2 * HOUR},
            new long[] {5, 40, 7}, new double[] {5, 40, 7}, 1);
    private final ChartLine tea = new ChartLine("tea", 1, new long[] {0, HOUR, 2 * HOUR},
            new long[] {9, 3, 12}, new double[] {9, 3, 12}, 2);

    @BeforeAll
    static void toolkit() throws Exception {
        dev.starling.ui.OwnWindow.toolkit();
    }

    @Test
    void theMenuOffersTheBucketUnderThePointerForEachLineThenEachPeak() {
        List<String> opened = new ArrayList<>();
        List<MenuItem> items = PostsBehindMenu.items(List.of(coffee, tea), new long[] {HOUR, HOUR}, 30 * 60_000L,
                (start, line) -> opened.add(line + "@" + start));

        assertThat(items).extracting(MenuItem::getId).containsExactly("postsBehindBucket0", "postsBehindBucket1", null,
                "postsBehindPeak0", "postsBehindPeak1");
        assertThat(items.get(0).getText()).contains("coffee").contains("5");
        assertThat(items.get(4).getText()).contains("peak of tea").contains("12");
        items.forEach(item -> item.fire());
        assertThat(opened).containsExactly("0@0", "1@0", "0@" + HOUR, "1@" + 2 * HOUR);
    }

    @Test
    void offThePlotOnlyThePeaksAreOffered() {
        List<MenuItem> items = PostsBehindMenu.items(List.of(coffee), new long[] {HOUR}, null, (start, line) -> { });
        assertThat(items).extracting(MenuItem::getId).containsExactly("postsBehindPeak0");
    }
}
