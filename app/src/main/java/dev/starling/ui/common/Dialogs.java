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
     * Asks before something that cannot be undone. Cancel is the default: Enter and Space on the dialog
     * as it opens cancel, and the button that goes ahead is never the default nor focused when it opens
     * (a click on it, or its Alt key, goes ahead); where {@link Confirmation#nameToType()} is given it
     * works only once that name is typed.
     *
     * @return true when the user chose to go ahead
     */
    boolean confirm(Confirmation confirmation);

    /**
     * {@link #confirm(Confirmation)} without a name to type.
     *
     * @param confirmLabel the label of the button that goes ahead, saying what it does to what
     *     ("Delete “Spring CRM” at X"), never just "OK"
     */
    default boolean confirm(String title, String message, String confirmLabel) {
        return confirm(Confirmation.of(title, message, confirmLabel));
    }

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
     * One of a few answers, each a button (e.g. Resume / Discard / Later). The last is the safe one: it is
     * what Enter, Escape, Space as the dialog opens, and closing the dialog answer; the others act only
     * when clicked (or by their Alt key), since each of them starts or throws away something.
     *
     * @param id the dialog's node id, for styles and the window's flow tests
     * @return the index of the chosen answer in {@code answers}
     */
    int choose(String id, String title, String message, List<String> answers);

    /** Tells the user something went wrong when there is no better place on screen to show it. */
    void showError(String title, String message);
}
