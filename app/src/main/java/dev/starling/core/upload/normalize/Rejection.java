package dev.starling.core.upload.normalize;

import dev.starling.core.text.BundleText;
import dev.starling.core.upload.common.IdentifierType;

/**
 * A value that will not be sent: where it is (line, 1-based column) and why, as bundle text
 * ({@link RejectionReasons}). Never the value itself.
 */
public record Rejection(long line, int column, IdentifierType type, BundleText reason) {
}
