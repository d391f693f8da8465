package dev.starling.core.api.http;

import java.io.IOException;

/** Raised inside the OkHttp chain (which only passes IOExceptions) when the loopback guard refuses. */
final class InsecureConnectionException extends IOException {

    private final String host;

    InsecureConnectionException(String host) {
        super("refused: credentials over plain http to " + host);
        this.host = host;
    }

    String host() {
        return host;
    }
}
