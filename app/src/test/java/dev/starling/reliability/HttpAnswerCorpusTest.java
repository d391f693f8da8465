package dev.starling.reliability;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.cli.StarlingCommand;
import dev.starling.cli.UploadSandbox;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.account.OAuthClient;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.AdsBatchSender;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadSettings;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.SocketEffect;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The HTTP and JSON part of the bad-input corpus ({@code reliability/http-cases.txt}): a mock server
 * on loopback answers every request with the case's status, headers and body (or drops or stalls
 * the connection), and the client call the app makes turns it into an outcome. Every outcome is a
 * result or a message in words: never a Java exception escaping, never a class name, never markup or
 * a kilobyte of server text in the message.
 */
class HttpAnswerCorpusTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:00:00Z");

    @TempDir
    Path dir;

    private final MockWebServer server = new MockWebServer();
    private ApiServices services;
    private DurableStore store;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        URI base = server.url("/").uri();
        store = DurableStore.inMemory(DurableMigrations.ALL);
        // Retries and rate-limit waits are instant (no real sleeping), timeouts short: a stall ends in a second.
        services = ApiServices.create(new ApiEnvironment(EnvironmentKind.CUSTOM, base, base, "corpus-key",
                        Secret.of("corpus-consumer-secret")), store, new FileCredentialVault(dir),
                log -> HttpSettings.defaults(log).withSleeper(duration -> { }).withClock(Clock.fixed(NOW,
                        java.time.ZoneOffset.UTC)).withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1))
                        .withMaxRateLimitWait(Duration.ofSeconds(30)));
        services.accounts().setDefault(services.accounts().add(new OAuthClient.AccessToken("corpus-token",
                Secret.of("corpus-token-secret"), "1", "corpus_user")));
    }

    @AfterEach
    void stop() {
        server.close();
        store.close();
    }

    static Stream<Arguments> answers() {
        return CorpusTable.rows("http-cases.txt", 6).stream()
                .map(row -> Arguments.of(row[0], row[1], Integer.parseInt(row[2]), row[3], row[4], row[5]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("answers")
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void anHttpAnswerBecomesAResultOrAClearMessage(String name, String call, int status, String headers, String body,
                                                   String expected) {
        MockResponse answer = answer(status, headers, CorpusTable.bytes(body));
        server.setDispatcher(new mockwebserver3.Dispatcher() {
            @Override
            public MockResponse dispatch(mockwebserver3.RecordedRequest request) {
                return answer;
            }
        });

        String outcome = outcome(call);

        UserFacing.assertFragments(outcome, expected, Map.of());
        UserFacing.assertPlain(outcome);
        assertThat(outcome.length()).as("a message, not a page: %s", outcome).isLessThan(600);
    }

    private static MockResponse answer(int status, String headers, byte[] body) {
        MockResponse.Builder builder = new MockResponse.Builder().code(status);
        for (String header : headers.isBlank() ? new String[0] : headers.split(";;")) {
            String text = header.strip();
            switch (text) {
                case "@effect=drop-at-start" -> builder.onResponseStart(new SocketEffect.CloseSocket());
                case "@effect=drop-mid-body" -> builder.onResponseBody(new SocketEffect.CloseSocket());
                case "@effect=stall" -> builder.onResponseStart(SocketEffect.Stall.INSTANCE);
                default -> builder.addHeaderLenient(text.substring(0, text.indexOf(':')).strip(),
                        text.substring(text.indexOf(':') + 1).strip());
            }
        }
        return builder.body(new Buffer().write(body)).build();
    }

    /** What the call came to, as text: {@code ok: ...}, {@code error: <message>}, ... or a crash that fails the case. */
    private String outcome(String call) {
        try {
            return switch (call) {
                case "accounts" -> "ok: " + AdsClient.signedIn(services).accounts().size() + " accounts";
                case "audience" -> "ok: " + AdsClient.signedIn(services).audience("a1", "ka1", false).name();
                case "v2" -> "ok: " + describe(services.v2().get("/2/users/me", Map.of(), auth()).body());
                case "batch" -> batch();
                default -> {
                    if (!call.startsWith("cli ")) {
                        throw new IllegalArgumentException("unknown call " + call);
                    }
                    yield cli(call.substring("cli ".length()));
                }
            };
        } catch (ApiException e) {
            return "error: " + Messages.text(e.text());
        } catch (IOException e) {
            return "io: " + (e instanceof dev.starling.core.text.Worded worded ? Messages.text(worded.text()) : e.getMessage());
        } catch (RuntimeException e) {
            throw new AssertionError("the call crashed instead of answering in words", e);
        }
    }

    /**
     * {@code starling ARGS} in this JVM against the mock server, as a user signed in to it (a data folder
     * of its own): what the terminal would show, stdout then stderr, and the exit code.
     */
    private String cli(String args) throws IOException {
        Path data = dir.resolve("cli-data");
        URI base = server.url("/").uri();
        if (!java.nio.file.Files.exists(data)) {
            java.nio.file.Files.createDirectories(data);
            try (DurableStore durable = DurableStore.open(data, DurableMigrations.ALL)) {
                ApiServices signedIn = ApiServices.create(new ApiEnvironment(EnvironmentKind.CUSTOM, base, base, "corpus-key",
                        Secret.of("corpus-consumer-secret")), durable, new FileCredentialVault(data));
                signedIn.accounts().setDefault(signedIn.accounts().add(new OAuthClient.AccessToken("corpus-token",
                        Secret.of("corpus-token-secret"), "1", "corpus_user")));
            }
        }
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of("--data-dir", data.toString(),
                "--api-base", base.toString(), "--ads-api-base", base.toString(), "--consumer-key", "corpus-key"));
        all.addAll(java.util.List.of(args.split(" +")));
        UploadSandbox.Run run = UploadSandbox.run(Map.of(StarlingCommand.ENV_CONSUMER_SECRET, "corpus-consumer-secret"),
                all);
        return "exit " + run.exit() + ": " + run.out() + run.err();
    }

    private String batch() throws IOException {
        UploadSettings settings = UploadSettings.customAudience("a1", "ka1", UploadSettings.Operation.UPDATE, NOW,
                NOW.plus(Duration.ofDays(30)));
        UploadBatch batch = new UploadBatch(1, "{\"operation_type\":\"Update\"}".getBytes(StandardCharsets.UTF_8),
                new long[] {2});
        BatchResponse response = new AdsBatchSender(AdsClient.signedIn(services), Clock.fixed(NOW, java.time.ZoneOffset.UTC))
                .send(settings, batch);
        String errors = response.operationErrors().stream().map(e -> "operation " + e.index() + ": " + e.message())
                .collect(Collectors.joining("; "));
        String kind = response.isRateLimited() ? "rate limited: " + response.retryAfter()
                : response.isSuccess() ? "ok: " + response.successCount() + " of " + response.totalCount() + " accepted"
                : response.status() < 300 ? "failed: " + Messages.text(response.error()) : "refused: " + Messages.text(response.error());
        return kind + (errors.isEmpty() ? "" : " " + errors);
    }

    private Auth auth() {
        return services.accounts().defaultAccount().flatMap(services.accounts()::authFor).map(a -> (Auth) a)
                .orElse(Auth.OAuth1.of(OAuth1Credentials.app("corpus-key", Secret.of("corpus-consumer-secret"))));
    }

    private static String describe(JsonNode body) {
        if (body == null || body.isMissingNode()) {
            return "empty answer";
        }
        return body.isTextual() ? "a string" : body.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
    }
}
