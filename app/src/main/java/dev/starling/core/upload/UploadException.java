package dev.starling.core.upload;

/** A problem the user can act on. Messages name rows and columns, never identifier values. */
public class UploadException extends RuntimeException {

    public UploadException(String message) {
        super(message);
    }

    public UploadException(String message, Throwable cause) {
        super(message, cause);
    }
}
