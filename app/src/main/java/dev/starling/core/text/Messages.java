package dev.starling.core.text;

import java.text.MessageFormat;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The message bundle for code that builds user-visible text outside FXML, view-models included:
 * every word a user reads comes from {@code dev/starling/ui/messages.properties}. Plain Java, no
 * toolkit, so view-model tests read the same texts the window shows.
 */
public final class Messages {

    public static final String BUNDLE = "dev.starling.ui.messages";

    private Messages() {
    }

    public static ResourceBundle bundle() {
        return ResourceBundle.getBundle(BUNDLE);
    }

    /** The words of {@code text}: the one way a key with arguments from core becomes words. */
    public static String text(BundleText text) {
        return text.render(Messages::text);
    }

    /**
     * The text for {@code key}, with {@code {0}}-style arguments filled in by {@link MessageFormat}.
     * An argument that is a {@link BundleText} (an optional part, a failure's words) is worded first. A missing
     * key is a programming error, reported as such rather than shown as a blank.
     */
    public static String text(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle().getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("missing message key " + key, e);
        }
        if (args.length == 0) {
            return pattern;
        }
        Object[] worded = args.clone();
        for (int i = 0; i < worded.length; i++) {
            if (worded[i] instanceof BundleText part) {
                worded[i] = text(part);
            }
        }
        return MessageFormat.format(pattern, worded);
    }
}
