package dev.starling.ui.common;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;

/** Accepting one dropped file (the first, if several) on a node or a whole window. */
public final class FileDrops {

    private FileDrops() {
    }

    public static void accept(Node target, Consumer<Path> onFile) {
        acceptAll(target, files -> onFile.accept(files.get(0)));
    }

    /** Accepting every dropped file at once (e.g. lists to compare). */
    public static void acceptAll(Node target, Consumer<java.util.List<Path>> onFiles) {
        target.addEventHandler(DragEvent.DRAG_OVER, event -> over(event));
        target.addEventHandler(DragEvent.DRAG_ENTERED, event -> target.getStyleClass().add("drag-over"));
        target.addEventHandler(DragEvent.DRAG_EXITED, event -> target.getStyleClass().remove("drag-over"));
        target.addEventHandler(DragEvent.DRAG_DROPPED, event -> {
            if (event.isConsumed() || !event.getDragboard().hasFiles() || event.getDragboard().getFiles().isEmpty()) {
                return;
            }
            java.util.List<Path> files = event.getDragboard().getFiles().stream().map(File::toPath).toList();
            event.setDropCompleted(true);
            event.consume();
            onFiles.accept(files);
        });
    }

    public static void accept(Scene target, Consumer<Path> onFile) {
        target.addEventHandler(DragEvent.DRAG_OVER, FileDrops::over);
        target.addEventHandler(DragEvent.DRAG_DROPPED, event -> dropped(event, onFile));
    }

    private static void over(DragEvent event) {
        if (event.getDragboard().hasFiles()) {
            event.acceptTransferModes(TransferMode.COPY);
        }
    }

    private static void dropped(DragEvent event, Consumer<Path> onFile) {
        if (event.isConsumed() || !event.getDragboard().hasFiles() || event.getDragboard().getFiles().isEmpty()) {
            return;
        }
        File file = event.getDragboard().getFiles().get(0);
        event.setDropCompleted(true);
        event.consume();
        onFile.accept(file.toPath());
    }
}
