package dev.starling.core.notice;

import java.util.Objects;

/**
 * Something the user must be told about that is not tied to one view: a cache that was rebuilt,
 * a store that could not be opened. Messages say what happened and what to do; never secrets.
 */
public record Notice(Severity severity, String title, String message) {

    public enum Severity { INFO, WARNING, ERROR }

    public Notice {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(message, "message");
    }

    public static Notice info(String title, String message) {
        return new Notice(Severity.INFO, title, message);
    }

    public static Notice warning(String title, String message) {
        return new Notice(Severity.WARNING, title, message);
    }

    public static Notice error(String title, String message) {
        return new Notice(Severity.ERROR, title, message);
    }

    /** One line for stderr. */
    public String toConsoleLine() {
        return "starling: " + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + title + ": " + message;
    }
}
