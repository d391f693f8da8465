package dev.starling.ui.flexible;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.flexible.edit.ReplaceTree;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Pasted or opened JSON into trees: a bare {@code segments} object replaces the open draft's tree (an
 * undoable edit); a batch body, a Create item or anything that names audiences becomes new drafts.
 */
final class JsonImport {

    private final FlexibleAudiencesViewModel workspace;
    private final TreeEditorViewModel editor;
    private final TaskRunner tasks;
    private final Dialogs dialogs;

    JsonImport(FlexibleAudiencesViewModel workspace, TaskRunner tasks, Dialogs dialogs) {
        this.workspace = workspace;
        this.editor = workspace.editor();
        this.tasks = tasks;
        this.dialogs = dialogs;
    }

    void importJson(String text) {
        workspace.clearStatus();
        List<FlexibleDefinition> read;
        try {
            read = SegmentJsonReader.read(text);
        } catch (SegmentJsonException bad) {
            workspace.showError(Messages.text("flexui.import.failed", TreeEditorViewModel.render(bad.text())));
            return;
        }
        if (!workspace.requireAccount()) {
            return;
        }
        List<FlexibleDefinition> resolved = read.stream().map(definition -> definition.withRoot(
                EntryTrees.withFacts(definition.root(), workspace.directory()))).toList();
        if (resolved.size() == 1 && resolved.get(0).name().isBlank() && !editor.readOnlyProperty().get()) {
            if (editor.apply(new ReplaceTree(resolved.get(0).root()))) {
                workspace.showMessage(Messages.text("flexui.import.replaced"));
            }
            return;
        }
        for (FlexibleDefinition definition : resolved) {
            String name = definition.name().isBlank() ? workspace.uniqueName(Messages.text("flexui.import.name"))
                    : definition.name();
            workspace.addDraft(definition.withName(name), Messages.text("flexui.import.done", resolved.size()));
        }
    }

    /** Asks for a JSON file and imports it (read in the background). */
    void importFile() {
        dialogs.chooseFileToOpen(Messages.text("flexui.import.title"), "json").ifPresent(this::importFile);
    }

    void importFile(Path file) {
        tasks.run("read flexible audience JSON", () -> Files.readString(file), this::importJson,
                failure -> workspace.showError(FailureText.describe(failure, Messages.text("flexui.import.readFailed",
                        file.getFileName()))));
    }
}
