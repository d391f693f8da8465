package dev.starling.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.recording.Recording;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.testing.FakeClock;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordingsViewModelTest {

    @TempDir
    Path dataDir;
    @TempDir
    Path exports;

    private DurableStore store;
    private RecordingStore recordings;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<RecordingsViewModel.Reopened> shown = new ArrayList<>();
    private RecordingsViewModel viewModel;

    @BeforeEach
    void open() {
        store = DurableStore.open(dataDir, dev.starling.boot.DurableMigrations.ALL);
        recordings = new RecordingStore(store.database(), RecordingStore.folderIn(dataDir), new FakeClock());
        viewModel = new RecordingsViewModel(recordings, new SameThreadTaskRunner(), dialogs, RunFiles.of(dataDir),
                (recording, reopened) -> shown.add(reopened));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Recording record(String name, int posts) {
        RecordingStore.Started started = recordings.start(name, "Sandbox", "{}");
        try (var writer = started.writer()) {
            writer.onPosts(IntStream.rangeClosed(1, posts).mapToObj(i -> new StreamPost(Integer.toString(i),
                    "{\"data\":{\"id\":\"" + i + "\",\"text\":\"launch " + i + "\"},\"matching_rules\":[{\"id\":\"r"
                            + (i % 2) + "\",\"tag\":\"" + (i % 2 == 0 ? "even" : "odd") + "\"}]}",
                    List.of(new MatchingRule("r" + (i % 2), i % 2 == 0 ? "even" : "odd", Double.NaN, Double.NaN)),
                    Instant.EPOCH)).toList());
        }
        return started.recording();
    }

    @Test
    void listsRecordingsAndReopensOneWithItsNewestPostsAndTrueCounts() {
        record("Morning", 3);
        Recording launch = record("Launch day", LiveViewModel.WINDOW + 101);

        viewModel.refresh();
        assertThat(viewModel.recordings()).extracting(Recording::name).containsExactlyInAnyOrder("Morning", "Launch day");
        viewModel.selectedProperty().set(viewModel.recordings().stream().filter(r -> r.id() == launch.id()).findFirst()
                .orElseThrow());
        viewModel.reopen();

        RecordingsViewModel.Reopened reopened = shown.get(0);
        assertThat(reopened.total()).isEqualTo(LiveViewModel.WINDOW + 101);
        assertThat(reopened.newest()).hasSize(LiveViewModel.WINDOW);
        assertThat(reopened.newest().get(reopened.newest().size() - 1).id()).isEqualTo(Integer.toString(LiveViewModel.WINDOW + 101));
        assertThat(reopened.rules()).extracting(LiveViewModel.RuleRow::tag, LiveViewModel.RuleRow::count)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("odd", 301L), org.assertj.core.groups.Tuple.tuple("even", 300L));
    }

    @Test
    void exportsAsNdjsonAndCsvThroughTheFileChooser() throws Exception {
        record("Launch day", 4);
        viewModel.refresh();
        viewModel.selectedProperty().set(viewModel.recordings().get(0));
        Path ndjson = exports.resolve("launch.ndjson");
        Path csv = exports.resolve("launch.csv");

        dialogs.answer(ndjson);
        viewModel.exportNdjson();
        dialogs.answer(csv);
        viewModel.exportCsv();

        assertThat(Files.readAllLines(ndjson)).hasSize(4).allMatch(line -> line.startsWith("{\"data\""));
        assertThat(Files.readAllLines(csv)).hasSize(5).first().asString().startsWith("id,created_at");
        assertThat(viewModel.messageProperty().get()).contains(csv.toString());
        assertThat(viewModel.errorProperty().get()).isEmpty();
    }

    @Test
    void anExportOverTheRecordingItselfIsRefusedInWords() {
        Recording recording = record("Launch day", 2);
        viewModel.refresh();
        viewModel.selectedProperty().set(viewModel.recordings().get(0));

        dialogs.answer(recording.file());
        viewModel.exportCsv();

        assertThat(viewModel.errorProperty().get()).contains("Launch day");
        assertThat(RecordingsViewModel.fileName("Launch: day/1")).isEqualTo("Launch_ day_1");
    }

    @Test
    void cancellingTheFileChooserWritesNothing() {
        record("Launch day", 2);
        viewModel.refresh();
        viewModel.selectedProperty().set(viewModel.recordings().get(0));

        dialogs.answer(null);
        viewModel.exportNdjson();

        assertThat(viewModel.messageProperty().get()).isEmpty();
        assertThat(exports).isEmptyDirectory();
    }
}
