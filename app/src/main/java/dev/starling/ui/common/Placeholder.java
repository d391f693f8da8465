package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import javafx.scene.control.Label;

/** What an empty table, list or choice shows instead of rows: one line from the bundle. */
public final class Placeholder {

    private Placeholder() {
    }

    /** The line {@code key} says, with {@code args}, for {@code setPlaceholder}. */
    public static Label text(String key, Object... args) {
        return new Label(Messages.text(key, args));
    }
}
