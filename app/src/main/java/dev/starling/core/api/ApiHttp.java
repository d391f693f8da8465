package dev.starling.core.api;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Transport;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.Interceptors;
import dev.starling.core.api.http.RateLimit;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.net.ssl.SSLException;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The one HTTP path of the application, for the sandbox and for X alike: OkHttp with Starling's
 * interceptors (loopback guard, rate limits, retries, signing, request log). Answers are fully read
 * {@link ApiResponse}s; every failure is an {@link ApiException} with a typed {@link ApiError}.
 * Blocking: call it from a background task.
 */
public final class ApiHttp {

    private final OkHttpClient client;
    private final List<Consumer<String>> tokenRevokedListeners = new CopyOnWriteArrayList<>();

    public ApiHttp(HttpSettings settings) {
        this(settings, null);
    }

    /**
     * @param pinned the only certificate HTTPS connections accept (the embedded sandbox's), or null
     *     for the normal certificate checks
     */
    public ApiHttp(HttpSettings settings, java.security.cert.X509Certificate pinned) {
        OkHttpClient.Builder builder = Interceptors.install(new OkHttpClient.Builder(), settings);
        this.client = (pinned == null ? builder : dev.starling.core.api.http.PinnedCertificate.trustOnly(builder, pinned))
                .build();
    }

    /** Called with the account key when the server says that account's token is invalid (401, code 89). */
    public void onTokenRevoked(Consumer<String> listener) {
        tokenRevokedListeners.add(listener);
    }

    /** Sends the request; a non-2xx answer becomes an {@link ApiException} with its typed error. */
    public ApiResponse execute(ApiRequest request) {
        ApiResponse response = exchange(request);
        if (response.status() < 200 || response.status() >= 300) {
            throw new ApiException(ApiErrorParser.parse(response.status(), "", response.body()));
        }
        return response;
    }

    /**
     * Sends the request and returns whatever came back, error statuses included (the Query
     * workspace shows them as they are). Only a failure to get any answer throws.
     */
    public ApiResponse exchange(ApiRequest request) {
        Request.Builder builder = new Request.Builder().url(request.url()).tag(ApiRequest.class, request)
                .header("User-Agent", "Starling");
        RequestBody body = request.body() == null ? null
                : RequestBody.create(request.body().bytes(), request.body().contentType());
        builder.method(request.method(), body == null && "POST".equals(request.method())
                ? RequestBody.create(new byte[0], null) : body);
        long start = System.nanoTime();
        try (Response response = client.newCall(builder.build()).execute()) {
            byte[] bytes = response.body().bytes();
            if (!response.isSuccessful()) {
                notifyIfRevoked(request, response, bytes);
            }
            return new ApiResponse(response.code(), response.headers().toMultimap(), bytes,
                    RateLimit.from(response::header), java.time.Duration.ofNanos(System.nanoTime() - start));
        } catch (IOException e) {
            throw new ApiException(Interceptors.insecureHost(e)
                    .<ApiError>map(dev.starling.core.api.error.InsecureConnection::new)
                    .orElseGet(() -> transport(e, request.url().host())));
        }
    }

    private void notifyIfRevoked(ApiRequest request, Response response, byte[] bytes) {
        ApiException failure = new ApiException(ApiErrorParser.parse(response.code(), response.message(), bytes));
        if (failure.isTokenRevoked() && request.auth() instanceof Auth.OAuth1 oauth && oauth.accountKey() != null) {
            tokenRevokedListeners.forEach(listener -> listener.accept(oauth.accountKey()));
        }
        // X answers a revoked or expired OAuth 2.0 user token with a plain 401.
        if (response.code() == 401 && request.auth() instanceof Auth.OAuth2 user && user.accountKey() != null) {
            tokenRevokedListeners.forEach(listener -> listener.accept(user.accountKey()));
        }
    }

    static Transport transport(IOException e, String host) {
        Transport.Kind kind;
        if (e instanceof ConnectException) {
            kind = Transport.Kind.CONNECTION_REFUSED;
        } else if (e instanceof SocketTimeoutException) {
            kind = Transport.Kind.TIMEOUT;
        } else if (e instanceof InterruptedIOException) {
            kind = Transport.Kind.INTERRUPTED;
        } else if (e instanceof SSLException) {
            kind = Transport.Kind.TLS;
        } else if (e instanceof UnknownHostException) {
            kind = Transport.Kind.UNKNOWN_HOST;
        } else {
            kind = Transport.Kind.CONNECTION_FAILED;
        }
        return new Transport(kind, host);
    }
}
