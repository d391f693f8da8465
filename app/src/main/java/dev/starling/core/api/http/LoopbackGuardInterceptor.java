package dev.starling.core.api.http;

import java.io.IOException;
import java.util.Locale;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Outermost interceptor: a request carrying credentials over plain {@code http://} goes nowhere
 * unless its host is this computer. Host names are never resolved here, so {@code 127.evil.example}
 * is not mistaken for loopback: only {@code localhost}, 127.0.0.0/8 literals and {@code ::1} pass.
 */
final class LoopbackGuardInterceptor implements Interceptor {

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        ApiRequest api = request.tag(ApiRequest.class);
        boolean credentials = request.header("Authorization") != null
                || (api != null && !(api.auth() instanceof Auth.None));
        if (credentials && !request.isHttps() && !isLoopback(request.url().host())) {
            throw new InsecureConnectionException(request.url().host());
        }
        return chain.proceed(request);
    }

    static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.startsWith("[") && h.endsWith("]")) {
            h = h.substring(1, h.length() - 1);
        }
        if (h.equals("localhost") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")) {
            return true;
        }
        String[] parts = h.split("\\.", -1);
        if (parts.length != 4 || !parts[0].equals("127")) {
            return false;
        }
        for (String part : parts) {
            if (part.isEmpty() || part.length() > 3 || !part.chars().allMatch(Character::isDigit)
                    || Integer.parseInt(part) > 255) {
                return false;
            }
        }
        return true;
    }
}
