package dev.starling.core.api.http;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.function.DoubleSupplier;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Sends a repeatable request again after a 503, a timeout or a failed connection, waiting an
 * exponentially growing, fully jittered time: a uniform draw from [0, min(cap, base * 2^attempt)),
 * so many clients that failed together do not come back together. Requests that are not safe to
 * repeat (a POST not marked idempotent) are never sent twice.
 */
record RetryInterceptor(Sleeper sleeper, DoubleSupplier random, int maxRetries, Duration base, Duration cap) implements Interceptor {

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        ApiRequest api = request.tag(ApiRequest.class);
        boolean repeatable = api != null ? api.repeatable() : !"POST".equals(request.method());
        for (int attempt = 0; ; attempt++) {
            boolean last = !repeatable || attempt >= maxRetries;
            Response response;
            try {
                response = chain.proceed(request);
            } catch (IOException e) {
                if (last || !retryable(e)) {
                    throw e;
                }
                pause(attempt);
                continue;
            }
            if (response.code() != 503 || last) {
                return response;
            }
            response.close();
            pause(attempt);
        }
    }

    /** Timeouts and connection failures; not a cancel, and not the loopback guard's refusal. */
    private static boolean retryable(IOException e) {
        if (e instanceof InsecureConnectionException || Thread.currentThread().isInterrupted()) {
            return false;
        }
        return e instanceof SocketTimeoutException || !(e instanceof InterruptedIOException);
    }

    Duration delay(int attempt) {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(attempt, 30));
        return Duration.ofMillis((long) (random.getAsDouble() * ceiling));
    }

    private void pause(int attempt) throws InterruptedIOException {
        try {
            sleeper.sleep(delay(attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting to retry");
        }
    }
}
