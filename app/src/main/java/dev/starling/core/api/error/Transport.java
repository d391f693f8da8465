package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

/** No usable response arrived: the network, the server's address or TLS failed. */
public record Transport(Kind kind, String host) implements ApiError {

    public enum Kind { CONNECTION_REFUSED, TIMEOUT, TLS, UNKNOWN_HOST, INTERRUPTED, CONNECTION_FAILED }

    @Override
    public int status() {
        return 0;
    }

    @Override
    public BundleText text() {
        return BundleText.of("api.transport." + switch (kind) {
            case CONNECTION_REFUSED -> "refused";
            case TIMEOUT -> "timeout";
            case TLS -> "tls";
            case UNKNOWN_HOST -> "unknownHost";
            case INTERRUPTED -> "interrupted";
            case CONNECTION_FAILED -> "failed";
        }, host);
    }
}
