package dev.starling.core.notice;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Phrasebook;
import java.util.Objects;

/**
 * Something the user must be told about that is not tied to one view: a cache that was rebuilt,
 * a store that could not be opened. Messages say what happened and what to do; never secrets. Core posts
 * bundle keys with arguments; the window and the command line word them.
 */
public record Notice(Severity severity, BundleText title, BundleText message) {

    public enum Severity { INFO, WARNING, ERROR }

    public Notice {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(message, "message");
    }

    public static Notice info(BundleText title, BundleText message) {
        return new Notice(Severity.INFO, title, message);
    }

    public static Notice warning(BundleText title, BundleText message) {
        return new Notice(Severity.WARNING, title, message);
    }

    public static Notice error(BundleText title, BundleText message) {
        return new Notice(Severity.ERROR, title, message);
    }

    /** One line for stderr, worded by {@code words} (the command line passes {@code Messages::text}). */
    public String toConsoleLine(Phrasebook words) {
        return "starling: " + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + title.render(words) + ": "
                + message.render(words);
    }
}
