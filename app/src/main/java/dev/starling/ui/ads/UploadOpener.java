package dev.starling.ui.ads;

import java.nio.file.Path;

/** Opens the upload wizard; the Ads workspaces call it without knowing the upload package. */
@FunctionalInterface
public interface UploadOpener {

    /**
     * @param file chosen already (e.g. dropped), or null for the wizard's file step
     * @param onFinished run when the upload ends (e.g. to re-read an audience's size)
     */
    void open(UploadTarget target, Path file, Runnable onFinished);
}
