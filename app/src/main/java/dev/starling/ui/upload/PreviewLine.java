package dev.starling.ui.upload;

/**
 * One value of the preview grid. {@code original} is for the screen only; {@code sent} is what
 * goes to X (a hash, or a partner id); {@code reason} is empty for accepted values;
 * {@code duplicateOf} is the earlier previewed line with the same value sent, or 0.
 */
public record PreviewLine(long line, int column, String type, String original, String normalised, String sent,
                          String reason, long duplicateOf) {

    public boolean rejected() {
        return !reason.isEmpty();
    }

    public boolean duplicate() {
        return duplicateOf > 0;
    }
}
