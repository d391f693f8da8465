package dev.starling.core.api.http;

import dev.starling.core.requestlog.Redactor;
import dev.starling.core.requestlog.RequestLogEntry;
import dev.starling.core.requestlog.RequestLogSink;
import dev.starling.core.requestlog.UploadBodySummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;

/**
 * Innermost interceptor: records every attempt that reached the network (retries each get a row),
 * redacted before it leaves this class. A failing log never fails the request. On a streaming client
 * ({@code streamed}) a successful answer's body is left to its reader: the row has the status and
 * headers, an error answer's body as usual.
 */
record RequestLogInterceptor(RequestLogSink sink, Clock clock, int bodyCap, boolean streamed) implements Interceptor {

    RequestLogInterceptor(RequestLogSink sink, Clock clock, int bodyCap) {
        this(sink, clock, bodyCap, false);
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        Instant started = clock.instant();
        long startNanos = System.nanoTime();
        Response response;
        try {
            response = chain.proceed(request);
        } catch (IOException e) {
            record(request, started, startNanos, null, null, e.getClass().getSimpleName());
            throw e;
        }
        if (streamed && response.isSuccessful()) {
            record(request, started, startNanos, response, null, null);
            return response;
        }
        ResponseBody body = response.body();
        MediaType type = body.contentType();
        byte[] bytes = body.bytes();
        record(request, started, startNanos, response, bytes, null);
        return response.newBuilder().body(ResponseBody.create(bytes, type)).build();
    }

    private void record(Request request, Instant started, long startNanos, Response response, byte[] responseBytes,
                        String error) {
        try {
            List<String> secrets = knownSecrets(request.tag(ApiRequest.class));
            Map<String, String> headers = new TreeMap<>();
            for (String name : request.headers().names()) {
                headers.put(name, Redactor.values(Redactor.header(name, request.header(name)), secrets));
            }
            byte[] requestBytes = requestBytes(request);
            String requestType = request.body() == null || request.body().contentType() == null ? null
                    : request.body().contentType().toString();
            String responseType = response == null ? null : response.header("Content-Type");
            long millis = Duration.ofNanos(System.nanoTime() - startNanos).toMillis();
            sink.record(new RequestLogEntry(0, started, request.method(),
                    Redactor.values(Redactor.url(request.url().toString()), secrets), request.url().encodedPath(),
                    response == null ? 0 : response.code(), millis, response == null ? null : rateLimitLines(response),
                    headers, requestText(requestType, requestBytes, secrets), requestBytes == null ? 0 : requestBytes.length,
                    text(responseType, responseBytes, secrets), responseBytes == null ? 0 : responseBytes.length, error));
        } catch (RuntimeException | IOException e) {
            // The log is a diagnostic aid: losing one row must not cost the user the request.
        }
    }

    /** An audience upload's body is summarised (counts and sizes), not scrubbed in full: see UploadBodySummary. */
    private String requestText(String contentType, byte[] bytes, List<String> secrets) {
        String summary = contentType != null && contentType.contains("json") ? UploadBodySummary.of(bytes) : null;
        return summary != null ? Redactor.values(summary, secrets) : text(contentType, bytes, secrets);
    }

    private String text(String contentType, byte[] bytes, List<String> secrets) {
        if (bytes == null || bytes.length == 0) {
            return null;
        }
        String full = new String(bytes, StandardCharsets.UTF_8);
        // Redact the whole text before capping, so a cut never splits a secret out of its name.
        String redacted = Redactor.values(Redactor.body(contentType, full), secrets);
        return redacted.length() <= bodyCap ? redacted : redacted.substring(0, bodyCap) + "\u2026 (truncated)";
    }

    private static byte[] requestBytes(Request request) throws IOException {
        if (request.body() == null) {
            return null;
        }
        Buffer buffer = new Buffer();
        request.body().writeTo(buffer);
        return buffer.readByteArray();
    }

    private static String rateLimitLines(Response response) {
        StringBuilder lines = new StringBuilder();
        for (String name : response.headers().names()) {
            if (name.toLowerCase(java.util.Locale.ROOT).contains("rate-limit")) {
                lines.append(name.toLowerCase(java.util.Locale.ROOT)).append(": ").append(response.header(name)).append('\n');
            }
        }
        return lines.length() == 0 ? null : lines.toString().strip();
    }

    static List<String> knownSecrets(ApiRequest api) {
        List<String> secrets = new ArrayList<>();
        if (api == null) {
            return secrets;
        }
        if (api.auth() instanceof Auth.OAuth1 oauth) {
            secrets.add(oauth.credentials().consumerSecret().reveal());
            if (oauth.credentials().tokenSecret() != null) {
                secrets.add(oauth.credentials().tokenSecret().reveal());
            }
        } else if (api.auth() instanceof Auth.Bearer bearer) {
            secrets.add(bearer.token().reveal());
        } else if (api.auth() instanceof Auth.OAuth2 user) {
            secrets.add(user.accessToken().reveal());
        } else if (api.auth() instanceof Auth.Basic basic) {
            secrets.add(basic.password().reveal());
        }
        return secrets;
    }
}
