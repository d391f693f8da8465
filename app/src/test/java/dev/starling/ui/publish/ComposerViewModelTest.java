package dev.starling.ui.publish;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.PriceTable;
import dev.starling.core.publish.PostDraft;
import dev.starling.core.publish.PostDrafts;
import dev.starling.core.publish.PostService;
import dev.starling.core.store.DurableStore;
import dev.starling.sandbox.v2.V2Module;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The composer and the sent post against the sandbox on a fake clock: the counter follows the chosen
 * account's limit, X's rules are said before anything is sent, sending asks first (saying it is public and
 * as whom), drafts are kept and reopened, and Edit is offered only while the edit window is open.
 */
class ComposerViewModelTest {

    private static final List<String> SCOPES = List.of("tweet.read", "users.read", "tweet.write", "offline.access");

    @TempDir
    Path dir;

    private OAuth2Harness harness;
    private DurableStore drafts;
    private PostService posts;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private ComposerViewModel composer;
    private SentPostViewModel sent;

    @BeforeEach
    void start() throws Exception {
        harness = new OAuth2Harness(dir, OAuth2Harness.config());
        harness.signIn("demo_marketer", SCOPES);
        drafts = DurableStore.open(dir.resolve("drafts"), dev.starling.boot.DurableMigrations.ALL);
        posts = new PostService(harness::services, PriceTable::defaults, harness.clock,
                new PostDrafts(drafts.database(), harness.clock));
        composer = new ComposerViewModel(posts, new SameThreadTaskRunner(), dialogs, harness.clock,
                PriceTable::defaults);
        sent = new SentPostViewModel(posts, new SameThreadTaskRunner(), dialogs, harness.clock,
                () -> new SentPostViewModel.Links(EnvironmentKind.SANDBOX, harness.sandbox.coreBaseUri()),
                composer::startEdit);
        composer.onSent(post -> sent.show(post, composer.accountProperty().get()));
        composer.reload();
    }

    @AfterEach
    void stop() {
        drafts.close();
        harness.close();
    }

    @Test
    void theCounterFollowsTheChosenAccountsLimit() throws Exception {
        composer.textProperty().set("Spring sale");
        assertThat(composer.accountProperty().get().screenName()).isEqualTo("demo_marketer");
        // demo_marketer subscribes to X Premium: long posts.
        assertThat(composer.counterProperty().get()).isEqualTo("11 / 25,000");

        harness.signIn("demo_engineer", SCOPES);
        composer.reload();
        Account engineer = composer.accounts().stream().filter(a -> a.screenName().equals("demo_engineer"))
                .findFirst().orElseThrow();
        composer.accountProperty().set(engineer);
        composer.textProperty().set("x".repeat(281));

        assertThat(composer.counterProperty().get()).isEqualTo("281 / 280");
        assertThat(composer.overLimitProperty().get()).isTrue();
        assertThat(composer.problems()).anyMatch(problem -> problem.startsWith("The post is 281 characters"));
        assertThat(composer.sendableProperty().get()).isFalse();
    }

    @Test
    void aReplyTheSummonedReplyRuleForbidsIsSaidBeforeSendingAndNothingIsSent() {
        String engineers = harness.sandbox.module(V2Module.class).world().postsBy(
                dev.starling.sandbox.auth.UserDirectory.idFor("demo_engineer")).get(0).id();
        int before = postsOfMarketer();
        composer.textProperty().set("Happy to help!");
        composer.replyToProperty().set(engineers);

        assertThat(composer.problems()).anyMatch(problem -> problem.contains("summoned you"));
        assertThat(composer.sendableProperty().get()).isFalse();
        composer.send();
        assertThat(dialogs.confirmations()).isEmpty();
        assertThat(postsOfMarketer()).isEqualTo(before);

        composer.replyToProperty().set("12ab");
        assertThat(composer.problems()).contains("12ab is not a post or user id (1 to 19 digits).");
    }

    @Test
    void sendingAsksSayingItIsPublicAndAsWhomThenPostsAndForgetsTheDraft() {
        composer.textProperty().set("Our spring menu is here");
        assertThat(composer.drafts()).extracting(saved -> saved.draft().text()).containsExactly("Our spring menu is here");
        assertThat(composer.costProperty().get()).isEqualTo(
                "Cost: $0.015 (this session: $0.00, by the price table in Settings).");
        assertThat(composer.sendableProperty().get()).isTrue();

        dialogs.answer(false);
        composer.send();
        assertThat(sent.postProperty().get()).isNull();
        assertThat(dialogs.confirmations().get(0).message()).contains("public").contains("@demo_marketer")
                .contains("$0.015");
        assertThat(dialogs.confirmations().get(0).actionText()).isEqualTo("Post publicly as @demo_marketer");

        dialogs.answer(true);
        composer.send();
        PostService.Published shown = sent.postProperty().get();
        assertThat(shown.text()).isEqualTo("Our spring menu is here");
        assertThat(harness.sandbox.module(V2Module.class).world().post(shown.id())).isPresent();
        assertThat(sent.linkProperty().get()).endsWith("/2/tweets/" + shown.id());
        assertThat(sent.versions()).containsExactly(shown.id() + ": Our spring menu is here");
        assertThat(composer.textProperty().get()).isEmpty();
        assertThat(composer.drafts()).isEmpty();
        assertThat(composer.costProperty().get()).isEqualTo(
                "Cost: $0.015 (this session: $0.015, by the price table in Settings).");
    }

    @Test
    void editIsOfferedOnlyWhileTheServersEditWindowIsOpen() {
        composer.textProperty().set("Spring sale, 20% off");
        dialogs.answer(true);
        composer.send();
        assertThat(sent.editableProperty().get()).isTrue();
        assertThat(sent.editStateProperty().get()).isEqualTo(
                "Editable for 1 h 0 min more (5 edits left), as X's edit controls say.");

        harness.clock.advance(Duration.ofMinutes(20));
        sent.tick();
        assertThat(sent.editStateProperty().get()).startsWith("Editable for 40 min 0 s more");
        sent.startEdit();
        String first = sent.postProperty().get().id();
        assertThat(composer.editOfProperty().get()).isEqualTo(first);
        composer.textProperty().set("Spring sale, 25% off");
        assertThat(composer.sendLabelProperty().get()).isEqualTo("P_ublish the edit as @demo_marketer\u2026");
        dialogs.answer(true);
        composer.send();
        assertThat(dialogs.confirmations().get(1).actionText()).isEqualTo("Publish the edit publicly as @demo_marketer");
        assertThat(sent.versions()).hasSize(2).first().asString().startsWith(first + ": Spring sale, 20% off");
        assertThat(sent.editStateProperty().get()).contains("(4 edits left)");

        // In the composer, a window that closes while the edit is being written is said there too.
        sent.startEdit();
        composer.textProperty().set("Spring sale, 30% off");
        harness.clock.advance(Duration.ofMinutes(41));
        composer.recheck();
        sent.tick();
        assertThat(composer.problems()).anyMatch(problem -> problem.startsWith("The edit window of this post closed"));
        assertThat(composer.sendableProperty().get()).isFalse();
        assertThat(sent.editableProperty().get()).isFalse();
        assertThat(sent.editStateProperty().get()).startsWith("The edit window of this post closed at");
    }

    @Test
    void draftsAreKeptReopenedAndDeletedAfterAQuestion() {
        composer.textProperty().set("First idea");
        composer.communityProperty().set("1493446837214187523");
        composer.shareWithFollowersProperty().set(true);
        composer.newDraft();
        composer.textProperty().set("Second idea");
        assertThat(composer.drafts()).extracting(ComposerViewModel::draftTitle)
                .containsExactlyInAnyOrder("First idea", "Second idea");

        PostDrafts.Saved first = composer.drafts().stream().filter(d -> d.draft().text().equals("First idea"))
                .findFirst().orElseThrow();
        composer.open(first);
        assertThat(composer.draft()).isEqualTo(new PostDraft("First idea", null, null, "1493446837214187523", true,
                false, null));
        // Without a community, "share with followers" is not offered, and not kept.
        composer.communityProperty().set("");
        assertThat(composer.shareWithFollowersProperty().get()).isFalse();

        dialogs.answer(false);
        composer.deleteDraft(first);
        assertThat(composer.drafts()).hasSize(2);
        dialogs.answer(true);
        composer.deleteDraft(first);
        assertThat(composer.drafts()).extracting(ComposerViewModel::draftTitle).containsExactly("Second idea");
        assertThat(composer.textProperty().get()).isEmpty();
        assertThat(dialogs.confirmations()).allMatch(c -> c.actionText().equals("Delete the draft from this computer"));
    }

    private int postsOfMarketer() {
        return harness.sandbox.module(V2Module.class).world().postsBy(
                dev.starling.sandbox.auth.UserDirectory.idFor("demo_marketer")).size();
    }
}
