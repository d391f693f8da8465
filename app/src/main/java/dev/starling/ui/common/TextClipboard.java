package dev.starling.ui.common;

import java.util.Optional;

/** The system clipboard as plain text (the window's implementation is {@link FxDialogs#clipboard()}). */
@FunctionalInterface
public interface TextClipboard {

    void copy(String text);

    /**
     * The clipboard's text; empty when it holds none. A clipboard that only takes text (a test's record of
     * what was copied) holds none to give.
     */
    default Optional<String> paste() {
        return Optional.empty();
    }
}
