package dev.starling.core.flexible.edit;

import dev.starling.core.text.BundleText;

/** Thrown inside an edit's {@link TreeEdit#change} to refuse it; turned into {@link EditResult#refused}. */
final class Refused extends RuntimeException {

    final transient BundleText why;

    Refused(String key, Object... args) {
        this(BundleText.of(key, args));
    }

    Refused(BundleText why) {
        super(why.key(), null, false, false);
        this.why = why;
    }
}
