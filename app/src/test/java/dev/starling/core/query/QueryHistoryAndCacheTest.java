package dev.starling.core.query;

import dev.starling.core.query.answer.AnswerIndex;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QuerySpecCodec;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.store.ResultCache;
import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.store.LocalStores;
import dev.starling.core.text.Messages;
import dev.starling.core.text.WordedException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryHistoryAndCacheTest {

    @TempDir
    Path dataDir;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);

    @Test
    void recordsRunsOncePerQueryAndKeepsRenamesStarsAndDeletesAcrossRestarts() {
        QuerySpec posts = QuerySpec.of(Endpoint.POSTS_BY_IDS, "1,2").with(FieldGroup.TWEET, "created_at");
        QuerySpec me = QuerySpec.of(Endpoint.ME, "");
        long postsId;
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            QueryHistory history = new QueryHistory(stores.durable().database(), clock, Messages::text);
            QueryHistory.Entry first = history.recordRun(posts, "sandbox", 200);
            assertThat(history.recordRun(posts, "sandbox", 429).id()).isEqualTo(first.id());
            history.recordRun(me, "sandbox", 200);
            postsId = first.id();
            assertThat(first.name()).isEqualTo("Posts by ids: 1,2");
            history.rename(postsId, "  Launch posts ");
            history.setStarred(postsId, true);
            assertThatThrownBy(() -> history.rename(postsId, " ")).isInstanceOfSatisfying(WordedException.class,
                    blank -> assertThat(Messages.text(blank.text())).contains("cannot be empty"));
        }
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            QueryHistory history = new QueryHistory(stores.durable().database(), clock, Messages::text);
            List<QueryHistory.Entry> entries = history.list();
            assertThat(entries).extracting(QueryHistory.Entry::name).containsExactly("Launch posts", "Me (signed-in user)");
            assertThat(entries.get(0).starred()).isTrue();
            assertThat(entries.get(0).lastStatus()).isEqualTo(429);
            assertThat(entries.get(0).spec()).isEqualTo(posts);
            history.delete(postsId);
            assertThat(history.list()).hasSize(1);
        }
    }

    @Test
    void specsRoundTripThroughTheirStoredForm() {
        QuerySpec spec = QuerySpec.of(Endpoint.RECENT_SEARCH, "from:x \"a b\"").withPaging(25, "tok")
                .with(FieldGroup.TWEET_EXPANSIONS, "author_id").with(FieldGroup.USER, "username", "verified_type");
        assertThat(QuerySpecCodec.decode(QuerySpecCodec.encode(spec))).isEqualTo(spec);
        assertThatThrownBy(() -> QuerySpecCodec.decode("{\"endpoint\":\"NOPE\"}")).hasMessageContaining("delete it");
    }

    @Test
    void resultsOpenOfflineMarkedAsCachedAndObjectsFillLaterJoins() throws Exception {
        String body = "{\"data\":[{\"id\":\"10\",\"text\":\"hi\",\"author_id\":\"1\"}],"
                + "\"includes\":{\"users\":[{\"id\":\"1\",\"username\":\"demo_marketer\"}],"
                + "\"media\":[{\"media_key\":\"3_1\",\"type\":\"photo\"}]}}";
        QueryResult result = new QueryResult(200, Map.of("x-rate-limit-remaining", List.of("299")),
                body.getBytes(StandardCharsets.UTF_8), clock.instant(), 42, false);
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            ResultCache cache = new ResultCache(stores.cache());
            cache.storeResult(7, result);
            cache.rememberObjects(AnswerIndex.of(body.getBytes(StandardCharsets.UTF_8)), Endpoint.Primary.POSTS);
        }
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            ResultCache cache = new ResultCache(stores.cache());
            QueryResult reopened = cache.result(7).orElseThrow();
            assertThat(reopened.fromCache()).isTrue();
            assertThat(reopened.bodyText()).isEqualTo(body);
            assertThat(reopened.header("X-Rate-Limit-Remaining")).contains("299");
            assertThat(reopened.receivedAt()).isEqualTo(clock.instant());
            assertThat(cache.post("10").orElseThrow().path("text").asText()).isEqualTo("hi");
            assertThat(cache.user("1").orElseThrow().path("username").asText()).isEqualTo("demo_marketer");
            assertThat(cache.media("3_1").orElseThrow().path("type").asText()).isEqualTo("photo");
            assertThat(cache.post("10").orElseThrow()).isEqualTo(new ObjectMapper().readTree(body).path("data").get(0));
            assertThat(cache.result(8)).isEmpty();
            cache.forgetResult(7);
            assertThat(cache.result(7)).isEmpty();
        }
    }
}
