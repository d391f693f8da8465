package dev.starling.core.output;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A path that must not be written as an output, and why, as bundle text whose first argument is the
 * path (the command line puts the option's name before it, the window shows it as it is). Nothing
 * was written when this is thrown. Unchecked, so a check can run wherever a path is known; the command
 * line's and the window's failure texts word it wherever it surfaces.
 */
public final class OutputRefused extends RuntimeException implements Worded {

    private final transient BundleText text;

    OutputRefused(String key, Object... args) {
        super(key, null, false, false);
        this.text = BundleText.of(key, java.util.Arrays.stream(args).map(String::valueOf).toArray());
    }

    @Override
    public BundleText text() {
        return text;
    }
}
