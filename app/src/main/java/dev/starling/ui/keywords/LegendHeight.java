package dev.starling.ui.keywords;

import dev.starling.ui.frames.Debounce;
import javafx.beans.value.ObservableDoubleValue;
import javafx.scene.control.ScrollPane;
import javafx.util.Duration;

/**
 * Gives the legend's scroll area under the chart the height its content wants once that content has
 * stopped changing for a moment, rather than at every change (ADR 18). While a comparison is built the
 * content changes many times in a row: a legend row a frame, then the source lines, for every series
 * added. Followed at once, each change shrank the chart above by a row or a line, and each time the
 * plot was laid out again, its lines painted again in the background and the whole plot repainted by
 * the renderer: on a software pipeline those repaints were the frames that stalled
 * (docs/perf/keyword-chart.md). Settled, the chart changes size once: a {@link Debounce} of the content's
 * height, followed at least every second while changes keep coming.
 * <p>
 * A change of the room the area may take (the window resized) is followed at once: the person is
 * dragging, and the area must not lag behind. The scroll bar is left to the scroll pane: hiding it while
 * a change waited widened the legend, which then took another number of columns and changed its
 * height again, a loop that never settled.
 */
final class LegendHeight {

    /** How long the content must stay as it is before the area follows it. */
    static final Duration SETTLE = Duration.millis(250);
    /** Changes that keep coming (a long stream of results) are followed at least this often. */
    static final long AT_LEAST_EVERY_MILLIS = 1_000;

    private final ScrollPane area;
    private final ObservableDoubleValue least;
    private final ObservableDoubleValue wanted;
    private final Debounce wait = new Debounce(SETTLE, this::follow);
    private long waitingSince = -1;

    /**
     * @param area the scroll area whose minimum and preferred heights are set
     * @param least the least height its content needs in sight (recomputed by the caller's binding)
     * @param wanted the height its content would take when there is room
     */
    LegendHeight(ScrollPane area, ObservableDoubleValue least, ObservableDoubleValue wanted) {
        this.area = area;
        this.least = least;
        this.wanted = wanted;
        least.addListener(changed -> contentChanged());
        wanted.addListener(changed -> contentChanged());
        area.maxHeightProperty().addListener(changed -> follow());
        follow();
    }

    /** Whether the area has the height its content wants (no change is waiting). */
    boolean settled() {
        return !wait.isWaiting();
    }

    private void contentChanged() {
        if (least.get() == area.getMinHeight() && wanted.get() == area.getPrefHeight()) {
            follow();
            return;
        }
        long now = System.nanoTime() / 1_000_000;
        if (waitingSince < 0) {
            waitingSince = now;
        } else if (now - waitingSince >= AT_LEAST_EVERY_MILLIS) {
            follow();
            return;
        }
        wait.restart();
    }

    private void follow() {
        wait.stop();
        waitingSince = -1;
        area.setMinHeight(least.get());
        area.setPrefHeight(wanted.get());
    }
}
