package dev.starling.core.text;

import java.util.List;
import java.util.Objects;

/**
 * User-visible text as a message-bundle key and its {@link java.text.MessageFormat} arguments. Core
 * never holds words of its own: the window and the command line resolve these through the bundle
 * ({@code dev.starling.core.text.Messages.text(key, args)}).
 *
 * @param args strings, numbers, and bundle texts (a part worded on its own, or an empty part), so any
 *     formatter can render them
 */
public record BundleText(String key, List<Object> args) {

    public BundleText {
        Objects.requireNonNull(key, "key");
        args = List.copyOf(args);
    }

    public static BundleText of(String key, Object... args) {
        return new BundleText(key, List.of(args));
    }

    /** The arguments as an array, ready for {@code Messages.text(key, args)}. */
    public Object[] argArray() {
        return args.toArray();
    }

    /**
     * Renders the text with a formatter (the UI passes {@code Messages::text}); an argument that is a bundle
     * text is rendered first.
     */
    public String render(Phrasebook phrasebook) {
        return phrasebook.text(key, args.stream()
                .map(arg -> arg instanceof BundleText part ? part.render(phrasebook) : arg).toArray());
    }
}
