package dev.starling.core.api.http;

import dev.starling.core.api.error.ApiError;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Transport;
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

    /** The most of an error body a stream's opening keeps (X's problems are far smaller). */
    private static final int MAX_ERROR_BODY = 64 * 1024;

    private final OkHttpClient client;
    /**
     * Streams get connections of their own, never kept idle: a connection left in a shared pool after a
     * refused attempt (a 429 waited out for a minute) is closed by the server meanwhile, and reusing it
     * would fail the next attempt for nothing.
     */
    private final okhttp3.ConnectionPool streamPool = new okhttp3.ConnectionPool(0, 1, java.util.concurrent.TimeUnit.SECONDS);
    private final HttpSettings settings;
    private final List<Consumer<String>> tokenRevokedListeners = new CopyOnWriteArrayList<>();

    public ApiHttp(HttpSettings settings) {
        this(settings, null);
    }

    /**
     * @param pinned the only certificate HTTPS connections accept (the embedded sandbox's), or null
     *     for the normal certificate checks
     */
    public ApiHttp(HttpSettings settings, java.security.cert.X509Certificate pinned) {
        this.settings = settings;
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

    /**
     * Opens a long-lived stream (NDJSON) and returns as soon as the status and headers are in. No
     * retries or rate-limit waits: the caller reconnects on the stream's own schedule.
     * {@code readTimeout} is the keep-alive watchdog: a read that gets no byte for that long fails.
     *
     * @param cancel receives, before anything is sent, what ends the call from another thread (a stop
     *     while the server has not answered yet)
     */
    public OpenStream openStream(ApiRequest request, java.time.Duration readTimeout, Consumer<Runnable> cancel) {
        OkHttpClient streaming = Interceptors.installStreaming(client.newBuilder().connectionPool(streamPool), settings,
                readTimeout).build();
        Request.Builder builder = new Request.Builder().url(request.url()).tag(ApiRequest.class, request)
                .header("User-Agent", "Starling/" + userAgentVersion()).get();
        okhttp3.Call call = streaming.newCall(builder.build());
        cancel.accept(call::cancel);
        try {
            Response response = call.execute();
            java.util.Map<String, List<String>> headers = response.headers().toMultimap();
            if (response.isSuccessful()) {
                return OpenStream.of(response.code(), headers, response.body().byteStream(), null, call::cancel,
                        response::close);
            }
            try (Response failed = response) {
                okio.BufferedSource source = failed.body().source();
                source.request(MAX_ERROR_BODY);
                byte[] bytes = source.getBuffer().readByteArray(Math.min(source.getBuffer().size(), MAX_ERROR_BODY));
                notifyIfRevoked(request, failed, bytes);
                return OpenStream.of(failed.code(), headers, null, bytes, () -> { }, () -> { });
            }
        } catch (IOException e) {
            throw new ApiException(Interceptors.insecureHost(e)
                    .<ApiError>map(dev.starling.core.api.error.InsecureConnection::new)
                    .orElseGet(() -> transport(e, request.url().host())));
        }
    }

    /** X asks streaming clients to name themselves and their version in the User-Agent. */
    private static String userAgentVersion() {
        String version = ApiHttp.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
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
