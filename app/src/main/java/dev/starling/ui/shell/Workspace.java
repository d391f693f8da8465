package dev.starling.ui.shell;

import java.util.Optional;

/**
 * The workspaces of the navigation rail, in rail order: the Ads workspaces a marketer lives in first (their
 * Ctrl+digit unchanged since before the live workspaces came), then the X API's live side, then the request log
 * and Settings. Thirteen workspaces do not fit ten digits: Publish and the request log take their initials (P, R;
 * the flexible editor's own Ctrl+letters are other letters) and Settings takes Ctrl+Comma, as most desktop
 * applications do.
 */
public enum Workspace {
    ACCOUNT("account", "fth-user", '1'),
    QUERY("query", "fth-search", '2'),
    AUDIENCES("audiences", "fth-users", '3'),
    OVERLAP("overlap", "fth-copy", '4'),
    FLEXIBLE_AUDIENCES("flexible", "fth-git-merge", '5'),
    KEYWORD_INSIGHTS("keywords", "fth-trending-up", '6'),
    DO_NOT_REACH("dnr", "fth-slash", '7'),
    PUBLISH("publish", "fth-send", 'P'),
    RULES("rules", "fth-filter", '8'),
    LIVE("live", "fth-radio", '9'),
    EVENTS("events", "fth-bell", '0'),
    REQUEST_LOG("requests", "fth-list", 'R'),
    SETTINGS("settings", "fth-settings", ',');

    private final String id;
    private final String icon;
    private final char key;

    Workspace(String id, String icon, char key) {
        this.id = id;
        this.icon = icon;
        this.key = key;
    }

    /** Stable id for settings and message keys. */
    public String id() {
        return id;
    }

    /** Ikonli Feather icon literal. */
    public String icon() {
        return icon;
    }

    /** The key that opens this workspace with Ctrl (Cmd on a Mac): a digit, an upper-case letter or ','. */
    public char key() {
        return key;
    }

    public static Optional<Workspace> byId(String id) {
        for (Workspace workspace : values()) {
            if (workspace.id.equals(id)) {
                return Optional.of(workspace);
            }
        }
        return Optional.empty();
    }

    /** The workspace opened by Ctrl with this key (letters in either case). */
    public static Optional<Workspace> byKey(char key) {
        char wanted = Character.toUpperCase(key);
        for (Workspace workspace : values()) {
            if (workspace.key == wanted) {
                return Optional.of(workspace);
            }
        }
        return Optional.empty();
    }
}
