package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.SandboxUser;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.Json;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The writable v2 world: writes make a new world, listeners hear each one in order, the journal persists them. */
class LiveWorldTest {

    private static final Instant NOW = V2Fixture.NOW;
    private static final List<SandboxUser> SIGN_IN = new UserDirectory(SandboxConfig.DEMO_USERS).all();
    private final LiveWorld live = new LiveWorld(WorldGenerator.generate(42L, NOW, SIGN_IN), 42L);
    private final String marketer = SIGN_IN.get(0).id();
    private final String engineer = SIGN_IN.get(1).id();
    private final List<WorldChange> heard = new CopyOnWriteArrayList<>();

    @TempDir
    Path dir;

    private ObjectNode post(String author, String text, Instant at) {
        ObjectNode json = Json.object();
        json.put("id", live.newId(at));
        json.put("text", text);
        json.put("author_id", author);
        json.put("created_at", Snowflakes.iso(at));
        json.putArray("edit_history_tweet_ids").add(json.get("id").asText());
        json.putObject("edit_controls").put("edits_remaining", 5).put("is_edit_eligible", true)
                .put("editable_until", Snowflakes.iso(at.plusSeconds(3600)));
        return json;
    }

    @Test
    void aCreatedPostIsReadableAndCountedAndTheOldWorldStaysAsItWas() {
        World before = live.current();
        live.addListener((change, after) -> heard.add(change));
        int tweets = before.user(marketer).orElseThrow().json().path("public_metrics").path("tweet_count").asInt();

        V2Post created = live.create(post(marketer, "Launch day", NOW));

        assertThat(live.current().post(created.id())).contains(created);
        assertThat(live.current().postsBy(marketer).get(0).id()).isEqualTo(created.id());
        assertThat(live.current().user(marketer).orElseThrow().json().path("public_metrics").path("tweet_count").asInt())
                .isEqualTo(tweets + 1);
        assertThat(before.post(created.id())).isEmpty();
        assertThat(heard).containsExactly(new WorldChange.PostCreated(created, NOW));
    }

    @Test
    void aReplyCountsOnItsParentAndDeletingItTakesTheCountBack() {
        V2Post parent = live.current().postsBy(engineer).get(0);
        int replies = parent.json().path("public_metrics").path("reply_count").asInt();
        ObjectNode reply = post(marketer, "Agreed", NOW);
        reply.putArray("referenced_tweets").addObject().put("type", "replied_to").put("id", parent.id());

        V2Post created = live.create(reply);
        assertThat(live.current().post(parent.id()).orElseThrow().json().path("public_metrics").path("reply_count")
                .asInt()).isEqualTo(replies + 1);

        assertThat(live.delete(created.id(), NOW.plusSeconds(5))).contains(created);
        assertThat(live.current().post(created.id())).isEmpty();
        assertThat(live.current().post(parent.id()).orElseThrow().json().path("public_metrics").path("reply_count")
                .asInt()).isEqualTo(replies);
        assertThat(live.delete(created.id(), NOW.plusSeconds(6))).isEmpty();
    }

    @Test
    void anEditGrowsTheHistoryOfEveryVersionAndUsesUpAnEdit() {
        V2Post first = live.create(post(marketer, "Helo", NOW));
        live.addListener((change, after) -> heard.add(change));

        V2Post second = live.edit(first.id(), post(marketer, "Hello", NOW.plusSeconds(60)));
        V2Post third = live.edit(second.id(), post(marketer, "Hello!", NOW.plusSeconds(120)));

        List<String> chain = List.of(first.id(), second.id(), third.id());
        for (String id : chain) {
            V2Post version = live.current().post(id).orElseThrow();
            List<String> history = new ArrayList<>();
            version.json().path("edit_history_tweet_ids").forEach(item -> history.add(item.asText()));
            assertThat(history).containsExactlyElementsOf(chain);
            assertThat(version.json().path("edit_controls").path("edits_remaining").asInt()).isEqualTo(3);
            assertThat(version.latestVersion()).isEqualTo(id.equals(third.id()));
        }
        assertThat(third.json().path("edit_controls").path("editable_until").asText())
                .isEqualTo(Snowflakes.iso(NOW.plusSeconds(3600)));
        assertThat(heard).hasSize(2).allMatch(change -> change instanceof WorldChange.PostEdited);
        assertThatThrownBy(() -> live.edit(first.id(), post(marketer, "old", NOW))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void deletingAnEditedPostRemovesEveryVersion() {
        V2Post first = live.create(post(marketer, "v1", NOW));
        V2Post second = live.edit(first.id(), post(marketer, "v2", NOW.plusSeconds(10)));

        assertThat(live.delete(first.id(), NOW.plusSeconds(20))).contains(live.current().post(second.id()).orElse(second));
        assertThat(live.current().post(first.id())).isEmpty();
        assertThat(live.current().post(second.id())).isEmpty();
    }

    @Test
    void likesAndFollowsChangeTheListsAndCountsOnceEach() {
        V2Post post = live.create(post(engineer, "Like me", NOW));
        live.addListener((change, after) -> heard.add(change));

        assertThat(live.like(marketer, post.id(), NOW)).isTrue();
        assertThat(live.like(marketer, post.id(), NOW)).isFalse();
        assertThat(live.current().likedBy(marketer).get(0).id()).isEqualTo(post.id());
        assertThat(live.current().post(post.id()).orElseThrow().json().path("public_metrics").path("like_count").asInt())
                .isEqualTo(1);
        assertThat(live.unlike(marketer, post.id(), NOW)).isTrue();
        assertThat(live.current().likes(marketer, post.id())).isFalse();

        String stranger = live.current().users().get(5).id();
        boolean already = live.current().follows(marketer, stranger);
        if (already) {
            assertThat(live.unfollow(marketer, stranger, NOW)).isTrue();
        }
        assertThat(live.follow(marketer, stranger, NOW)).isTrue();
        assertThat(live.current().followingOf(marketer).get(0).id()).isEqualTo(stranger);
        assertThat(live.current().followersOf(stranger).get(0).id()).isEqualTo(marketer);
        assertThat(live.follow(marketer, marketer, NOW)).isFalse();
        assertThat(heard).hasSize(already ? 4 : 3);
        assertThat(heard.get(0)).isEqualTo(new WorldChange.Liked(marketer, post.id(), NOW));
        assertThat(heard.get(heard.size() - 1)).isEqualTo(new WorldChange.Followed(marketer, stranger, NOW));
    }

    @Test
    void aProfileChangeIsHeardWithBeforeAndAfter() {
        live.addListener((change, after) -> heard.add(change));
        ObjectNode fields = Json.object().put("description", "Growth marketer");

        V2User after = live.changeProfile(marketer, fields, NOW).orElseThrow();

        assertThat(after.json().path("description").asText()).isEqualTo("Growth marketer");
        WorldChange.ProfileChanged change = (WorldChange.ProfileChanged) heard.get(0);
        assertThat(change.after()).isEqualTo(after);
        assertThat(change.before().json().path("description").asText()).isNotEqualTo("Growth marketer");
    }

    @Test
    void concurrentWritesAllLandAndListenersHearEachOnce() throws Exception {
        V2Post post = live.create(post(engineer, "Popular", NOW));
        live.addListener((change, after) -> heard.add(change));
        List<V2User> likers = live.current().users().subList(2, 42);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (V2User user : likers) {
                results.add(pool.submit(() -> live.like(user.id(), post.id(), NOW)));
            }
            for (Future<Boolean> result : results) {
                assertThat(result.get()).isTrue();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(live.current().post(post.id()).orElseThrow().json().path("public_metrics").path("like_count").asInt())
                .isEqualTo(likers.size());
        assertThat(heard).hasSize(likers.size());
    }

    @Test
    void theJournalReplaysOnAFreshWorldAndResetForgetsIt() {
        V2Post first = live.create(post(marketer, "v1", NOW));
        live.edit(first.id(), post(marketer, "v2", NOW.plusSeconds(10)));
        V2Post other = live.create(post(engineer, "other", NOW));
        live.like(marketer, other.id(), NOW);
        live.delete(other.id(), NOW.plusSeconds(30));
        World written = live.current();

        LiveWorld again = new LiveWorld(WorldGenerator.generate(42L, NOW, SIGN_IN), 42L);
        again.restore(live.export());

        assertThat(again.current().posts()).extracting(p -> p.json().toString())
                .containsExactlyElementsOf(written.posts().stream().map(p -> p.json().toString()).toList());
        assertThat(again.export()).isEqualTo(live.export());
        again.reset();
        assertThat(again.current().post(first.id())).isEmpty();
        assertThat(again.export()).isEmpty();
    }

    @Test
    void writesSurviveARestartThroughTheStateFile() {
        Path state = dir.resolve("state.json");
        SandboxConfig config = SandboxConfig.defaults().withStateFile(state);
        String id;
        try (Sandbox sandbox = Sandbox.start(config, java.time.Clock.fixed(NOW, java.time.ZoneOffset.UTC))) {
            LiveWorld world = sandbox.module(V2Module.class).liveWorld();
            id = world.create(post(marketer, "kept", NOW)).id();
        }
        try (Sandbox sandbox = Sandbox.start(config, java.time.Clock.fixed(NOW, java.time.ZoneOffset.UTC))) {
            assertThat(sandbox.module(V2Module.class).world().post(id).orElseThrow().text()).isEqualTo("kept");
        }
    }
}
