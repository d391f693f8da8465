package dev.starling.sandbox.spi;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/**
 * A module whose state {@code --state} persists under a fixed key: it says what to save and how to
 * restore it, and the key is given once, when the module is made.
 */
public abstract class StatefulModule implements SandboxModule {

    private final String stateKey;

    protected StatefulModule(String stateKey) {
        this.stateKey = Objects.requireNonNull(stateKey, "stateKey");
    }

    @Override
    public final String stateKey() {
        return stateKey;
    }

    @Override
    public abstract JsonNode exportState();

    @Override
    public abstract void restoreState(JsonNode state);
}
