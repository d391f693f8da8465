package dev.starling.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamState;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.testing.FakeClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class LiveViewModelTest {

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-27T10:00:00Z"));
    private final List<String> opened = new ArrayList<>();
    private final LiveViewModel viewModel = new LiveViewModel(new LiveViewModel.Services(() -> null, null,
            () -> "Sandbox", FieldCatalog::bundled, new SameThreadTaskRunner(), clock, arrivals -> null, opened::add,
            Duration.ofSeconds(21)));

    @Test
    void theReconnectCountdownFollowsTheClockAndNamesTheReasonWithWhatToDo() {
        Disconnect unavailable = disconnect(Disconnect.Kind.HTTP, "stream.disconnect.http", "stream.advice.http");
        viewModel.arrivals().state(new StreamState.Waiting(unavailable, Duration.ofSeconds(5),
                clock.instant().plusSeconds(5), 0, false));

        assertThat(viewModel.phaseProperty().get()).isEqualTo(LiveViewModel.Phase.WAITING);
        assertThat(viewModel.stateTextProperty().get()).isEqualTo(Messages.text("live.state.waiting", dev.starling.ui.common.LocalFormat.forUser().decimal(5.0, 1)));
        clock.advance(Duration.ofMillis(2_500));
        viewModel.arrivals().tick();
        assertThat(viewModel.stateTextProperty().get()).isEqualTo(Messages.text("live.state.waiting", dev.starling.ui.common.LocalFormat.forUser().decimal(2.5, 1)));
        clock.advance(Duration.ofSeconds(4));
        viewModel.arrivals().tick();
        assertThat(viewModel.stateTextProperty().get()).isEqualTo(Messages.text("live.state.waiting", dev.starling.ui.common.LocalFormat.forUser().decimal(0.0, 1)));
        assertThat(viewModel.reasonTextProperty().get()).contains(Messages.text("stream.disconnect.http", 503, "Service Unavailable"))
                .contains(Messages.text("stream.advice.http"));
        assertThat(viewModel.problems()).hasSize(1);
        assertThat(viewModel.alertTextProperty().get()).isEmpty();

        viewModel.arrivals().state(new StreamState.Connected(clock.instant(), 2));
        viewModel.arrivals().tick();
        assertThat(viewModel.phaseProperty().get()).isEqualTo(LiveViewModel.Phase.CONNECTED);
        assertThat(viewModel.stateTextProperty().get()).startsWith(Messages.text("live.state.connected", "").strip());
    }

    @Test
    void repeatedLongestWaitsRaiseTheAlertUntilAConnectionDelivers() {
        Disconnect tooMany = disconnect(Disconnect.Kind.RATE_LIMITED, "stream.disconnect.tooManyConnections",
                "stream.advice.tooManyConnections");
        viewModel.arrivals().state(new StreamState.Waiting(tooMany, Duration.ofSeconds(320), clock.instant().plusSeconds(320),
                3, true));

        assertThat(viewModel.alertTextProperty().get()).isEqualTo(Messages.text("live.alert", 3,
                Messages.text("stream.advice.tooManyConnections")));
        assertThat(viewModel.problems().get(0)).contains(Messages.text("stream.disconnect.tooManyConnections"));

        viewModel.arrivals().state(new StreamState.Connected(clock.instant(), 5));
        assertThat(viewModel.alertTextProperty().get()).isEmpty();
    }

    @Test
    void anInBandProblemIsSaidInWordsWithWhatToDo() {
        viewModel.arrivals().problem(disconnect(Disconnect.Kind.OPERATIONAL, "stream.disconnect.operational",
                "stream.advice.disconnect.operationalDisconnect"));

        assertThat(viewModel.problems()).singleElement().asString()
                .contains(Messages.text("stream.disconnect.operational", "OperationalDisconnect"))
                .contains(Messages.text("stream.advice.disconnect.operationalDisconnect"));
    }

    @Test
    void aStopThatRetryingCannotFixIsShownAsTheError() {
        viewModel.arrivals().state(new StreamState.Stopped(disconnect(Disconnect.Kind.FATAL, "stream.disconnect.fatal",
                "stream.advice.unauthorized")));

        assertThat(viewModel.phaseProperty().get()).isEqualTo(LiveViewModel.Phase.STOPPED);
        assertThat(viewModel.errorProperty().get()).contains(Messages.text("stream.advice.unauthorized"));
    }

    @Test
    void postsAppearNewestFirstWithTheirRulesAndTheWindowKeepsTheNewest() {
        viewModel.arrivals().posts(posts(1, 3, "launch"), 3);
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("3", "2", "1");
        assertThat(viewModel.shown().get(0).rules()).extracting(MatchingRule::tag).containsExactly("launch");
        assertThat(viewModel.shown().get(0).joined().text()).isEqualTo("post 3 about the launch");

        viewModel.arrivals().posts(posts(4, LiveViewModel.WINDOW + 10, "launch"), LiveViewModel.WINDOW + 7);
        assertThat(viewModel.shown()).hasSize(LiveViewModel.WINDOW);
        assertThat(viewModel.shown().get(0).id()).isEqualTo(Integer.toString(LiveViewModel.WINDOW + 10));
        assertThat(viewModel.shown().get(LiveViewModel.WINDOW - 1).id()).isEqualTo("11");
    }

    @Test
    void pausingTheViewCountsWhatArrivesAndResumingShowsIt() {
        viewModel.arrivals().posts(posts(1, 2, "launch"), 2);
        viewModel.pausedProperty().set(true);

        viewModel.arrivals().posts(posts(3, 5, "launch"), 3);
        viewModel.arrivals().posts(posts(6, 6, "launch"), 1_000);

        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("2", "1");
        assertThat(viewModel.newWhilePausedProperty().get()).isEqualTo(1_003);
        viewModel.pausedProperty().set(false);
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("6", "5", "4", "3", "2", "1");
        assertThat(viewModel.newWhilePausedProperty().get()).isZero();
    }

    @Test
    void theFilterKeepsPostsWhoseTextAuthorOrRuleTagMatches() {
        viewModel.arrivals().posts(posts(1, 2, "launch"), 2);
        viewModel.arrivals().posts(posts(3, 4, "competitor"), 2);

        viewModel.filterProperty().set("COMPETITOR");
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("4", "3");
        viewModel.arrivals().posts(posts(5, 6, "launch"), 2);
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("4", "3");
        viewModel.filterProperty().set("post 5");
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("5");
        viewModel.filterProperty().set("maria");
        assertThat(viewModel.shown()).hasSize(6);
        viewModel.filterProperty().set("");
        assertThat(viewModel.shown()).hasSize(6);
    }

    @Test
    void theEmptyListSaysWhatIsHappeningConnectedAndWaitingFilteredOrPausedNotPressConnect() {
        assertThat(viewModel.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.empty"));
        viewModel.arrivals().state(new StreamState.Connecting(1, false));
        assertThat(viewModel.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.connecting"));
        viewModel.arrivals().state(new StreamState.Connected(clock.instant(), 1));
        assertThat(viewModel.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.waiting"))
                .doesNotContain("Connect.");

        viewModel.arrivals().posts(posts(1, 2, "launch"), 2);
        viewModel.filterProperty().set("competitor");
        assertThat(viewModel.shown()).isEmpty();
        assertThat(viewModel.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.filtered", "competitor"));
        viewModel.filterProperty().set("");
        assertThat(viewModel.shown()).hasSize(2);

        viewModel.arrivals().state(new StreamState.Waiting(disconnect(Disconnect.Kind.HTTP, "stream.disconnect.http",
                "stream.advice.http"), Duration.ofSeconds(5), clock.instant().plusSeconds(5), 0, false));
        viewModel.filterProperty().set("nothing like it");
        assertThat(viewModel.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.filtered", "nothing like it"));

        LiveViewModel quiet = new LiveViewModel(new LiveViewModel.Services(() -> null, null, () -> "Sandbox",
                FieldCatalog::bundled, new SameThreadTaskRunner(), clock, arrivals -> null, opened::add, Duration.ofSeconds(21)));
        quiet.arrivals().state(new StreamState.Waiting(disconnect(Disconnect.Kind.HTTP, "stream.disconnect.http",
                "stream.advice.http"), Duration.ofSeconds(5), clock.instant().plusSeconds(5), 0, false));
        assertThat(quiet.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.reconnecting"));
        quiet.arrivals().state(new StreamState.Connected(clock.instant(), 2));
        quiet.pausedProperty().set(true);
        quiet.arrivals().posts(posts(1, 1, "launch"), 1);
        assertThat(quiet.shown()).isEmpty();
        assertThat(quiet.emptyTextProperty().get()).isEqualTo(Messages.text("live.posts.paused"));
        quiet.pausedProperty().set(false);
        assertThat(quiet.shown()).hasSize(1);
    }

    @Test
    void openInQueryLooksTheSelectedPostUp() {
        viewModel.arrivals().posts(posts(7, 7, "launch"), 1);
        viewModel.openSelectedInQuery();
        assertThat(opened).isEmpty();

        viewModel.selectedProperty().set(viewModel.shown().get(0));
        viewModel.openSelectedInQuery();
        assertThat(opened).containsExactly("7");
    }

    @Test
    void theRequestCarriesThePickersFieldsAndTheBackfillOnReconnectOnly() {
        viewModel.selection(FieldGroup.TWEET).addAll(List.of("created_at", "lang"));
        viewModel.selection(FieldGroup.TWEET_EXPANSIONS).add("author_id");
        viewModel.selection(FieldGroup.USER).add("username");
        viewModel.backfillProperty().set(2);

        assertThat(viewModel.request().query(false)).containsEntry("tweet.fields", "created_at,lang")
                .containsEntry("expansions", "author_id").containsEntry("user.fields", "username")
                .doesNotContainKey("backfill_minutes");
        assertThat(viewModel.request().query(true)).containsEntry("backfill_minutes", "2");
        assertThat(viewModel.fieldProblem(FieldGroup.TWEET, "lang")).isEmpty();
        assertThat(viewModel.fieldProblem(FieldGroup.TWEET, "langs")).isPresent();
    }

    @Test
    void aFieldNameTheCatalogDoesNotKnowIsRefusedBeforeConnecting() {
        viewModel.selection(FieldGroup.USER).add("type");

        viewModel.connect();

        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.errorProperty().get()).contains("type").contains(Messages.text("live.fields.fix"));
    }

    @Test
    void aReopenedRecordingShowsItsPostsAndTrueCountOffline() {
        viewModel.showRecording("Launch day", posts(1, 3, "launch").stream().toList(), 12_345,
                List.of(new LiveViewModel.RuleRow("r1", "launch", 12_345, 1.0)));

        assertThat(viewModel.phaseProperty().get()).isEqualTo(LiveViewModel.Phase.OFFLINE);
        assertThat(viewModel.shown()).extracting(LivePost::id).containsExactly("3", "2", "1");
        assertThat(viewModel.sourceTextProperty().get()).contains("Launch day");
        assertThat(viewModel.ruleRows()).extracting(LiveViewModel.RuleRow::count).containsExactly(12_345L);
    }

    /** Posts {@code from}..{@code to} by @maria_k, each matching one rule tagged {@code tag}. */
    static List<LivePost> posts(int from, int to, String tag) {
        return IntStream.rangeClosed(from, to).mapToObj(i -> LivePost.of(new StreamPost(Integer.toString(i),
                "{\"data\":{\"id\":\"" + i + "\",\"text\":\"post " + i + " about the " + tag + "\",\"author_id\":\"9\"},"
                        + "\"includes\":{\"users\":[{\"id\":\"9\",\"username\":\"maria_k\",\"name\":\"Maria\"}]},"
                        + "\"matching_rules\":[{\"id\":\"r-" + tag + "\",\"tag\":\"" + tag + "\"}]}",
                List.of(new MatchingRule("r-" + tag, tag, Double.NaN, Double.NaN)), Instant.EPOCH))).toList();
    }

    private static Disconnect disconnect(Disconnect.Kind kind, String textKey, String adviceKey) {
        BundleText text = switch (textKey) {
            case "stream.disconnect.http" -> BundleText.of(textKey, 503, "Service Unavailable");
            case "stream.disconnect.operational" -> BundleText.of(textKey, "OperationalDisconnect");
            case "stream.disconnect.fatal" -> BundleText.of(textKey, 401, "Unauthorized");
            default -> BundleText.of(textKey);
        };
        return new Disconnect(kind, 503, null, null, text, BundleText.of(adviceKey));
    }
}
