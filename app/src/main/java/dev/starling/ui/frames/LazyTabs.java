package dev.starling.ui.frames;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Fills a tab's content when it is shown, so a piece of work that arrives for several tabs (an
 * answer for every inspector tab) does not all happen in one frame. A new fill for a tab replaces
 * one that never ran.
 * <p>
 * {@link #ahead} also fills the hidden tabs over the following pulses, one tab a pulse (see
 * {@link Frames}), so that opening one later shows what is already built: right for content
 * that is made once and keeps its size (the composer's field lists). {@link #whenShown} does not:
 * a hidden tab's content that grows a row at a time ({@link PacedHeight}) changes its size every
 * pulse, and a size change inside a clipped pane that fills its parent's clip is drawn as the
 * whole window (JavaFX's dirty regions widen to each enclosing clip), on a software renderer a long
 * frame for as long as the rows grow. The inspector's hidden tabs wait until opened.
 */
public final class LazyTabs {

    private final TabPane pane;
    private final BooleanSupplier shown;
    private final Frames steps;
    private final Map<Tab, Runnable> pending = new HashMap<>();

    private LazyTabs(TabPane pane, BooleanSupplier shown, Frames steps) {
        this.pane = pane;
        this.shown = shown;
        this.steps = steps;
        pane.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> fillSelected());
    }

    /** Fills the selected tab at once and the others one a pulse, ahead of their opening. */
    public static LazyTabs ahead(TabPane pane, Frames steps) {
        return new LazyTabs(pane, () -> true, steps);
    }

    /**
     * Fills a tab when it is shown.
     *
     * @param shown whether the pane itself is on screen (a pane inside another pane's tab)
     */
    public static LazyTabs whenShown(TabPane pane, BooleanSupplier shown) {
        return new LazyTabs(pane, shown, null);
    }

    public void fill(Tab tab, Runnable fill) {
        pending.put(tab, fill);
        fillSelected();
        if (steps != null && pending.containsKey(tab)) {
            steps.ahead(() -> run(tab));
        }
    }

    /** Forgets the fills not run yet (the tabs were replaced or are about to be filled anew). */
    public void clear() {
        pending.clear();
    }

    /** Drops a tab's fill that has not run (the tab left the pane); its queued pulse then does nothing. */
    public void forget(Tab tab) {
        pending.remove(tab);
    }

    /** Fills the selected tab if it waits for its content; nothing while the pane is hidden. */
    public void fillSelected() {
        if (shown.getAsBoolean()) {
            run(pane.getSelectionModel().getSelectedItem());
        }
    }

    private boolean run(Tab tab) {
        Runnable fill = pending.remove(tab);
        if (fill != null) {
            fill.run();
        }
        return fill != null;
    }
}
