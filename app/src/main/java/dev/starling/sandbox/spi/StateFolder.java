package dev.starling.sandbox.spi;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The folder beside the state file where a module keeps the large parts of its state (an audience's
 * members) as files of its own, so the state file stays small and those parts are read only when
 * needed. The module's JSON names the files it uses; after each save, files no saved state names are
 * removed. A module with small state never needs it.
 */
public interface StateFolder {

    /** A new, empty file for this save to write (never one a saved state names). */
    Path newFile(String prefix) throws IOException;

    /**
     * The file a state names ({@code name} as {@link #nameOf} gave it), counted as in use; throws
     * {@link IllegalArgumentException} for a name that cannot be one of this folder's files.
     */
    Path file(String name);

    /** The name to put in the state for a file of this folder, counted as in use. */
    String nameOf(Path file);
}
