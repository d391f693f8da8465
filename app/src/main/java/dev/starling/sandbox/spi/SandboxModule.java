package dev.starling.sandbox.spi;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Router;

/**
 * One part of the emulator (OAuth, v2 resources, Ads audiences, admin). Modules register their
 * routes on the core and Ads routers and may keep state that {@code --state} persists, that
 * {@code /__sandbox/export} shows and {@code /__sandbox/reset} clears.
 */
public interface SandboxModule {

    default void registerCore(Router core) {
    }

    default void registerAds(Router ads) {
    }

    /** Key of this module's state in the state file, or null when it has none. */
    default String stateKey() {
        return null;
    }

    /** The module's state as JSON (only when {@link #stateKey()} is not null). */
    default JsonNode exportState() {
        return null;
    }

    /**
     * The state as {@code /__sandbox/export} shows it: like {@link #exportState()} but with every
     * secret masked (the state file keeps them; an admin page never shows them).
     */
    default JsonNode exportMasked() {
        return exportState();
    }

    /** Replaces the module's state with a previously exported one. */
    default void restoreState(JsonNode state) {
    }

    /**
     * The state as the state file keeps it: {@link #exportState()} unless the module keeps large parts
     * in files of {@code folder} and names them in the JSON it returns.
     */
    default JsonNode saveState(StateFolder folder) throws java.io.IOException {
        return exportState();
    }

    /**
     * Restores what {@link #saveState} (or, in files of earlier versions, {@link #exportState()}) gave;
     * files named in it are found in {@code folder}.
     */
    default void loadState(JsonNode state, StateFolder folder) {
        restoreState(state);
    }

    /** Back to the seeded state. */
    default void reset() {
    }
}
