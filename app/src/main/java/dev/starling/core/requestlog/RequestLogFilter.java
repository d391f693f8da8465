package dev.starling.core.requestlog;

/**
 * What the log view asks for; null fields do not filter.
 *
 * @param status an exact status (e.g. 429), or a class 1..5 meaning 1xx..5xx, or 0 for "no response"
 * @param endpoint a fragment of the path, e.g. {@code oauth/request_token}
 * @param text found anywhere in the URL, the bodies or the error (case-insensitive)
 * @param method an HTTP method (GET, POST...), exactly
 * @param base a base address: with {@code underBase} true only exchanges whose URL starts with it,
 *             with false only the others (the Ads API's base separates Ads calls from core ones)
 */
public record RequestLogFilter(Integer status, String endpoint, String text, int limit, String method, String base,
                               boolean underBase) {

    public static final RequestLogFilter ALL = new RequestLogFilter(null, null, null, RequestLogRepository.DEFAULT_CAP,
            null, null, true);

    public RequestLogFilter(Integer status, String endpoint, String text, int limit) {
        this(status, endpoint, text, limit, null, null, true);
    }

    public RequestLogFilter withStatus(Integer value) {
        return new RequestLogFilter(value, endpoint, text, limit, method, base, underBase);
    }

    public RequestLogFilter withEndpoint(String value) {
        return new RequestLogFilter(status, value, text, limit, method, base, underBase);
    }

    public RequestLogFilter withText(String value) {
        return new RequestLogFilter(status, endpoint, value, limit, method, base, underBase);
    }

    public RequestLogFilter withMethod(String value) {
        return new RequestLogFilter(status, endpoint, text, limit, value, base, underBase);
    }

    /** Only exchanges under {@code value} (inside true) or only those not under it (inside false). */
    public RequestLogFilter withBase(String value, boolean inside) {
        return new RequestLogFilter(status, endpoint, text, limit, method, value, inside);
    }
}
