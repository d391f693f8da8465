package dev.starling.core.upload.normalize;

import dev.starling.core.text.BundleText;
import dev.starling.core.upload.common.IdentifierType;

/**
 * One identifier after normalisation: either a value to send ({@code sent}: the hash, or the
 * partner id as is) or a rejection {@code reason}, as bundle text that never quotes the value.
 * {@code normalised} is kept for the preview only.
 */
public record Normalized(IdentifierType type, String normalised, String sent, BundleText reason) {

    static Normalized accepted(IdentifierType type, String normalised, String sent) {
        return new Normalized(type, normalised, sent, null);
    }

    public static Normalized rejected(IdentifierType type, BundleText reason) {
        return new Normalized(type, null, null, reason);
    }

    public boolean isAccepted() {
        return reason == null;
    }
}
