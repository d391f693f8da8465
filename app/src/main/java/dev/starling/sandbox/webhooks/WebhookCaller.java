package dev.starling.sandbox.webhooks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.WebhookCalls;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.net.ssl.SSLException;

/**
 * Calls webhook URLs as X does: the CRC challenge ({@code GET url?crc_token=T}, answered with
 * {@code {"response_token": "sha256=" + base64(HMAC-SHA256(consumer secret, T))}} within the timeout)
 * and deliveries ({@code POST} of the JSON body with {@code x-twitter-webhooks-signature: sha256=} and
 * the base64 HMAC-SHA256 of the body). What an answer means follows X: a wrong token, a redirect or a
 * TLS failure is permanent (the webhook is invalid at once); another status, a timeout or a refused
 * connection is transient.
 *
 * <p>Hosts of the names reserved for examples ({@code example.com}, {@code .example}, {@code .test},
 * {@code .invalid}) are never called: the sandbox treats them as a receiver that answers correctly,
 * so demos and tests can register a webhook without a server and without reaching the internet.
 */
public final class WebhookCaller implements WebhookCalls {

    /** What a call found. */
    public enum Outcome {
        /** 2xx (and for a CRC, the right token). */
        OK,
        /** A 2xx CRC answer with a wrong or missing token, a redirect or a TLS failure: invalid at once. */
        PERMANENT,
        /** Another status, a timeout, a refused connection: retried, invalid only after long. */
        TRANSIENT
    }

    /** An outcome and what happened, in X's manner. */
    public record Result(Outcome outcome, int status, String reason) {
        static final Result OK = new Result(Outcome.OK, 200, null);
    }

    public static final String SIGNATURE_HEADER = "x-twitter-webhooks-signature";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final HttpClient client;
    private final SecretKeySpec key;
    private final Supplier<WebhookSettings> settings;

    public WebhookCaller(String consumerSecret, Supplier<WebhookSettings> settings) {
        this.key = new SecretKeySpec(consumerSecret.getBytes(StandardCharsets.UTF_8), "HmacSHA256");
        this.settings = settings;
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(10)).build();
    }

    /** {@code sha256=} and the base64 HMAC-SHA256 of {@code bytes} with the app's consumer secret. */
    public String sign(byte[] bytes) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return "sha256=" + Base64.getEncoder().encodeToString(mac.doFinal(bytes));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is part of every Java runtime", e);
        }
    }

    @Override
    public Crc crc(String url) {
        Result result = checkCrc(url);
        return result.outcome() == Outcome.OK ? Crc.PASSED : Crc.failed(result.reason());
    }

    /** X's CRC challenge against {@code url}. */
    public Result checkCrc(String url) {
        if (reserved(url)) {
            return Result.OK;
        }
        byte[] token = new byte[24];
        RANDOM.nextBytes(token);
        String crcToken = Base64.getUrlEncoder().withoutPadding().encodeToString(token);
        URI uri;
        try {
            uri = withQuery(url, "crc_token=" + crcToken);
        } catch (URISyntaxException e) {
            return new Result(Outcome.PERMANENT, 0, "the URL cannot be called");
        }
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(settings.get().crcTimeout()).GET().build();
        HttpResponse<byte[]> response;
        try {
            response = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (HttpTimeoutException e) {
            return new Result(Outcome.TRANSIENT, 0, "the URL did not answer the CRC check within "
                    + settings.get().crcTimeout().toSeconds() + " seconds");
        } catch (SSLException e) {
            return new Result(Outcome.PERMANENT, 0, "the TLS handshake with the URL failed");
        } catch (IOException e) {
            return new Result(Outcome.TRANSIENT, 0, "the URL could not be reached (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(Outcome.TRANSIENT, 0, "the check was interrupted");
        }
        int status = response.statusCode();
        if (status >= 300 && status < 400) {
            return new Result(Outcome.PERMANENT, status, "the URL answered the CRC check with a redirect (HTTP " + status + ")");
        }
        if (status < 200 || status >= 300) {
            return new Result(Outcome.TRANSIENT, status, "the URL answered the CRC check with HTTP " + status);
        }
        String expected = sign(crcToken.getBytes(StandardCharsets.UTF_8));
        String given;
        try {
            JsonNode body = Json.parse(response.body());
            given = body == null ? null : body.path("response_token").asText(null);
        } catch (IOException e) {
            given = null;
        }
        if (given == null) {
            return new Result(Outcome.PERMANENT, status, "Invalid response_token: the answer has no response_token");
        }
        if (!java.security.MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
                given.getBytes(StandardCharsets.UTF_8))) {
            return new Result(Outcome.PERMANENT, status, "Invalid response_token: it is not the HMAC-SHA256 of the "
                    + "crc_token keyed with the app's consumer secret");
        }
        return Result.OK;
    }

    /** Posts a delivery, signed; completes with what happened (never exceptionally). */
    public CompletableFuture<Result> deliver(String url, byte[] body) {
        if (reserved(url)) {
            return CompletableFuture.completedFuture(Result.OK);
        }
        HttpRequest request;
        try {
            request = HttpRequest.newBuilder(new URI(url)).timeout(settings.get().deliveryTimeout())
                    .header("Content-Type", "application/json; charset=utf-8").header(SIGNATURE_HEADER, sign(body))
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return CompletableFuture.completedFuture(new Result(Outcome.PERMANENT, 0, "the URL cannot be called"));
        }
        return client.sendAsync(request, HttpResponse.BodyHandlers.discarding()).handle((response, failure) -> {
            if (failure != null) {
                Throwable cause = failure.getCause() != null ? failure.getCause() : failure;
                if (cause instanceof SSLException) {
                    return new Result(Outcome.PERMANENT, 0, "TLS handshake failed");
                }
                return new Result(Outcome.TRANSIENT, 0, cause.getClass().getSimpleName());
            }
            int status = response.statusCode();
            if (status >= 200 && status < 300) {
                return Result.OK;
            }
            return new Result(status >= 300 && status < 400 ? Outcome.PERMANENT : Outcome.TRANSIENT, status,
                    "HTTP " + status);
        });
    }

    /** Names reserved for examples and tests (RFC 2606, 6761): never resolved, never called. */
    static boolean reserved(String url) {
        try {
            String host = new URI(url).getHost();
            if (host == null) {
                return false;
            }
            String name = host.toLowerCase(Locale.ROOT);
            for (String domain : new String[] {"example.com", "example.net", "example.org"}) {
                if (name.equals(domain) || name.endsWith("." + domain)) {
                    return true;
                }
            }
            return name.endsWith(".example") || name.endsWith(".test") || name.endsWith(".invalid");
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static URI withQuery(String url, String query) throws URISyntaxException {
        URI base = new URI(url);
        String raw = base.getRawQuery();
        return new URI(base.getScheme() + "://" + base.getRawAuthority() + (base.getRawPath() == null
                || base.getRawPath().isEmpty() ? "/" : base.getRawPath()) + "?" + (raw == null ? "" : raw + "&") + query);
    }
}
