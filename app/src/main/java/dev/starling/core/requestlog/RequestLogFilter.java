package dev.starling.core.requestlog;

/**
 * What the log view asks for; null fields do not filter.
 *
 * @param status an exact status (e.g. 429), or a class 1..5 meaning 1xx..5xx, or 0 for "no response"
 * @param endpoint a fragment of the path, e.g. {@code oauth/request_token}
 * @param text found anywhere in the URL, the bodies or the error (case-insensitive)
 */
public record RequestLogFilter(Integer status, String endpoint, String text, int limit) {

    public static final RequestLogFilter ALL = new RequestLogFilter(null, null, null, RequestLogRepository.DEFAULT_CAP);

    public RequestLogFilter withStatus(Integer value) {
        return new RequestLogFilter(value, endpoint, text, limit);
    }

    public RequestLogFilter withEndpoint(String value) {
        return new RequestLogFilter(status, value, text, limit);
    }

    public RequestLogFilter withText(String value) {
        return new RequestLogFilter(status, endpoint, value, limit);
    }
}
