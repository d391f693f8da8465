package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How view-models ask the user something. The window implements it with JavaFX dialogs
 * ({@link FxDialogs}); tests implement it with scripted answers, so a view-model that needs a
 * confirmation stays testable without the toolkit. Every text passed in is already localised
 * (see {@link Messages}). Called on the FX thread; the dialogs are modal.
 */
public interface Dialogs {

    /**
     * @param confirmLabel the label of the button that goes ahead (e.g. "Delete"), never just "OK"
     * @return true when the user chose to go ahead
     */
    boolean confirm(String title, String message, String confirmLabel);

    /** A single line of text, pre-filled with {@code initial}; empty when cancelled. */
    Optional<String> askText(String title, String prompt, String initial);

    /**
     * A file to write, e.g. an export.
     *
     * @param extension without the dot, e.g. {@code csv}; offered as the filter
     */
    Optional<Path> chooseFileToSave(String title, String suggestedName, String extension);

    /** An existing file to read. */
    Optional<Path> chooseFileToOpen(String title, String extension);

    /**
     * One of a few answers, each a button (e.g. Resume / Discard / Later). The first is the default
     * (Enter), the last is what Escape or closing the dialog answers.
     *
     * @param id the dialog's node id, for styles and the window's flow tests
     * @return the index of the chosen answer in {@code answers}
     */
    int choose(String id, String title, String message, List<String> answers);

    /** Tells the user something went wrong when there is no better place on screen to show it. */
    void showError(String title, String message);
}
