package dev.starling.ui.query;

import dev.starling.ui.frames.FxThread;
import javafx.beans.Observable;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Keeps the composer, the top of a vertical split, at least as tall as it needs (its minimum height:
 * its rows and a few rows of the field list), moving the divider down when it is not. A split pane
 * keeps its divider where it was put, whatever its contents need: at 1280×800 the half it gave the
 * composer left Recent search's field list no height at all once the option rows appeared. The
 * divider moves down at most to {@link #MOST} of the split, so the answer keeps room too. Once the
 * first answer is in, the divider moves up to what the composer's rows and field list need (its
 * reference line at the bottom may scroll out of sight), from {@link #ANSWER} to {@link #ANSWER_MOST}
 * of the split: a fixed third left the field tabs a sliver under the address and Send at 1280×800 and
 * at 1920×1080 while the answer's table stood half empty. From then on the divider is the person's:
 * the composer scrolls when dragged above its rows, so it moves freely.
 */
final class ComposerSplitMinimum {

    /** The largest share of the split the composer takes by itself. */
    static final double MOST = 0.75;
    /** The composer's share once an answer is shown, when its rows need less: the answer takes the rest. */
    static final double ANSWER = 0.36;
    /** The composer's largest share once an answer is shown: the answer keeps the rest, whatever the rows need. */
    static final double ANSWER_MOST = 0.6;
    /** Between the field tabs and the address once an answer is shown, in pixels. */
    private static final double GAP = 4;
    /** About half the divider's thickness, in pixels. */
    private static final double DIVIDER = 4;

    private final SplitPane split;
    private final VBox composer;
    /** The composer's rows' scroll pane. */
    private final ScrollPane scroll;
    /** What stays in sight under the composer's scrolling rows (the address and Send). */
    private final Region foot;
    /** The composer's last row, reference that may scroll out of sight once an answer is shown. */
    private final Region last;
    private boolean queued;
    /** Set by the first answer: from then on the divider stays where the person puts it. */
    private boolean answered;

    private ComposerSplitMinimum(SplitPane split, ScrollPane scroll, VBox composer, Region foot, Region last) {
        this.split = split;
        this.scroll = scroll;
        this.composer = composer;
        this.foot = foot;
        this.last = last;
    }

    /**
     * @param scroll the scroll pane of the composer's rows
     * @param composer the composer's rows (they scroll when the divider is above them)
     * @param foot what stays under them (the address and Send), counted in the composer's need
     * @param last the composer's last row, left out of its need once an answer is shown
     * @param changes what changes the composer's need (rows that come and go, texts that wrap)
     */
    static ComposerSplitMinimum keep(SplitPane split, ScrollPane scroll, VBox composer, Region foot, Region last,
                                     Observable... changes) {
        ComposerSplitMinimum room = new ComposerSplitMinimum(split, scroll, composer, foot, last);
        split.heightProperty().addListener(observable -> room.check());
        composer.heightProperty().addListener(observable -> room.check());
        for (Observable change : changes) {
            change.addListener(observable -> room.check());
        }
        return room;
    }

    /**
     * An answer is shown: the first one moves the divider up to what the composer's rows and field list
     * need, so the answer has the rest of the height.
     */
    void answered() {
        if (!answered && !split.getDividers().isEmpty()) {
            answered = true;
            // Down to the row above the last one: the last (reference) is then just below the fold, not half in it.
            double below = last.isManaged() ? last.getHeight() + composer.getSpacing() + composer.getInsets().getBottom() : 0;
            double need = composer.minHeight(composer.getWidth()) - below + GAP + foot.getHeight() + DIVIDER;
            split.setDividerPosition(0, Math.min(split.getDividerPositions()[0], answerShare(need, split.getHeight())));
            // From the top: the endpoint and what it asks for, the reference line below the fold (a shorter
            // composer was seen scrolled to its bottom, the endpoint row out of sight).
            FxThread.later(() -> scroll.setVvalue(scroll.getVmin()));
        }
    }

    /**
     * The composer's share of the split once an answer is shown: what it needs, from {@link #ANSWER}
     * to {@link #ANSWER_MOST}.
     *
     * @param need    the composer's minimum height, its reference line left out
     * @param height  the split's height
     */
    static double answerShare(double need, double height) {
        return height <= 0 ? ANSWER : Math.max(ANSWER, Math.min(ANSWER_MOST, need / height));
    }

    /** After the pulse's layout, when the composer's height and its need are both known. */
    private void check() {
        if (!queued) {
            queued = true;
            FxThread.later(() -> {
                queued = false;
                adjust();
            });
        }
    }

    private void adjust() {
        double height = split.getHeight();
        if (answered || height <= 0 || split.getDividers().isEmpty()) {
            return;
        }
        double need = composer.minHeight(composer.getWidth()) + foot.getHeight();
        // The pane's area above the divider: the composer itself is laid out at its minimum height
        // even where that overflows the area (and is cut off at the top).
        double has = split.getDividerPositions()[0] * height - DIVIDER;
        double position = share(need + DIVIDER, has + DIVIDER, height);
        if (position > split.getDividerPositions()[0]) {
            split.setDividerPosition(0, position);
        }
    }

    /**
     * The divider position that gives the composer what it needs, or -1 when it already has it.
     *
     * @param need    the composer's minimum height
     * @param has     its height now
     * @param height  the split's height
     */
    static double share(double need, double has, double height) {
        if (has + 0.5 >= need || height <= 0) {
            return -1;
        }
        return Math.min(MOST, need / height);
    }
}
