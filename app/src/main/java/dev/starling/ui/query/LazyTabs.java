package dev.starling.ui.query;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * Fills a tab's content when the tab is first shown rather than when the data arrives: a hidden
 * table or list would otherwise build and lay out its cells in the same frame as the visible one.
 * A new fill for a tab replaces one that never ran.
 */
final class LazyTabs {

    private final TabPane pane;
    private final BooleanSupplier shown;
    private final Map<Tab, Runnable> pending = new HashMap<>();

    /** @param shown whether the pane itself is on screen (a pane inside another pane's tab) */
    LazyTabs(TabPane pane, BooleanSupplier shown) {
        this.pane = pane;
        this.shown = shown;
        pane.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> fillSelected());
    }

    void fill(Tab tab, Runnable fill) {
        pending.put(tab, fill);
        fillSelected();
    }

    /** Fills the selected tab if it waits for its content; nothing while the pane is hidden. */
    void fillSelected() {
        if (shown.getAsBoolean()) {
            Runnable fill = pending.remove(pane.getSelectionModel().getSelectedItem());
            if (fill != null) {
                fill.run();
            }
        }
    }
}
