package dev.starling.ui.common;

/** Puts text on the system clipboard (the window's implementation is {@link FxDialogs#clipboard()}). */
@FunctionalInterface
public interface TextClipboard {

    void copy(String text);
}
