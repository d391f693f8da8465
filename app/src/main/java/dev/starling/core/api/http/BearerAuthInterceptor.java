package dev.starling.core.api.http;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Adds {@code Authorization: Bearer} for app-only requests, and {@code Basic} for the token request,
 * where key and secret are each URL-encoded before joining (RFC 6749 section 2.3.1), then base64.
 */
final class BearerAuthInterceptor implements Interceptor {

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        ApiRequest api = request.tag(ApiRequest.class);
        if (api == null) {
            return chain.proceed(request);
        }
        if (api.auth() instanceof Auth.Bearer bearer) {
            return chain.proceed(request.newBuilder().header("Authorization", "Bearer " + bearer.token().reveal()).build());
        }
        if (api.auth() instanceof Auth.OAuth2 user) {
            return chain.proceed(request.newBuilder().header("Authorization", "Bearer " + user.accessToken().reveal())
                    .build());
        }
        if (api.auth() instanceof Auth.Basic basic) {
            return chain.proceed(request.newBuilder().header("Authorization", basicValue(basic)).build());
        }
        return chain.proceed(request);
    }

    static String basicValue(Auth.Basic basic) {
        String joined = URLEncoder.encode(basic.username(), StandardCharsets.UTF_8) + ":"
                + URLEncoder.encode(basic.password().reveal(), StandardCharsets.UTF_8);
        return "Basic " + Base64.getEncoder().encodeToString(joined.getBytes(StandardCharsets.UTF_8));
    }
}
