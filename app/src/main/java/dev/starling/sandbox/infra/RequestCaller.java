package dev.starling.sandbox.infra;

import dev.starling.sandbox.http.SandboxRequest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Who a request counts against: its access token, bearer token, consumer key or address. */
final class RequestCaller {

    private static final Pattern OAUTH_TOKEN = Pattern.compile("oauth_token=\"([^\"]*)\"");
    private static final Pattern CONSUMER_KEY = Pattern.compile("oauth_consumer_key=\"([^\"]*)\"");

    private RequestCaller() {
    }

    static String of(SandboxRequest request) {
        String header = request.header("authorization").orElse("");
        if (header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return "bearer:" + header.substring(7).trim();
        }
        if (header.regionMatches(true, 0, "OAuth ", 0, 6)) {
            Matcher token = OAUTH_TOKEN.matcher(header);
            if (token.find()) {
                return "token:" + token.group(1);
            }
            Matcher consumer = CONSUMER_KEY.matcher(header);
            if (consumer.find()) {
                return "app:" + consumer.group(1);
            }
        }
        if (header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return "basic:" + header.substring(6).trim();
        }
        return request.param("oauth_token").map(token -> "token:" + token)
                .orElse("address:" + request.remoteAddress());
    }
}
