package dev.starling.sandbox.webhooks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.v2.Problems;
import dev.starling.sandbox.v2.WebhookRegistry;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@code POST /2/webhooks/replay} (app-only bearer) with {@code {webhook_id, from_date, to_date}} in
 * {@code yyyymmddhhmm} UTC: X's rules (a known webhook, whole minutes, the start before the end, the
 * start within the last 24 hours, the end at least 31 minutes ago, one job at a time per webhook: a
 * second is X's {@code conflict} problem, 409), then a job that sends again every delivery of the window
 * ({@code from_date} inclusive, {@code to_date}'s minute inclusive), signed as before, and finally the
 * completion event {@code {"replay_job_status": {webhook_id, job_state, job_state_description, job_id}}}:
 * {@code Complete}, or {@code Incomplete} when some could not be delivered. Answer: {@code {"data":
 * {job_id, created_at}}} (2.167).
 */
final class ReplayJobs {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuuMMddHHmm");
    private static final long X_EPOCH_MILLIS = 1288834974657L;

    private final WebhookRegistry registry;
    private final WebhookDeliveries deliveries;
    private final Authenticator auth;
    private final Clock clock;
    private final Map<String, String> running = new ConcurrentHashMap<>();
    private final AtomicLong lastId = new AtomicLong();

    ReplayJobs(WebhookRegistry registry, WebhookDeliveries deliveries, Authenticator auth, Clock clock) {
        this.registry = registry;
        this.deliveries = deliveries;
        this.auth = auth;
        this.clock = clock;
    }

    void register(Router router) {
        router.route("POST", "/2/webhooks/replay", this::replay);
    }

    /** Jobs running now (webhook id to job id). */
    Map<String, String> running() {
        return Map.copyOf(running);
    }

    private SandboxResponse replay(SandboxRequest request) {
        auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
        JsonNode body;
        try {
            body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
        } catch (IOException e) {
            throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(), "The request body is not valid JSON")));
        }
        List<Problems.ParameterError> errors = new ArrayList<>();
        String webhookId = text(body, "webhook_id", "^[0-9]{1,19}$", errors);
        String fromText = text(body, "from_date", "^[0-9]{12}$", errors);
        String toText = text(body, "to_date", "^[0-9]{12}$", errors);
        Instant from = time("from_date", fromText, errors);
        Instant to = time("to_date", toText, errors);
        Instant now = clock.instant();
        if (from != null && to != null) {
            if (!from.isBefore(to)) {
                errors.add(Problems.ParameterError.of("from_date", fromText, "The `from_date` [" + fromText
                        + "] must be before the `to_date` [" + toText + "]"));
            }
            if (from.isBefore(now.minus(Duration.ofHours(24)))) {
                errors.add(Problems.ParameterError.of("from_date", fromText, "The `from_date` [" + fromText
                        + "] is more than 24 hours ago: replay covers the last 24 hours"));
            }
            if (to.isAfter(now.minus(Duration.ofMinutes(31)))) {
                errors.add(Problems.ParameterError.of("to_date", toText, "The `to_date` [" + toText
                        + "] must be at least 31 minutes ago"));
            }
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        if (registry.find(webhookId).isEmpty()) {
            throw Problems.invalidRequest("webhook_id", webhookId, "WebhookIdInvalid: no webhook of this app has the id ["
                    + webhookId + "]");
        }
        String jobId = newId(now);
        if (running.putIfAbsent(webhookId, jobId) != null) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("title", "Conflict");
            problem.put("detail", "A replay job is already in progress for webhook " + webhookId
                    + ". Wait for its completion event.");
            problem.put("type", Problems.BASE + "conflict");
            problem.put("status", 409);
            throw new ApiException(SandboxResponse.problem(409, problem));
        }
        List<DeliveryHistory.Entry> entries = deliveries.history().between(webhookId, from, to.plus(Duration.ofMinutes(1)));
        Thread job = new Thread(() -> run(webhookId, jobId, entries), "sandbox-replay-" + jobId);
        job.setDaemon(true);
        job.start();
        ObjectNode data = Json.object().put("job_id", jobId).put("created_at", now.toString());
        return SandboxResponse.json(200, Map.of("data", data));
    }

    private void run(String webhookId, String jobId, List<DeliveryHistory.Entry> entries) {
        boolean complete = true;
        try {
            List<CompletableFuture<Boolean>> sent = new ArrayList<>();
            for (DeliveryHistory.Entry entry : entries) {
                sent.add(deliveries.resend(webhookId, entry.body()));
            }
            for (CompletableFuture<Boolean> one : sent) {
                complete &= one.join();
            }
        } catch (RuntimeException e) {
            complete = false;
        } finally {
            ObjectNode status = Json.object();
            status.putObject("replay_job_status").put("webhook_id", webhookId)
                    .put("job_state", complete ? "Complete" : "Incomplete")
                    .put("job_state_description", complete ? "Job completed successfully"
                            : "Some events could not be delivered to the webhook")
                    .put("job_id", jobId);
            deliveries.resend(webhookId, Json.bytes(status)).join();
            running.remove(webhookId, jobId);
        }
    }

    private String newId(Instant now) {
        long id = lastId.updateAndGet(last -> Math.max(last + 1, (now.toEpochMilli() - X_EPOCH_MILLIS) << 22));
        return Long.toString(id);
    }

    private static String text(JsonNode body, String name, String pattern, List<Problems.ParameterError> errors) {
        JsonNode value = body.path(name);
        if (!value.isTextual() || value.asText().isEmpty()) {
            errors.add(new Problems.ParameterError(Map.of(name, List.of()), "$." + name + ": is missing but it is required"));
            return null;
        }
        if (!value.asText().matches(pattern)) {
            errors.add(Problems.ParameterError.of(name, value.asText(), "$." + name + ": does not match the regex pattern "
                    + pattern));
            return null;
        }
        return value.asText();
    }

    private static Instant time(String name, String text, List<Problems.ParameterError> errors) {
        if (text == null) {
            return null;
        }
        try {
            return LocalDateTime.parse(text, DATE).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            errors.add(Problems.ParameterError.of(name, text, "The `" + name + "` [" + text + "] is not a time "
                    + "(yyyymmddhhmm, UTC)"));
            return null;
        }
    }
}
