package dev.starling.ui.common;

import java.util.List;
import javafx.animation.AnimationTimer;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * A copy of a list for a table or list view that takes the source's rows a chunk per JavaFX pulse: the
 * first chunk at once, the rest in the pulses after. A view makes a row's cells (skins, CSS, text) in
 * the frame its row first appears, so many rows at once would be one long frame; a chunk at a time
 * spreads them. The copy always ends equal to the source; any change to the source starts over.
 */
public final class ChunkedItems<T> {

    private final ObservableList<T> source;
    private final ObservableList<T> items = FXCollections.observableArrayList();
    private final int chunk;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            takeChunk();
        }
    };

    /** @param chunk rows taken per pulse */
    public ChunkedItems(ObservableList<T> source, int chunk) {
        if (chunk < 1) {
            throw new IllegalArgumentException("chunk must be at least 1: " + chunk);
        }
        this.source = source;
        this.chunk = chunk;
        source.addListener((ListChangeListener<T>) change -> restart());
        restart();
    }

    /** What the view shows: the source's rows, caught up a chunk per pulse. */
    public ObservableList<T> items() {
        return items;
    }

    private void restart() {
        List<T> first = source.subList(0, Math.min(chunk, source.size()));
        items.setAll(List.copyOf(first));
        if (items.size() < source.size()) {
            timer.start();
        } else {
            timer.stop();
        }
    }

    private void takeChunk() {
        int from = items.size();
        int to = Math.min(from + chunk, source.size());
        if (from < to) {
            items.addAll(List.copyOf(source.subList(from, to)));
        }
        if (items.size() >= source.size()) {
            timer.stop();
        }
    }
}
