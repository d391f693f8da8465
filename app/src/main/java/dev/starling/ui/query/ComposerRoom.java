package dev.starling.ui.query;

import javafx.application.Platform;
import javafx.beans.Observable;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * Keeps the composer, the top of a vertical split, at least as tall as it needs (its minimum height:
 * its rows and a few rows of the field list), moving the divider down when it is not. A split pane
 * keeps its divider where it was put, whatever its contents need: at 1280×800 the half it gave the
 * composer left Recent search's field list no height at all once the option rows appeared. The
 * divider moves down at most to {@link #MOST} of the split, so the answer keeps room too. Once the
 * first answer is in, the answer gets most of the height ({@link #ANSWER}, as in Postman) and the
 * divider is the person's: the composer scrolls when dragged above its rows, so it moves freely.
 */
final class ComposerRoom {

    /** The largest share of the split the composer takes by itself. */
    static final double MOST = 0.75;
    /** The composer's share once an answer is shown: the answer takes the rest. */
    static final double ANSWER = 0.36;
    /** About half the divider's thickness, in pixels. */
    private static final double DIVIDER = 4;

    private final SplitPane split;
    private final Region composer;
    /** What stays in sight under the composer's scrolling rows (the address and Send). */
    private final Region foot;
    private boolean queued;
    /** Set by the first answer: from then on the divider stays where the person puts it. */
    private boolean answered;

    private ComposerRoom(SplitPane split, Region composer, Region foot) {
        this.split = split;
        this.composer = composer;
        this.foot = foot;
    }

    /**
     * @param composer the composer's rows (they scroll when the divider is above them)
     * @param foot what stays under them (the address and Send), counted in the composer's need
     * @param changes what changes the composer's need (rows that come and go, texts that wrap)
     */
    static ComposerRoom keep(SplitPane split, Region composer, Region foot, Observable... changes) {
        ComposerRoom room = new ComposerRoom(split, composer, foot);
        split.heightProperty().addListener(observable -> room.check());
        composer.heightProperty().addListener(observable -> room.check());
        for (Observable change : changes) {
            change.addListener(observable -> room.check());
        }
        return room;
    }

    /** An answer is shown: the first one moves the divider up so the answer has most of the height. */
    void answered() {
        if (!answered && !split.getDividers().isEmpty()) {
            answered = true;
            split.setDividerPosition(0, Math.min(split.getDividerPositions()[0], ANSWER));
        }
    }

    /** After the pulse's layout, when the composer's height and its need are both known. */
    private void check() {
        if (!queued) {
            queued = true;
            Platform.runLater(() -> {
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
