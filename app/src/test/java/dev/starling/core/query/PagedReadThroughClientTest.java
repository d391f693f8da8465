package dev.starling.core.query;

import dev.starling.core.query.answer.PageMeta;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.QueryComposer;
import dev.starling.core.query.compose.QuerySpec;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.sandbox.v2.V2Module;
import dev.starling.sandbox.v2.V2Post;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A paged read through the app's real client (the one HTTP stack with signing, rate limits and
 * retries, via {@link ApiQueryTransport}) against a real sandbox: {@link QueryPages} follows
 * {@code meta.next_token} in each endpoint's own token parameter until X sends none, and the pages
 * together hold every item of the world's list exactly once.
 */
class PagedReadThroughClientTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path vault;

    private SignedInSandbox sandbox;
    private World world;
    private QueryPages pages;

    @BeforeEach
    void start() {
        sandbox = new SignedInSandbox(vault);
        world = sandbox.sandbox().module(V2Module.class).world();
        pages = new QueryPages(new ApiQueryTransport(sandbox::services, Clock.systemUTC()),
                new QueryComposer(FieldCatalog.bundled()));
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void followersPageWithTheAppBearerTokenUntilTheLastPage() throws Exception {
        String marketer = world.userByUsername(SignedInSandbox.MARKETER).orElseThrow().id();
        List<String> expected = world.followersOf(marketer).stream().map(V2User::id).toList();

        List<QueryResult> results = pages.read(QuerySpec.of(Endpoint.USER_FOLLOWERS, marketer).withPaging(10, null),
                AuthChoice.Mode.BEARER, 100);

        assertThat(results).hasSize((expected.size() + 9) / 10).allSatisfy(page -> assertThat(page.status()).isEqualTo(200));
        assertThat(ids(results)).containsExactlyElementsOf(expected);
        assertThat(PageMeta.of(results.get(1)).hasPrevious()).isTrue();
        assertThat(PageMeta.of(results.get(results.size() - 1)).hasNext()).isFalse();
    }

    @Test
    void likedPostsPageAsTheSignedInUserAndSearchPagesWithNextToken() throws Exception {
        sandbox.signIn(SignedInSandbox.MARKETER);
        String engineer = world.userByUsername(SignedInSandbox.ENGINEER).orElseThrow().id();
        List<String> liked = world.likedBy(engineer).stream().map(V2Post::id).toList();

        List<QueryResult> likes = pages.read(QuerySpec.of(Endpoint.USER_LIKED_TWEETS, engineer).withPaging(20, null),
                AuthChoice.Mode.USER, 100);
        List<QueryResult> search = pages.read(QuerySpec.of(Endpoint.RECENT_SEARCH, "from:demo_engineer")
                .withPaging(10, null), AuthChoice.Mode.USER, 100);

        assertThat(ids(likes)).containsExactlyElementsOf(liked);
        assertThat(likes).hasSize((liked.size() + 19) / 20);
        assertThat(ids(search)).containsExactlyElementsOf(world.postsBy(engineer).stream().map(V2Post::id).toList());
        assertThat(search).hasSizeGreaterThan(2);
    }

    private static List<String> ids(List<QueryResult> results) throws Exception {
        List<String> ids = new ArrayList<>();
        for (QueryResult result : results) {
            JsonNode body = JSON.readTree(result.body());
            body.path("data").forEach(item -> ids.add(item.get("id").asText()));
        }
        return ids;
    }
}
