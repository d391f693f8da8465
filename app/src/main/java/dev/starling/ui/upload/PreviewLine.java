package dev.starling.ui.upload;

/**
 * One value of the preview grid. {@code original} is for the screen only; {@code sent} is what
 * goes to X (a hash, or a partner id); {@code reason} is empty for accepted values.
 */
public record PreviewLine(long line, int column, String type, String original, String normalised, String sent,
                          String reason) {

    public boolean rejected() {
        return !reason.isEmpty();
    }
}
