package dev.starling.ui.live;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.recording.RecordedPost;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingExport;
import dev.starling.core.stream.recording.RecordingReader;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.StatusViewModel;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The recordings: every listening session's posts, newest recording first, to reopen offline in the
 * console or export as NDJSON (the lines as X sent them) or CSV, through the one output check.
 */
public final class RecordingsViewModel extends StatusViewModel {

    /** A recording read back: its newest posts (oldest first), how many it holds and its per-rule counts. */
    public record Reopened(Recording recording, List<LivePost> newest, long total, List<LiveViewModel.RuleRow> rules) {
    }

    private final RecordingStore store;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final RunFiles runFiles;
    private final BiConsumer<Recording, Reopened> show;
    private final ObservableList<Recording> recordings = FXCollections.observableArrayList();
    private final ObjectProperty<Recording> selected = new SimpleObjectProperty<>(this, "selected");

    /** @param show shows a reopened recording in the console */
    public RecordingsViewModel(RecordingStore store, TaskRunner tasks, Dialogs dialogs, RunFiles runFiles,
                               BiConsumer<Recording, Reopened> show) {
        this.store = store;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.runFiles = runFiles;
        this.show = show;
    }

    public ObservableList<Recording> recordings() { return recordings; }
    public ObjectProperty<Recording> selectedProperty() { return selected; }

    public void refresh() {
        Recording keep = selected.get();
        tasks.run("list recordings", store::list, list -> {
            recordings.setAll(list);
            if (keep != null) {
                list.stream().filter(recording -> recording.id() == keep.id()).findFirst().ifPresent(selected::set);
            }
        }, failedTo(Messages.text("live.recordings.failed.list")));
    }

    /** Reads the selected recording in the background and shows it in the console. */
    public void reopen() {
        Recording recording = selected.get();
        if (recording == null) {
            return;
        }
        runBusy(tasks, "reopen recording", () -> read(recording), reopened -> {
            show.accept(recording, reopened);
            message.set(Messages.text("live.recordings.reopened", recording.name()));
        }, Messages.text("live.recordings.failed.read", recording.name()));
    }

    public void exportNdjson() {
        export("ndjson", RecordingExport::ndjson);
    }

    public void exportCsv() {
        export("csv", RecordingExport::csv);
    }

    /** What an export writes. */
    @FunctionalInterface
    private interface Exporter {
        void write(Recording recording, Path target, RunFiles runFiles);
    }

    private void export(String extension, Exporter exporter) {
        Recording recording = selected.get();
        if (recording == null) {
            return;
        }
        Optional<Path> target = dialogs.chooseFileToSave(Messages.text("live.recordings.export.title." + extension),
                fileName(recording.name()) + "." + extension, extension);
        if (target.isEmpty()) {
            return;
        }
        runBusy(tasks, "export recording", () -> {
            exporter.write(recording, target.get(), runFiles);
            return target.get();
        }, written -> message.set(Messages.text("live.recordings.exported", recording.name(), written.toString())),
                Messages.text("live.recordings.failed.export", recording.name()));
    }

    /** The newest posts of a recording as the console shows them, and its true counts, read once through. */
    static Reopened read(Recording recording) {
        ArrayDeque<RecordedPost> newest = new ArrayDeque<>();
        long[] total = {0};
        Map<String, long[]> counts = new LinkedHashMap<>();
        Map<String, String> tags = new LinkedHashMap<>();
        RecordingReader.forEach(recording.file(), post -> {
            total[0]++;
            newest.addLast(post);
            if (newest.size() > LiveViewModel.WINDOW) {
                newest.removeFirst();
            }
            for (MatchingRule rule : post.rules()) {
                counts.computeIfAbsent(rule.id(), id -> new long[1])[0]++;
                if (rule.tag() != null) {
                    tags.put(rule.id(), rule.tag());
                }
            }
        });
        List<LivePost> posts = new ArrayList<>(newest.size());
        newest.forEach(post -> posts.add(LivePost.of(post)));
        List<LiveViewModel.RuleRow> rules = new ArrayList<>();
        counts.forEach((id, count) -> rules.add(new LiveViewModel.RuleRow(id, tags.get(id), count[0],
                count[0] / (double) total[0])));
        rules.sort((a, b) -> Long.compare(b.count(), a.count()));
        return new Reopened(recording, posts, total[0], rules);
    }

    /** A recording's name as a file name: letters, digits, spaces, dashes and dots kept. */
    static String fileName(String name) {
        String safe = name.replaceAll("[^\\p{L}\\p{N} ._-]", "_").strip();
        return safe.isEmpty() ? "recording" : safe;
    }
}
