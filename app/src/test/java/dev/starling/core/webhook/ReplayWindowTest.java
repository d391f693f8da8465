package dev.starling.core.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.core.text.BundleText;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * X's replay rules, checked before anything is sent: whole minutes, from before to, from within the last
 * 24 hours, to at least 31 minutes ago, one job at a time per webhook.
 */
class ReplayWindowTest {

    private static final Instant NOW = Instant.parse("2026-11-27T12:00:30Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private static List<ReplayWindow.Code> codes(String from, String to) {
        return new ReplayWindow(Instant.parse(from), Instant.parse(to)).check(CLOCK).stream()
                .map(ReplayWindow.Problem::code).toList();
    }

    @Test
    void aWindowInsideTheRulesIsTakenAndWrittenAsXTakesIt() {
        ReplayWindow window = new ReplayWindow(Instant.parse("2026-11-27T09:05:00Z"), Instant.parse("2026-11-27T11:29:00Z"));

        assertThat(window.check(CLOCK)).isEmpty();
        assertThat(window.fromDate()).isEqualTo("202611270905");
        assertThat(window.toDate()).isEqualTo("202611271129");
    }

    @Test
    void theEndMustBeAtLeast31MinutesAgo() {
        assertThat(codes("2026-11-27T09:00:00Z", "2026-11-27T11:29:00Z")).isEmpty();
        assertThat(codes("2026-11-27T09:00:00Z", "2026-11-27T11:30:00Z")).containsExactly(ReplayWindow.Code.TOO_RECENT);
        assertThat(codes("2026-11-27T09:00:00Z", "2026-11-27T13:00:00Z")).containsExactly(ReplayWindow.Code.TOO_RECENT);
    }

    @Test
    void theStartMustBeWithinTheLast24Hours() {
        assertThat(codes("2026-11-26T12:01:00Z", "2026-11-27T10:00:00Z")).isEmpty();
        assertThat(codes("2026-11-26T12:00:00Z", "2026-11-27T10:00:00Z")).containsExactly(ReplayWindow.Code.TOO_OLD);
        assertThat(codes("2026-11-20T00:00:00Z", "2026-11-27T10:00:00Z")).containsExactly(ReplayWindow.Code.TOO_OLD);
    }

    @Test
    void timesAreWholeMinutesAndTheStartComesFirst() {
        assertThat(codes("2026-11-27T09:00:30Z", "2026-11-27T10:00:00Z")).containsExactly(ReplayWindow.Code.NOT_WHOLE_MINUTE);
        assertThat(codes("2026-11-27T10:00:00Z", "2026-11-27T10:00:00Z"))
                .containsExactly(ReplayWindow.Code.FROM_NOT_BEFORE_TO);
        assertThat(codes("2026-11-27T11:00:00Z", "2026-11-27T10:00:00Z"))
                .containsExactly(ReplayWindow.Code.FROM_NOT_BEFORE_TO);
    }

    @Test
    void everyBrokenRuleIsSaidAtOnceWithTheTimesThatWouldDo() {
        ReplayWindow window = new ReplayWindow(Instant.parse("2026-11-25T00:00:00Z"), Instant.parse("2026-11-27T12:00:00Z"));

        List<ReplayWindow.Problem> problems = window.check(CLOCK);

        assertThat(problems).extracting(ReplayWindow.Problem::code)
                .containsExactly(ReplayWindow.Code.TOO_OLD, ReplayWindow.Code.TOO_RECENT);
        assertThat(problems.get(0).text().args()).contains("202611250000", "202611261201");
        assertThat(problems.get(1).text().args()).contains("202611271129");
    }

    @Test
    void oneJobAtATimePerWebhookUntilItsCompletionEventComes() {
        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL)) {
            ReplayJobs jobs = new ReplayJobs(store.database(), CLOCK);
            ReplayClient replays = new ReplayClient(null, jobs, CLOCK);
            ReplayWindow window = new ReplayWindow(Instant.parse("2026-11-27T09:00:00Z"), Instant.parse("2026-11-27T10:00:00Z"));
            jobs.started(new ReplayJob("555", "42", window.fromDate(), window.toDate(), NOW, ReplayJob.State.RUNNING,
                    null, null));

            assertThat(replays.check("42", window)).extracting(BundleText::key).containsExactly("replay.check.running");
            assertThat(replays.check("43", window)).as("another webhook").isEmpty();
            assertThat(replays.check("4x", window)).extracting(BundleText::key).contains("replay.check.webhookId");

            byte[] body = ("{\"replay_job_status\":{\"webhook_id\":\"42\",\"job_state\":\"Complete\","
                    + "\"job_state_description\":\"Job completed successfully\",\"job_id\":\"555\"}}").getBytes(StandardCharsets.UTF_8);
            EventKey key = EventKey.of(body);
            ReplayJob finished = jobs.notice(new Delivery(1, NOW, Map.of(), body, DeliveryVerdict.ACCEPTED, key.key(),
                    key.type())).orElseThrow();

            assertThat(finished.state()).isEqualTo(ReplayJob.State.COMPLETE);
            assertThat(finished.description()).isEqualTo("Job completed successfully");
            assertThat(replays.check("42", window)).isEmpty();
        }
    }

    @Test
    void timesAreReadAsXWritesThemOrAsIso8601InUtc() {
        assertThat(ReplayWindow.parseTime("202611270905")).contains(Instant.parse("2026-11-27T09:05:00Z"));
        assertThat(ReplayWindow.parseTime("2026-11-27T09:05Z")).contains(Instant.parse("2026-11-27T09:05:00Z"));
        assertThat(ReplayWindow.parseTime("2026-11-27 09:05")).contains(Instant.parse("2026-11-27T09:05:00Z"));
        assertThat(ReplayWindow.parseTime("2026-11-27T10:05:00+01:00")).contains(Instant.parse("2026-11-27T09:05:00Z"));
        assertThat(ReplayWindow.parseTime("yesterday")).isEmpty();
        assertThat(ReplayWindow.parseTime("202613270905")).isEmpty();
        assertThat(ReplayWindow.parseTime(" ")).isEmpty();
    }
}
