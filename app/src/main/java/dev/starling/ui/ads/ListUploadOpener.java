package dev.starling.ui.ads;

import dev.starling.core.upload.encode.HashedSource;

/**
 * Opens the upload wizard on a list that is not a file (a set operation's people, already hashed): it starts on the
 * settings step, and nothing is written to disk in the clear. Features call it without knowing the upload package.
 */
@FunctionalInterface
public interface ListUploadOpener {

    /** @param onFinished run when the upload ends */
    void openList(UploadTarget target, HashedSource list, Runnable onFinished);
}
