package dev.starling.ui.frames;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The rows of a table, list or tree taken from their source a chunk per frame: the first chunk at once,
 * the rest in the frames after (on the {@link FrameScheduler}). A view makes a row's cells (skins, CSS,
 * text) in the frame the row first appears, so many rows at once would be one long frame; a chunk at a
 * time spreads them. The copy always ends equal to the source; any change to the source starts over.
 * FX thread only.
 */
public final class PacedRows<T> {

    private static final Object NEXT_CHUNK = new Object();

    private final ObservableList<T> source;
    private final ObservableList<T> items = FXCollections.observableArrayList();
    private final int chunk;
    private final Frames frames = FrameScheduler.fx().jobsOf(this);

    /** @param chunk rows taken per frame */
    public PacedRows(ObservableList<T> source, int chunk) {
        if (chunk < 1) {
            throw new IllegalArgumentException("chunk must be at least 1: " + chunk);
        }
        this.source = source;
        this.chunk = chunk;
        source.addListener((ListChangeListener<T>) change -> restart());
        restart();
    }

    /** What the view shows: the source's rows, caught up a chunk per frame. */
    public ObservableList<T> items() {
        return items;
    }

    private void restart() {
        List<T> first = source.subList(0, Math.min(chunk, source.size()));
        items.setAll(List.copyOf(first));
        if (items.size() < source.size()) {
            frames.later(NEXT_CHUNK, this::takeChunk);
        } else {
            frames.drop(NEXT_CHUNK);
        }
    }

    private void takeChunk() {
        int from = items.size();
        int to = Math.min(from + chunk, source.size());
        if (from < to) {
            items.addAll(List.copyOf(source.subList(from, to)));
        }
        if (items.size() < source.size()) {
            frames.later(NEXT_CHUNK, this::takeChunk);
        }
    }
}
