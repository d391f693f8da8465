package dev.starling.core.config;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;

/**
 * A setting a person typed or chose that cannot be used (an address, a missing key): its words say what is
 * wrong and what to enter. The message, for logs, is the words' key only.
 */
public final class InvalidSetting extends IllegalArgumentException implements Worded {

    private final transient BundleText text;

    public InvalidSetting(BundleText text) {
        super(text.key(), null);
        this.text = text;
    }

    @Override
    public BundleText text() {
        return text;
    }
}
