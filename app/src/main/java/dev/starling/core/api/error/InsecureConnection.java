package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

/** Refused before sending: credentials would have crossed the network unencrypted. */
public record InsecureConnection(String host) implements ApiError {

    @Override
    public int status() {
        return 0;
    }

    @Override
    public BundleText text() {
        return BundleText.of("api.insecure", host);
    }
}
