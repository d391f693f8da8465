package dev.starling.ui.shell;

import java.util.Optional;

/** The workspaces of the navigation rail, in rail order (Ctrl+1 .. Ctrl+9). */
public enum Workspace {
    ACCOUNT("account", "fth-user"),
    QUERY("query", "fth-search"),
    EVENTS("events", "fth-radio"),
    AUDIENCES("audiences", "fth-users"),
    FLEXIBLE_AUDIENCES("flexible", "fth-git-merge"),
    KEYWORD_INSIGHTS("keywords", "fth-trending-up"),
    DO_NOT_REACH("dnr", "fth-slash"),
    REQUEST_LOG("requests", "fth-list"),
    SETTINGS("settings", "fth-settings");

    private final String id;
    private final String icon;

    Workspace(String id, String icon) {
        this.id = id;
        this.icon = icon;
    }

    /** Stable id for settings and message keys. */
    public String id() {
        return id;
    }

    /** Ikonli Feather icon literal. */
    public String icon() {
        return icon;
    }

    /** 1-based shortcut digit. */
    public int shortcut() {
        return ordinal() + 1;
    }

    public static Optional<Workspace> byId(String id) {
        for (Workspace workspace : values()) {
            if (workspace.id.equals(id)) {
                return Optional.of(workspace);
            }
        }
        return Optional.empty();
    }

    public static Optional<Workspace> byShortcut(int digit) {
        return digit >= 1 && digit <= values().length ? Optional.of(values()[digit - 1]) : Optional.empty();
    }
}
