package dev.starling.core.publish;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.store.DurableStore;
import dev.starling.core.text.BundleText;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.AccessTier;
import dev.starling.sandbox.auth.UserDirectory;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.LiveWorld;
import dev.starling.sandbox.v2.V2Module;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One table of cases for the summoned-reply rule and the edit window, run against the client's rules
 * (what Starling says before sending) and against the sandbox (what X answers when it is sent anyway):
 * both must allow the same drafts and refuse the same ones.
 */
class PublishingAgreementTest {

    private static final String MARKETER = UserDirectory.idFor("demo_marketer");
    private static final String ENGINEER = UserDirectory.idFor("demo_engineer");
    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);
    private static final List<String> SCOPES = List.of("tweet.read", "users.read", "tweet.write", "offline.access");

    @TempDir
    Path dir;

    /** What the target post is, who acts, and the rule that refuses it (null: allowed). */
    private enum Case {
        REPLY_WHEN_MENTIONED(Target.ENGINEER_MENTIONS_MARKETER, true, null, null),
        REPLY_WHEN_QUOTED(Target.ENGINEER_QUOTES_MARKETER, true, null, null),
        REPLY_NOT_SUMMONED(Target.ENGINEER_PLAIN, true, null, "publish.rule.notSummoned"),
        REPLY_IN_OWN_THREAD(Target.MARKETER_OWN, true, null, null),
        EDIT_WITHIN_WINDOW(Target.MARKETER_OWN, false, Duration.ofMinutes(10), null),
        EDIT_AFTER_WINDOW(Target.MARKETER_OWN, false, Duration.ofMinutes(61), "publish.rule.editWindowClosed"),
        EDIT_OF_ANOTHERS_POST(Target.ENGINEER_PLAIN, false, Duration.ofMinutes(1), "publish.rule.editNotOwner"),
        EDIT_WITH_NO_EDITS_LEFT(Target.MARKETER_NO_EDITS_LEFT, false, Duration.ofMinutes(1), "publish.rule.noEditsLeft");

        final Target target;
        final boolean reply;
        final Duration later;
        final String refusedBy;

        Case(Target target, boolean reply, Duration later, String refusedBy) {
            this.target = target;
            this.reply = reply;
            this.later = later;
            this.refusedBy = refusedBy;
        }
    }

    private enum Target { ENGINEER_MENTIONS_MARKETER, ENGINEER_QUOTES_MARKETER, ENGINEER_PLAIN, MARKETER_OWN,
        MARKETER_NO_EDITS_LEFT }

    @Test
    void theClientsRulesAndTheSandboxAgreeOnEveryCase() throws Exception {
        Instant start = OAuth2Harness.START;
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            harness.signIn("demo_marketer", SCOPES);
            ApiServices marketer = harness.services();
            PostService posts = new PostService(() -> marketer, dev.starling.core.config.PriceTable::defaults,
                    harness.clock);
            for (Case c : Case.values()) {
                harness.clock.set(start);
                String target = create(harness, c.target, start);
                harness.clock.set(start.plus(c.later == null ? Duration.ZERO : c.later));
                PostDraft draft = c.reply ? PostDraft.of("Thanks for " + c.name()).replyingTo(target)
                        : PostDraft.of("Edited " + c.name()).editing(target);

                List<String> said = posts.prepare(draft).problems().stream().map(BundleText::key).toList();
                int status = marketer.http().exchange(ApiRequest.postJson(ApiUrls.resolve(
                        marketer.environment().apiBase(), "2/tweets"), PostService.body(draft),
                        marketer.accounts().defaultUserAuth())).status();

                if (c.refusedBy == null) {
                    assertThat(said).as(c.name()).isEmpty();
                    assertThat(status).as(c.name()).isEqualTo(201);
                } else {
                    assertThat(said).as(c.name()).contains(c.refusedBy);
                    assertThat(status).as(c.name()).isEqualTo(403);
                }
            }
        }
    }

    @Test
    void enterpriseAccessRepliesWithoutBeingSummoned() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config().withTier(AccessTier.ENTERPRISE))) {
            harness.signIn("demo_marketer", SCOPES);
            ApiServices marketer = harness.services();
            String target = create(harness, Target.ENGINEER_PLAIN, OAuth2Harness.START);
            PostService posts = new PostService(() -> marketer, dev.starling.core.config.PriceTable::defaults,
                    harness.clock);

            PostService.SentPost sent = posts.send(PostDraft.of("Jumping in").replyingTo(target));
            assertThat(sent.id()).isNotBlank();
            assertThat(posts.sessionTotal()).isEqualByComparingTo("0.015");
        }
    }

    @Test
    void anEditShowsItsVersionsAndTheNonSubscriberMayNotEdit() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir, OAuth2Harness.config())) {
            harness.signIn("demo_marketer", SCOPES);
            PostService posts = new PostService(harness::services, dev.starling.core.config.PriceTable::defaults,
                    harness.clock);
            PostService.SentPost first = posts.send(PostDraft.of("Spring sale, 20% off").paid(true));
            PostService.SentPost second = posts.send(PostDraft.of("Spring sale, 25% off").editing(first.id()));

            assertThat(second.editHistory()).containsExactly(first.id(), second.id());
            assertThat(posts.versions(second.id())).extracting(PostService.Version::text)
                    .containsExactly("Spring sale, 20% off", "Spring sale, 25% off");
            assertThat(posts.delete(second.id())).isTrue();

            Path other = dir.resolve("engineer");
            try (DurableStore store = DurableStore.open(other, DurableMigrations.ALL)) {
                ApiServices engineer = ApiServices.create(harness.services().environment(), store,
                        new FileCredentialVault(other), log -> dev.starling.core.api.http.HttpSettings.defaults(log)
                                .withClock(harness.clock));
                OAuth2SignInFor.signIn(engineer, harness, "demo_engineer");
                PostService engineerPosts = new PostService(() -> engineer, dev.starling.core.config.PriceTable::defaults,
                        harness.clock);
                PostService.SentPost own = engineerPosts.send(PostDraft.of("A first draft"));
                assertThat(engineerPosts.prepare(PostDraft.of("A second draft").editing(own.id())).problems())
                        .extracting(BundleText::key).contains("publish.rule.editNotPremium");
            }
        }
    }

    /** Writes a target post into the sandbox's world. */
    private static String create(OAuth2Harness harness, Target target, Instant at) {
        LiveWorld world = harness.sandbox.module(V2Module.class).liveWorld();
        String author = target == Target.MARKETER_OWN || target == Target.MARKETER_NO_EDITS_LEFT ? MARKETER : ENGINEER;
        ObjectNode json = Json.object();
        String id = world.newId(at);
        json.put("id", id);
        json.put("author_id", author);
        json.put("created_at", ISO.format(at));
        json.put("conversation_id", id);
        json.putArray("edit_history_tweet_ids").add(id);
        json.putObject("edit_controls").put("edits_remaining", target == Target.MARKETER_NO_EDITS_LEFT ? 0 : 5)
                .put("is_edit_eligible", true).put("editable_until", ISO.format(at.plus(Duration.ofHours(1))));
        String text = "Post " + id;
        if (target == Target.ENGINEER_MENTIONS_MARKETER) {
            text = "What do you think, @demo_marketer?";
            json.putObject("entities").putArray("mentions").addObject().put("start", 20).put("end", 34)
                    .put("username", "demo_marketer").put("id", MARKETER);
        }
        if (target == Target.ENGINEER_QUOTES_MARKETER) {
            String quoted = world.current().postsBy(MARKETER).get(0).id();
            json.putArray("referenced_tweets").addObject().put("type", "quoted").put("id", quoted);
        }
        json.put("text", text);
        return world.create(json).id();
    }

    /** Signs a second user in on the same sandbox, in their own data folder. */
    private static final class OAuth2SignInFor {
        static void signIn(ApiServices services, OAuth2Harness harness, String user) throws Exception {
            var pending = services.oauth2SignIn().start(SCOPES, harness.redirectUris(), true, (key, args) -> key);
            String location = OAuth2Harness.authorize(pending.authorizeUrl(), user, "starling-demo", true);
            services.oauth2SignIn().finishPasted(pending, location);
        }
    }

    @Test
    void theBodySentIsXsShape() {
        String body = new String(PostService.body(new PostDraft("Hi", "1", null, "2", true, true, null)),
                StandardCharsets.UTF_8);
        assertThat(body).isEqualTo("{\"text\":\"Hi\",\"reply\":{\"in_reply_to_tweet_id\":\"1\"},\"community_id\":\"2\","
                + "\"share_with_followers\":true,\"paid_partnership\":true}");
    }
}
