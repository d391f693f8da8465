package dev.starling.core.api.error;

/** No usable response arrived: the network, the server's address or TLS failed. */
public record Transport(Kind kind, String host) implements ApiError {

    public enum Kind { CONNECTION_REFUSED, TIMEOUT, TLS, UNKNOWN_HOST, INTERRUPTED, CONNECTION_FAILED }

    @Override
    public int status() {
        return 0;
    }

    @Override
    public String userMessage() {
        return switch (kind) {
            case CONNECTION_REFUSED -> "Nothing answered at " + host + ": the server is down or the address is wrong.";
            case TIMEOUT -> host + " did not answer in time: check your connection and try again.";
            case TLS -> "The secure connection to " + host + " failed (certificate or TLS problem). "
                    + "Check the address and your system's certificates.";
            case UNKNOWN_HOST -> "The address " + host + " could not be found: check the network or the address.";
            case INTERRUPTED -> "The request to " + host + " was cancelled.";
            case CONNECTION_FAILED -> "The connection to " + host + " failed: check your network and try again.";
        };
    }
}
