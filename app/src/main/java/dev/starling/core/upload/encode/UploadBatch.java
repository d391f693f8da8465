package dev.starling.core.upload.encode;

/**
 * One request body: a JSON array of at most {@link BatchLimits#maxOperations()} operations and at
 * most {@link BatchLimits#maxBytes()} bytes. {@code lines[i]} is the source line of operation {@code i}
 * (what {@code operation_errors[].index} refers to).
 *
 * @param number 1-based and deterministic for the same file and settings (the journal relies on it)
 */
public record UploadBatch(int number, byte[] body, long[] lines) {

    public int operationCount() {
        return lines.length;
    }

    public long firstLine() {
        return lines[0];
    }

    public long lastLine() {
        return lines[lines.length - 1];
    }
}
