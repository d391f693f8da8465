package dev.starling.core.upload.read;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Worded;
import java.io.IOException;

/** A failure met while reading or writing a file, as words: never an exception's class name. */
public final class IoFailures {

    private IoFailures() {
    }

    /** An unexpected failure as words: its own words or message when it has some, never its class name. */
    public static BundleText unexpected(Throwable failure) {
        if (failure instanceof IOException io) {
            return reason(io);
        }
        if (failure instanceof Worded worded) {
            return worded.text();
        }
        String detail = failure.getMessage();
        return detail == null || detail.isBlank() ? BundleText.of("upload.problem.internal")
                : BundleText.of("upload.problem.detail", detail);
    }

    /** An I/O failure as words, without the exception's class name. */
    public static BundleText reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return BundleText.of("upload.problem.denied");
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return BundleText.of("upload.problem.gone");
        }
        String detail = e.getMessage();
        return detail == null || detail.isBlank() ? BundleText.of("upload.problem.refused")
                : BundleText.of("upload.problem.detail", detail);
    }
}
