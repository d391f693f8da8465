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
        for (int i = 0; i < actionLabel.length() - 1; i++) {
            if (actionLabel.charAt(i) == '_') {
                if (actionLabel.charAt(i + 1) != '_') {
                    return Character.toUpperCase(actionLabel.charAt(i + 1));
                }
                i++;
            }
        }
        return 0;
    }

    /**
     * A button's label from the bundle: {@code key}'s text keeps its mnemonic marker, while underscores in
     * the names filled in are doubled so that they show as written ("Spring_CRM" is not an Alt key).
     */
    public static String label(String key, Object... args) {
        Object[] literal = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            literal[i] = args[i] instanceof String text ? text.replace("_", "__") : args[i];
        }
        return Messages.text(key, literal);
    }

    static String withoutMnemonic(String label) {
        StringBuilder shown = new StringBuilder(label.length());
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (c == '_' && i + 1 < label.length()) {
                i++;
                c = label.charAt(i);
            }
            shown.append(c);
        }
        return shown.toString();
    }
}
