package dev.starling.core.api.error;

/**
 * A failure status whose body is none of the API's error shapes (an HTML page from a proxy, say).
 *
 * @param serverMessage a short plain-text body (the OAuth endpoints answer so), or null
 */
public record HttpFailure(int status, String reasonPhrase, String serverMessage) implements ApiError {

    public HttpFailure(int status, String reasonPhrase) {
        this(status, reasonPhrase, null);
    }

    @Override
    public String userMessage() {
        String what = switch (status) {
            case 401 -> "The server refused the credentials";
            case 403 -> "The server refused the request";
            case 404 -> "The address was not found: check the API base address";
            case 429 -> "Too many requests: wait until the rate limit resets";
            case 503 -> "The service is unavailable right now: try again later";
            default -> status >= 500 ? "The server failed" : "The request failed";
        };
        String said = serverMessage == null || serverMessage.isBlank() ? "" : ": " + serverMessage;
        return what + said + " (HTTP " + status + (reasonPhrase == null || reasonPhrase.isBlank() ? "" : " " + reasonPhrase) + ").";
    }
}
