package dev.starling.core.api.error;

/**
 * Every way an API call can fail, as data. Each kind explains itself in plain words through
 * {@link #userMessage()}, which never carries a stack trace, a header or a secret.
 */
public sealed interface ApiError permits Problem, XErrors, AdsErrors, HttpFailure, Transport, InsecureConnection {

    /** The HTTP status, or 0 when no response arrived. */
    int status();

    String userMessage();
}
