package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ObjIntConsumer;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * The chart's context menu: for the bucket under the pointer, one item per line opening the posts
 * behind it in Query; then one per line for its peak, reachable from anywhere on the chart (and by
 * keyboard, where there is no pointer).
 */
final class PostsBehindMenu {

    private PostsBehindMenu() {
    }

    /**
     * @param time the time under the pointer (epoch milliseconds), or null when it is off the plot
     * @param steps each line's bucket length ({@link ChartLine#step()})
     * @param open takes the bucket's start (epoch milliseconds) and the line's index
     */
    static List<MenuItem> items(List<ChartLine> lines, long[] steps, Long time, ObjIntConsumer<Long> open) {
        List<MenuItem> items = new ArrayList<>();
        if (time != null) {
            for (int i = 0; i < lines.size(); i++) {
                ChartLine line = lines.get(i);
                int bucket = line.bucketHolding(time, steps[i]);
                if (bucket >= 0) {
                    items.add(item(Messages.text("keywords.peak.menu.bucket", line.name(),
                            VolumeText.exact(line.volumes()[bucket])), "postsBehindBucket" + i, line.times()[bucket], i, open));
                }
            }
        }
        if (!items.isEmpty()) {
            items.add(new SeparatorMenuItem());
        }
        for (int i = 0; i < lines.size(); i++) {
            ChartLine line = lines.get(i);
            if (line.peak() >= 0) {
                items.add(item(Messages.text("keywords.peak.menu.peak", line.name(),
                        VolumeText.exact(line.volumes()[line.peak()])), "postsBehindPeak" + i, line.times()[line.peak()], i, open));
            }
        }
        return items;
    }

    private static MenuItem item(String text, String id, long bucketStart, int line, ObjIntConsumer<Long> open) {
        MenuItem item = new MenuItem(text);
        item.setMnemonicParsing(false);
        item.setId(id);
        item.setOnAction(event -> open.accept(bucketStart, line));
        return item;
    }
}
