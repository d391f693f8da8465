package dev.starling.core.requestlog;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class RequestLogRepositoryTest {

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);

    @AfterEach
    void close() {
        store.close();
    }

    private static RequestLogEntry entry(String path, int status, String responseBody) {
        return new RequestLogEntry(0, Instant.parse("2026-01-01T00:00:00Z"), "GET", "http://127.0.0.1:1" + path, path,
                status, 3, null, Map.of(), null, 0, responseBody, responseBody == null ? 0 : responseBody.length(), null);
    }

    @Test
    void keepsOnlyTheNewestEntriesUpToTheCap() {
        RequestLogRepository log = new RequestLogRepository(store.database(), 5);
        for (int i = 0; i < 12; i++) {
            log.insert(entry("/n" + i, 200, null));
        }

        assertThat(log.count()).isEqualTo(5);
        assertThat(log.find(RequestLogFilter.ALL)).extracting(RequestLogEntry::path)
                .containsExactly("/n11", "/n10", "/n9", "/n8", "/n7");
    }

    @Test
    void keepsTheNewestEntriesWithinTheByteCapWhateverTheRowCap() {
        RequestLogRepository log = new RequestLogRepository(store.database(), 2_000, 50_000);
        String tenKilobytes = "x".repeat(10_000);
        for (int i = 0; i < 20; i++) {
            log.insert(entry("/big" + i, 200, tenKilobytes));
        }

        // 10,000 bytes of body plus the row's own text and overhead each: four fit in 50,000 bytes, not five
        assertThat(log.find(RequestLogFilter.ALL)).extracting(RequestLogEntry::path)
                .containsExactly("/big19", "/big18", "/big17", "/big16");
    }

    @Test
    void theNewestEntryStaysEvenWhenItAloneIsOverTheByteCap() {
        RequestLogRepository log = new RequestLogRepository(store.database(), 2_000, 1_000);
        log.insert(entry("/small", 200, "ok"));
        log.insert(entry("/huge", 200, "y".repeat(5_000)));

        assertThat(log.find(RequestLogFilter.ALL)).extracting(RequestLogEntry::path).containsExactly("/huge");
    }

    @Test
    void storedSizeCountsUtf8Bytes() {
        RequestLogEntry ascii = entry("/a", 200, "aaaa");
        RequestLogEntry accented = entry("/a", 200, "\u00e9\u00e9\u20ac\ud83d\ude00");

        // é is 2 bytes, € 3 and the emoji 4: 11 bytes where the ASCII body has 4
        assertThat(RequestLogRepository.storedBytes(accented, "{}") - RequestLogRepository.storedBytes(ascii, "{}"))
                .isEqualTo(7);
    }

    @Test
    void filtersByExactStatusStatusClassEndpointAndText() {
        RequestLogRepository log = new RequestLogRepository(store.database());
        log.insert(entry("/2/users/me", 200, "{\"name\":\"Ada\"}"));
        log.insert(entry("/2/tweets", 429, "{\"title\":\"Too Many Requests\"}"));
        log.insert(entry("/oauth/request_token", 401, "Invalid signature"));
        log.insert(entry("/2/tweets", 0, null));

        assertThat(log.find(RequestLogFilter.ALL.withStatus(429))).extracting(RequestLogEntry::status).containsExactly(429);
        assertThat(log.find(RequestLogFilter.ALL.withStatus(4))).extracting(RequestLogEntry::status)
                .containsExactly(401, 429);
        assertThat(log.find(RequestLogFilter.ALL.withEndpoint("tweets"))).hasSize(2);
        assertThat(log.find(RequestLogFilter.ALL.withText("ADA"))).extracting(RequestLogEntry::path)
                .containsExactly("/2/users/me");
        assertThat(log.find(RequestLogFilter.ALL.withText("100%"))).isEmpty();
    }

    @Test
    void redactsSecretNamesInFormsJsonUrlsAndHeaders() {
        assertThat(Redactor.formEncoded("oauth_token=t&oauth_token_secret=s&user_id=1"))
                .isEqualTo("oauth_token=<OAUTH_TOKEN>&oauth_token_secret=<OAUTH_TOKEN_SECRET>&user_id=1");
        assertThat(Redactor.json("{\"a\":{\"password\":\"p\",\"next_token\":\"n\"}}"))
                .isEqualTo("{\"a\":{\"password\":\"<PASSWORD>\",\"next_token\":\"n\"}}");
        assertThat(Redactor.url("https://h/x?a=1&access_token=zz#f")).isEqualTo("https://h/x?a=1&access_token=<ACCESS_TOKEN>#f");
        assertThat(Redactor.header("Authorization", "Bearer abc")).isEqualTo("Bearer <BEARER_TOKEN>");
        assertThat(Redactor.values("x sec+ret%2F y", java.util.List.of("sec ret/"))).isEqualTo("x <REDACTED> y");
    }

    @Test
    void audienceUploadBodiesKeepTheirShapeButNotThePeoplesHashes() {
        String hash = "6afb3b8ba60b4050a492472f3c82294dede1ecc6319a9c420f776fd3bca2a381";
        String body = "[{\"operation_type\":\"Update\",\"params\":{\"effective_at\":\"2026-11-21T10:00:00Z\","
                + "\"users\":[{\"email\":[\"" + hash + "\"],\"phone_number\":[\"" + hash + "\",\"" + hash + "\"]},"
                + "{\"partner_user_id\":[\"C000123\"]}]}}]";

        String logged = Redactor.body("application/json", body);

        assertThat(logged).doesNotContain(hash).doesNotContain("C000123");
        assertThat(logged).contains("\"operation_type\":\"Update\"", "\"effective_at\":\"2026-11-21T10:00:00Z\"",
                "\"email\":\"<1 EMAIL VALUE(S)>\"", "\"phone_number\":\"<2 PHONE_NUMBER VALUE(S)>\"");
    }

    @Test
    void curlQuotesSafelyForTheShell() {
        RequestLogEntry entry = new RequestLogEntry(0, Instant.EPOCH, "POST", "https://api.x.com/2/tweets", "/2/tweets",
                201, 1, null, Map.of("Content-Type", "application/json"), "{\"text\":\"it's\"}", 15, null, 0, null);

        assertThat(CurlCommand.of(entry)).isEqualTo("curl -X POST 'https://api.x.com/2/tweets' \\\n"
                + "  -H 'Content-Type: application/json' \\\n  --data-raw '{\"text\":\"it'\\''s\"}'");
    }
}
