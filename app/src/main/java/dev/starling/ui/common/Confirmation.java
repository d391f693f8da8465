package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import java.util.Objects;

/**
 * A question asked before something that cannot be undone (a delete at X, a sign-out, a revoked share,
 * an upload or a create that sends to X). The button that goes ahead says what it does to what
 * ("Delete “Frequent orderers” at X"), never just "OK"; where the thing is shared or can never be
 * changed, the person types its name before that button works.
 *
 * @param title the dialog's title, e.g. "Delete flexible audience"
 * @param message what happens, in a sentence or two
 * @param actionLabel the button that goes ahead, with its mnemonic marked by one underscore (see
 *     {@link #label(String, Object...)}, which keeps underscores in names from being taken as one)
 * @param nameToType the name the person must type first, or null when the button alone will do
 */
public record Confirmation(String title, String message, String actionLabel, String nameToType) {

    public Confirmation {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(actionLabel, "actionLabel");
        if (nameToType != null && nameToType.isBlank()) {
            nameToType = null;
        }
    }

    /** A question the button alone answers. */
    public static Confirmation of(String title, String message, String actionLabel) {
        return new Confirmation(title, message, actionLabel, null);
    }

    /** The same question, answered only after {@code name} is typed (a shared or unchangeable thing at X). */
    public Confirmation typing(String name) {
        return new Confirmation(title, message, actionLabel, name);
    }

    public boolean asksForName() {
        return nameToType != null;
    }

    /** The button's text as shown, without the mnemonic's marker ("Delete “Spring_CRM” at X"). */
    public String actionText() {
        return withoutMnemonic(actionLabel);
    }

    /** The letter the mnemonic marker gives (Alt plus it presses the button), or 0 when there is none. */
    public char mnemonic() {
        int marker = marker(actionLabel);
        return marker < 0 ? 0 : Character.toUpperCase(actionLabel.charAt(marker + 1));
    }

    /**
     * A button's label from the bundle: {@code key}'s text keeps its mnemonic marker, while underscores in
     * the names filled in show as written ("Spring_CRM" is not an Alt key). JavaFX reads a label as its
     * skin does: before the marker "__" is one underscore, after it every character is literal; so
     * underscores are doubled only where a name comes before the marker.
     */
    public static String label(String key, Object... args) {
        Object[] literal = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            literal[i] = args[i] instanceof String text ? text.replace("_", "__") : args[i];
        }
        String doubled = Messages.text(key, literal);
        int marker = marker(doubled);
        return marker < 0 ? doubled : doubled.substring(0, marker + 1) + doubled.substring(marker + 1).replace("__", "_");
    }

    /** Where the mnemonic marker is (a single underscore before a character), or -1: as JavaFX reads it. */
    private static int marker(String label) {
        for (int i = 0; i < label.length() - 1; i++) {
            if (label.charAt(i) == '_') {
                if (label.charAt(i + 1) != '_') {
                    return i;
                }
                i++;
            }
        }
        return -1;
    }

    static String withoutMnemonic(String label) {
        int marker = marker(label);
        String before = marker < 0 ? label : label.substring(0, marker);
        return before.replace("__", "_") + (marker < 0 ? "" : label.substring(marker + 1));
    }
}
