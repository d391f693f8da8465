package dev.starling.ui.query;

import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.LazyTabs;
import dev.starling.core.query.compose.FieldGroup;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The composer's field-group tabs: one tab per group, kept while the chosen endpoint takes that
 * group. Choosing another endpoint only removes the tabs of groups it does not take and adds those
 * it takes that were not shown, so moving between endpoints of one kind (Posts by ids, Recent
 * search, a user's posts: the same six groups) changes no tab, and the selected tab stays. Removing
 * and re-adding a tab whose picker is in the scene would take that picker out of the scene and put
 * it back (its whole list's CSS again) in one frame; a tab that is added gets its picker from a later
 * pulse, one a pulse ({@link LazyTabs}), the selected one at once.
 */
final class FieldTabs {

    private final TabPane pane;
    private final LazyTabs fill;
    private final Function<FieldGroup, Tab> newTab;
    private final Function<FieldGroup, Node> picker;
    private final Map<FieldGroup, Tab> tabs = new EnumMap<>(FieldGroup.class);
    private final Map<Tab, FieldGroup> groups = new java.util.HashMap<>();

    /**
     * @param newTab makes a group's (empty) tab, once per group
     * @param picker the group's picker (made once and kept by the caller)
     */
    FieldTabs(TabPane pane, Function<FieldGroup, Tab> newTab, Function<FieldGroup, Node> picker) {
        this.pane = pane;
        this.fill = LazyTabs.ahead(pane, FrameScheduler.fx().jobsOf(this));
        this.newTab = newTab;
        this.picker = picker;
    }

    /** Shows exactly these groups' tabs, in this order. */
    void show(List<FieldGroup> shown) {
        List<Tab> wanted = shown.stream().map(group -> tabs.computeIfAbsent(group, key -> {
            Tab tab = newTab.apply(key);
            groups.put(tab, key);
            return tab;
        })).toList();
        Edits<Tab> edits = follow(pane.getTabs(), wanted);
        for (Tab tab : edits.removed()) {
            fill.forget(tab);
            tab.setContent(null);
        }
        for (Tab tab : edits.inserted()) {
            FieldGroup group = groups.get(tab);
            fill.fill(tab, () -> tab.setContent(picker.apply(group)));
        }
    }

    /** What {@link #follow} removed and (re)inserted; a moved item is in both. */
    record Edits<T>(List<T> removed, List<T> inserted) {
    }

    /**
     * Turns {@code shown} into {@code wanted} (distinct items) by removing what is not wanted and
     * inserting what is missing or out of order, one item at a time: items already in place are
     * never touched (a list of tabs replaced wholesale would take every tab's content out of the scene).
     */
    static <T> Edits<T> follow(List<T> shown, List<T> wanted) {
        List<T> removed = new ArrayList<>();
        List<T> inserted = new ArrayList<>();
        for (T item : List.copyOf(shown)) {
            if (!wanted.contains(item)) {
                shown.remove(item);
                removed.add(item);
            }
        }
        for (int i = 0; i < wanted.size(); i++) {
            T item = wanted.get(i);
            if (i < shown.size() && shown.get(i) == item) {
                continue;
            }
            if (shown.remove(item)) {
                removed.add(item);
            }
            shown.add(i, item);
            inserted.add(item);
        }
        return new Edits<>(removed, inserted);
    }
}
