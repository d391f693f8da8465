package dev.starling.core.api.http;

import java.util.Map;
import java.util.Objects;
import okhttp3.FormBody;
import okhttp3.HttpUrl;
import okhttp3.MediaType;

/**
 * One API call, immutable. The URL carries only public parameters (never secrets), so it may be
 * logged and shown as built.
 *
 * @param body null for none
 * @param idempotent true lets a POST be retried after a failure like a GET would be
 */
public record ApiRequest(String method, HttpUrl url, Body body, Auth auth, boolean idempotent) {

    public static final MediaType FORM = MediaType.get("application/x-www-form-urlencoded;charset=UTF-8");
    public static final MediaType JSON = MediaType.get("application/json;charset=UTF-8");

    /** A request body; {@code bytes} is never modified after construction. */
    public record Body(MediaType contentType, byte[] bytes) {
        public Body {
            Objects.requireNonNull(contentType, "contentType");
            bytes = bytes.clone();
        }

        @Override
        public byte[] bytes() {
            return bytes.clone();
        }
    }

    public ApiRequest {
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(auth, "auth");
    }

    public static ApiRequest get(HttpUrl url, Auth auth) {
        return new ApiRequest("GET", url, null, auth, true);
    }

    public static ApiRequest postForm(HttpUrl url, Map<String, String> params, Auth auth) {
        FormBody.Builder form = new FormBody.Builder();
        params.forEach(form::add);
        okio.Buffer buffer = new okio.Buffer();
        try {
            form.build().writeTo(buffer);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("writing to memory cannot fail", e);
        }
        return new ApiRequest("POST", url, new Body(FORM, buffer.readByteArray()), auth, false);
    }

    public static ApiRequest postJson(HttpUrl url, byte[] json, Auth auth) {
        return new ApiRequest("POST", url, new Body(JSON, json), auth, false);
    }

    public ApiRequest markedIdempotent() {
        return new ApiRequest(method, url, body, auth, true);
    }

    /** Safe to send again after a failure: GET, HEAD, PUT, DELETE, OPTIONS, or a POST marked so. */
    public boolean repeatable() {
        return idempotent || switch (method) {
            case "GET", "HEAD", "PUT", "DELETE", "OPTIONS" -> true;
            default -> false;
        };
    }

    @Override
    public String toString() {
        return "ApiRequest[" + method + " " + url + "]";
    }
}
