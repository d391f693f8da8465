package dev.starling.core.api.http;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;
import java.util.Locale;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okio.Buffer;

/**
 * Signs requests whose {@link Auth} is OAuth 1.0a. Runs inside the retry loop, so every attempt gets
 * a fresh timestamp and nonce (a server rejects a reused nonce). Form bodies are signed; JSON and
 * multipart bodies are not (RFC 5849 section 3.4.1.3.1).
 */
final class OAuth1SigningInterceptor implements Interceptor {

    private final OAuth1Signer signer = new OAuth1Signer();
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    OAuth1SigningInterceptor(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        ApiRequest api = request.tag(ApiRequest.class);
        if (api == null || !(api.auth() instanceof Auth.OAuth1 oauth)) {
            return chain.proceed(request);
        }
        OAuth1Signer.Signed signed = signer.sign(request.method(), request.url().toString(), formBody(request.body()),
                oauth.credentials(), oauth.extraOAuth(), Long.toString(clock.instant().getEpochSecond()), nonce(), true);
        return chain.proceed(request.newBuilder().header("Authorization", signed.authorizationHeader()).build());
    }

    private String nonce() {
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private static String formBody(RequestBody body) throws IOException {
        if (body == null) {
            return null;
        }
        MediaType type = body.contentType();
        if (type == null || !"application".equals(type.type())
                || !"x-www-form-urlencoded".equals(type.subtype().toLowerCase(Locale.ROOT))) {
            return null;
        }
        Buffer buffer = new Buffer();
        body.writeTo(buffer);
        return buffer.readUtf8();
    }
}
