package dev.starling.sandbox.events;

import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.stream.StreamConnection;
import dev.starling.sandbox.stream.StreamEndpoints;
import dev.starling.sandbox.v2.FieldSelection;
import dev.starling.sandbox.v2.Problems;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * {@code GET /2/activity/stream} (app-only bearer): chunked NDJSON of the app's events as they
 * happen, a {@code \r\n} keep-alive when nothing came for the keep-alive interval, {@code backfill_minutes}
 * (0 to 5) replaying the recent ones first, {@code start_time}/{@code end_time} (ISO 8601) a window of the
 * last minutes kept (the connection ends after it when {@code end_time} has passed). At most two
 * connections per app; injected faults as on the filtered stream.
 */
final class ActivityStreamHandler {

    private static final List<String> PARAMETERS = List.of("backfill_minutes", "start_time", "end_time");

    private final ActivityHub hub;
    private final Authenticator auth;
    private final Clock clock;
    private final Supplier<Duration> keepAlive;
    private final Faults faults;

    /** Connection attempts to refuse (429, 503), for fault injection. */
    static final class Faults {
        private final java.util.concurrent.ConcurrentLinkedQueue<Integer> refusals =
                new java.util.concurrent.ConcurrentLinkedQueue<>();

        void refuse(int status, int count) {
            for (int i = 0; i < count; i++) {
                refusals.add(status);
            }
        }

        Integer take() {
            return refusals.poll();
        }

        void clear() {
            refusals.clear();
        }
    }

    ActivityStreamHandler(ActivityHub hub, Authenticator auth, Clock clock, Supplier<Duration> keepAlive, Faults faults) {
        this.hub = hub;
        this.auth = auth;
        this.clock = clock;
        this.keepAlive = keepAlive;
        this.faults = faults;
    }

    void register(Router router) {
        router.route("GET", "/2/activity/stream", this::stream);
    }

    private SandboxResponse stream(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, PARAMETERS, errors);
        int backfill = StreamEndpoints.backfill(request, "0 and 5", errors);
        Instant start = time(request, "start_time", errors);
        Instant end = time(request, "end_time", errors);
        if (start != null && end != null && !start.isBefore(end)) {
            errors.add(Problems.ParameterError.of("end_time", request.param("end_time").orElse(""),
                    "The `end_time` must be after the `start_time`"));
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        Integer refuse = faults.take();
        if (refuse != null) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("title", refuse == 429 ? "Too Many Requests" : "Service Unavailable");
            problem.put("type", "about:blank");
            problem.put("status", refuse);
            problem.put("detail", "Refused by the sandbox's injected fault");
            return SandboxResponse.problem(refuse, problem);
        }
        StreamConnection connection = new StreamConnection(UUID.randomUUID().toString(), app, clock.instant(),
                request.remoteAddress(), FieldSelection.none());
        Optional<List<byte[]>> backfillLines = hub.connect(connection, backfill, start, end);
        if (backfillLines.isEmpty()) {
            return StreamEndpoints.tooManyConnections();
        }
        if (end != null && !end.isAfter(clock.instant())) {
            connection.end(null);
        }
        Duration interval = keepAlive.get();
        return SandboxResponse.streaming(200, "application/json; charset=utf-8", out -> {
            try {
                connection.write(out, interval, backfillLines.get());
            } finally {
                hub.disconnected(connection);
            }
        });
    }

    private static Instant time(SandboxRequest request, String name, List<Problems.ParameterError> errors) {
        Optional<String> raw = request.param(name);
        if (raw.isEmpty()) {
            return null;
        }
        try {
            return Instant.parse(raw.get());
        } catch (DateTimeParseException e) {
            errors.add(Problems.ParameterError.of(name, raw.get(), "The `" + name + "` query parameter value ["
                    + raw.get() + "] is not a valid time (YYYY-MM-DDTHH:mm:ssZ)"));
            return null;
        }
    }
}
