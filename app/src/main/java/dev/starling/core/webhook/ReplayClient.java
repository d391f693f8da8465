package dev.starling.core.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.Problem;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.text.BundleText;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Replays a webhook's deliveries of a window ({@code POST /2/webhooks/replay}, which replaces the
 * deprecated account-activity replay): X's rules are checked first ({@link ReplayWindow}, one job at
 * a time per webhook through {@link ReplayJobs}), then the job is followed until its completion event
 * arrives at the webhook, where the receiver records it ({@link DeliveryJournal}). Blocking: call from a
 * background task.
 */
public final class ReplayClient {

    public static final String PATH = "/2/webhooks/replay";
    private static final Pattern WEBHOOK_ID = Pattern.compile("[0-9]{1,19}");
    private static final Duration POLL = Duration.ofMillis(200);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveEndpoints endpoints;
    private final ReplayJobs jobs;
    private final Clock clock;

    public ReplayClient(LiveEndpoints endpoints, ReplayJobs jobs, Clock clock) {
        this.endpoints = endpoints;
        this.jobs = jobs;
        this.clock = clock;
    }

    /** Every reason Starling would not send this replay now; empty when it may be sent. */
    public List<BundleText> check(String webhookId, ReplayWindow window) {
        List<BundleText> reasons = new ArrayList<>();
        if (webhookId == null || !WEBHOOK_ID.matcher(webhookId).matches()) {
            reasons.add(BundleText.of("replay.check.webhookId", String.valueOf(webhookId)));
        }
        window.check(clock).forEach(problem -> reasons.add(problem.text()));
        if (webhookId != null) {
            jobs.running(webhookId).ifPresent(job -> reasons.add(BundleText.of("replay.check.running", job.jobId(),
                    job.webhookId())));
        }
        return reasons;
    }

    /**
     * Starts the replay after checking it.
     *
     * @throws ReplayRefused when a rule is broken, or X refuses (a job already running: X's conflict)
     * @throws ApiException for any other failure of the call
     */
    public ReplayJob start(String webhookId, ReplayWindow window) {
        List<BundleText> reasons = check(webhookId, window);
        if (!reasons.isEmpty()) {
            throw new ReplayRefused(reasons);
        }
        Map<String, String> body = new LinkedHashMap<>();
        body.put("webhook_id", webhookId);
        body.put("from_date", window.fromDate());
        body.put("to_date", window.toDate());
        JsonNode root;
        try {
            root = LiveEndpoints.json(endpoints.http().execute(ApiRequest.postJson(endpoints.url(PATH, Map.of()),
                    JSON.writeValueAsBytes(body), endpoints.auth().get())));
        } catch (ApiException e) {
            if (e.error() instanceof Problem problem && ("conflict".equals(problem.name()) || problem.status() == 409)) {
                throw new ReplayRefused(List.of(BundleText.of("replay.check.conflict", webhookId, e.text())));
            }
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("a replay body always serialises", e);
        }
        // 2.167 answers {data: {job_id, created_at}}; 2.159 put them at the top.
        JsonNode data = root.has("data") ? root.path("data") : root;
        Instant created = LiveEndpoints.instant(data.path("created_at"));
        ReplayJob job = new ReplayJob(data.path("job_id").asText(), webhookId, window.fromDate(), window.toDate(),
                created == null ? clock.instant() : created, ReplayJob.State.RUNNING, null, null);
        jobs.started(job);
        return job;
    }

    /**
     * Waits for the job's completion event among the deliveries recorded after row {@code afterRowId}
     * (the receiver may run in this process or another on the same data folder), counting them, until it
     * comes, {@code timeout} passes or {@code stopped} says so.
     *
     * @param progress told each delivery recorded meanwhile (on this thread)
     */
    public ReplayOutcome follow(ReplayJob job, DeliveryJournal journal, long afterRowId, Duration timeout,
                                BooleanSupplier stopped, java.util.function.Consumer<Delivery> progress) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long last = afterRowId;
        long deliveries = 0;
        long duplicates = 0;
        while (true) {
            for (Delivery delivery : journal.after(last, 1_000)) {
                last = delivery.id();
                Optional<ReplayJob> finished = jobs.notice(delivery);
                if (finished.isPresent() && finished.get().jobId().equals(job.jobId())) {
                    return new ReplayOutcome(finished.get(), deliveries, duplicates, false);
                }
                if (!delivery.verdict().refused()) {
                    deliveries++;
                    if (delivery.verdict() == DeliveryVerdict.DUPLICATE) {
                        duplicates++;
                    }
                }
                progress.accept(delivery);
            }
            Optional<ReplayJob> now = jobs.find(job.jobId());
            if (now.isPresent() && !now.get().running()) {
                return new ReplayOutcome(now.get(), deliveries, duplicates, false);
            }
            if (stopped.getAsBoolean() || System.nanoTime() > deadline) {
                return new ReplayOutcome(now.orElse(job), deliveries, duplicates, true);
            }
            try {
                Thread.sleep(POLL.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new ReplayOutcome(now.orElse(job), deliveries, duplicates, true);
            }
        }
    }
}
