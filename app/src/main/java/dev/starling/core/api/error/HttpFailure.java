package dev.starling.core.api.error;

import dev.starling.core.text.BundleText;

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
    public BundleText text() {
        String what = switch (status) {
            case 401, 403, 404, 429, 503 -> "api.http." + status;
            default -> status >= 500 ? "api.http.serverFailed" : "api.error.requestFailed";
        };
        return BundleText.of("api.http.line", BundleText.of(what),
                serverMessage == null || serverMessage.isBlank() ? ErrorParts.NONE
                        : BundleText.of("api.error.detail", serverMessage),
                reasonPhrase == null || reasonPhrase.isBlank() ? ErrorParts.httpEnd(status)
                        : BundleText.of("api.http.end", String.valueOf(status), reasonPhrase));
    }
}
