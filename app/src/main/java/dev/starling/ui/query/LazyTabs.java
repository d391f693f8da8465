package dev.starling.ui.query;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Fills the selected tab's content when the data arrives and every other tab's over the following
 * pulses, one tab a pulse (see {@link PulseSteps}), so that opening a tab later shows what is already
 * built; a tab opened before its turn is filled at once. Filling them all in the frame the data
 * arrives would stall it: a hidden table lays out its cells like a visible one. A new fill for a tab
 * replaces one that never ran.
 */
final class LazyTabs {

    private final TabPane pane;
    private final BooleanSupplier shown;
    private final PulseSteps steps;
    private final Map<Tab, Runnable> pending = new HashMap<>();

    /** @param shown whether the pane itself is on screen (a pane inside another pane's tab) */
    LazyTabs(TabPane pane, BooleanSupplier shown, PulseSteps steps) {
        this.pane = pane;
        this.shown = shown;
        this.steps = steps;
        pane.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> fillSelected());
    }

    void fill(Tab tab, Runnable fill) {
        pending.put(tab, fill);
        fillSelected();
        if (pending.containsKey(tab)) {
            steps.ahead(() -> run(tab));
        }
    }

    /** Forgets the fills not run yet and the pulses' work queued for them (the tabs were replaced). */
    void clear() {
        pending.clear();
        steps.clear();
    }

    /** Drops a tab's fill that has not run (the tab left the pane); its queued pulse then does nothing. */
    void forget(Tab tab) {
        pending.remove(tab);
    }

    /** Fills the selected tab if it waits for its content; nothing while the pane is hidden. */
    void fillSelected() {
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
