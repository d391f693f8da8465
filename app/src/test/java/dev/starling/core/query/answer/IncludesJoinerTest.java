package dev.starling.core.query.answer;

import dev.starling.core.query.compose.Endpoint;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class IncludesJoinerTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text.replace('\'', '"'));
    }

    /** The answer as the Inspector holds it: its bytes, indexed. */
    private static AnswerIndex answer(String text) throws Exception {
        return AnswerIndex.of(text.replace('\'', '"').getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private static final String RESPONSE = """
            {'data': [
              {'id': '100', 'text': 'launch day', 'author_id': '1',
               'attachments': {'media_keys': ['3_100', '3_999'], 'poll_ids': ['500']},
               'geo': {'place_id': 'abc'},
               'referenced_tweets': [{'type': 'quoted', 'id': '90'}, {'type': 'replied_to', 'id': '80'}]},
              {'id': '101', 'text': 'no author field requested'}
            ],
             'includes': {
              'users': [{'id': '1', 'username': 'demo_marketer'}, {'id': '2', 'username': 'quoted_author'}],
              'tweets': [{'id': '90', 'text': 'the quoted one', 'author_id': '2'}],
              'media': [{'media_key': '3_100', 'type': 'video'}],
              'polls': [{'id': '500', 'options': []}],
              'places': [{'id': 'abc', 'full_name': 'Berlin, Germany'}]
             }}""";

    @Test
    void resolvesAuthorMediaPollPlaceAndReferencedPostsFromIncludes() throws Exception {
        JoinedResponse joined = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE)
                .join(answer(RESPONSE), Endpoint.Primary.POSTS);
        JoinedResponse.JoinedPost post = joined.posts().get(0);
        assertThat(post.author().text("username")).isEqualTo("demo_marketer");
        assertThat(post.author().source()).isEqualTo(Resolved.Source.RESPONSE);
        assertThat(post.media()).extracting(r -> r.text("type"), Resolved::source)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("video", Resolved.Source.RESPONSE),
                        org.assertj.core.groups.Tuple.tuple("", Resolved.Source.MISSING));
        assertThat(post.polls()).singleElement().satisfies(r -> assertThat(r.isResolved()).isTrue());
        assertThat(post.place().text("full_name")).isEqualTo("Berlin, Germany");
        assertThat(post.references()).hasSize(2);
        assertThat(post.references().get(0).type()).isEqualTo("quoted");
        assertThat(post.references().get(0).post().text("text")).isEqualTo("the quoted one");
        assertThat(post.references().get(0).author().text("username")).isEqualTo("quoted_author");
        assertThat(post.references().get(1).post().source()).isEqualTo(Resolved.Source.MISSING);
        assertThat(post.references().get(1).author()).as("no author to look up for an unresolved post").isNull();

        JoinedResponse.JoinedPost bare = joined.posts().get(1);
        assertThat(bare.author()).as("author_id not requested: nothing to resolve").isNull();
        assertThat(bare.media()).isEmpty();
        assertThat(joined.unresolvedCount()).isEqualTo(2);
    }

    @Test
    void fillsGapsFromCachedObjectsAndMarksThemAsCached() throws Exception {
        Map<String, JsonNode> cachedPosts = Map.of("80", json("{'id': '80', 'text': 'earlier', 'author_id': '1'}"));
        Map<String, JsonNode> cachedMedia = Map.of("3_999", json("{'media_key': '3_999', 'type': 'photo'}"));
        IncludesJoiner.CachedObjects cache = new IncludesJoiner.CachedObjects() {
            @Override public Optional<JsonNode> post(String id) { return Optional.ofNullable(cachedPosts.get(id)); }
            @Override public Optional<JsonNode> user(String id) { return Optional.empty(); }
            @Override public Optional<JsonNode> media(String key) { return Optional.ofNullable(cachedMedia.get(key)); }
        };
        JoinedResponse.JoinedPost post = new IncludesJoiner(cache).join(answer(RESPONSE), Endpoint.Primary.POSTS).posts().get(0);
        assertThat(post.media().get(1).source()).isEqualTo(Resolved.Source.CACHE);
        assertThat(post.media().get(1).text("type")).isEqualTo("photo");
        assertThat(post.references().get(1).post().source()).isEqualTo(Resolved.Source.CACHE);
        assertThat(post.references().get(1).author().text("username")).isEqualTo("demo_marketer");
    }

    @Test
    void joinsASinglePostObjectAndUsersWithTheirPinnedPost() throws Exception {
        JoinedResponse single = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE)
                .join(answer("{'data': {'id': '7', 'text': 'hi'}}"), Endpoint.Primary.POSTS);
        assertThat(single.posts()).extracting(JoinedResponse.JoinedPost::id).containsExactly("7");

        JoinedResponse users = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE).join(answer("""
                {'data': [{'id': '1', 'username': 'a', 'pinned_tweet_id': '9'}, {'id': '2', 'username': 'b'}],
                 'includes': {'tweets': [{'id': '9', 'text': 'pinned!'}]}}"""), Endpoint.Primary.USERS);
        assertThat(users.users().get(0).pinnedPost().text("text")).isEqualTo("pinned!");
        assertThat(users.users().get(1).pinnedPost()).isNull();
    }

    @Test
    void anErrorOnlyResponseJoinsToNothing() throws Exception {
        JoinedResponse joined = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE)
                .join(answer("{'errors': [{'title': 'Not Found Error'}]}"), Endpoint.Primary.POSTS);
        assertThat(joined.posts()).isEmpty();
        assertThat(joined.unresolvedCount()).isZero();
    }

    @Test
    void theCountOfUnresolvedReferencesIsWhatTheJoinedPostsShowWhateverTheirShape() throws Exception {
        String odd = """
                {'data': [
                  {'id': '1', 'author_id': '1', 'attachments': {'media_keys': ['3_100', 5, {'x': 1}, null], 'poll_ids': '500'},
                   'geo': {'place_id': 7, 'place_id': 'nowhere'}, 'referenced_tweets': [{'id': '90'}, 'odd', {'type': 'x'}]},
                  {'id': '2', 'author_id': 3, 'attachments': [1], 'geo': 'abc',
                   'referenced_tweets': {'a': {'id': '91', 'type': 'quoted'}}},
                  'not a post', [1, 2], {}
                ],
                 'includes': {'users': [{'id': '1'}], 'tweets': [{'id': '90', 'author_id': 'gone'}, {'id': '91'}],
                              'media': [{'media_key': '3_100'}]}}""";
        JoinedResponse joined = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE).join(answer(odd), Endpoint.Primary.POSTS);

        long shown = 0;
        for (JoinedResponse.JoinedPost post : joined.posts()) {
            shown += post.missing();
        }
        assertThat(joined.posts()).hasSize(5);
        assertThat(shown).isEqualTo(5); // three media keys, the place, the referenced post's author
        assertThat(joined.unresolvedCount()).isEqualTo(shown);
    }

    @Test
    void aReferenceTheResponseLacksIsAskedOfTheCacheOnceWhileJoiningAndNeverWhenAPostIsRead() throws Exception {
        java.util.concurrent.atomic.AtomicInteger asked = new java.util.concurrent.atomic.AtomicInteger();
        IncludesJoiner.CachedObjects cache = new IncludesJoiner.CachedObjects() {
            @Override public Optional<JsonNode> post(String id) { asked.incrementAndGet(); return Optional.empty(); }
            @Override public Optional<JsonNode> user(String id) {
                asked.incrementAndGet();
                return id.equals("9") ? Optional.of(JSON.createObjectNode().put("id", "9").put("username", "cached")) : Optional.empty();
            }
            @Override public Optional<JsonNode> media(String key) { asked.incrementAndGet(); return Optional.empty(); }
        };
        JoinedResponse joined = new IncludesJoiner(cache).join(answer(
                "{'data': [{'id': '1', 'author_id': '9'}, {'id': '2', 'author_id': '9'}, {'id': '3', 'author_id': '8'}]}"),
                Endpoint.Primary.POSTS);
        assertThat(asked).hasValue(2);
        assertThat(joined.unresolvedCount()).isEqualTo(1);

        assertThat(joined.posts().get(1).author().source()).isEqualTo(Resolved.Source.CACHE);
        assertThat(joined.posts().get(1).author().text("username")).isEqualTo("cached");
        assertThat(joined.posts().get(2).author().source()).isEqualTo(Resolved.Source.MISSING);
        assertThat(asked).as("reading joined posts (on the FX thread) touches no store").hasValue(2);
    }
}
