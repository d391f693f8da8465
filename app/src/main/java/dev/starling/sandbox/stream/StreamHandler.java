package dev.starling.sandbox.stream;

import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.v2.FieldSelection;
import dev.starling.sandbox.v2.Problems;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code GET /2/tweets/search/stream} (app-only bearer): chunked NDJSON of the posts matching the
 * app's rules, with the requested fields and expansions and {@code matching_rules}; a {@code \r\n}
 * keep-alive when nothing came for the keep-alive interval; {@code backfill_minutes} (1 to 5) replays
 * the recent matches first. At most two connections per app: a third is refused with 429 and X's
 * {@code streaming-connection} problem ({@code TooManyConnections}).
 */
final class StreamHandler {

    private static final List<String> OWN = List.of("backfill_minutes", "start_time", "end_time");

    private final StreamHub hub;
    private final Authenticator auth;
    private final Clock clock;
    private final Supplier<StreamSettings> settings;
    private final StreamFaults.Refusals refusals;

    StreamHandler(StreamHub hub, Authenticator auth, Clock clock, Supplier<StreamSettings> settings,
                  StreamFaults.Refusals refusals) {
        this.hub = hub;
        this.auth = auth;
        this.clock = clock;
        this.settings = settings;
        this.refusals = refusals;
    }

    void register(Router router) {
        router.route("GET", "/2/tweets/search/stream", this::stream);
    }

    private SandboxResponse stream(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> allowed = new ArrayList<>(OWN);
        allowed.addAll(FieldSelection.Primary.TWEET.parameters());
        FieldSelection.rejectUnknownParameters(request, allowed, errors);
        FieldSelection fields = FieldSelection.parse(request, FieldSelection.Primary.TWEET, errors);
        int backfill = StreamEndpoints.backfill(request, "1 and 5", errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        int refuse = refusals.take();
        if (refuse != 0) {
            return refused(refuse, clock);
        }
        StreamConnection connection = new StreamConnection(StreamHub.newUuid(), app, clock.instant(),
                request.remoteAddress(), fields);
        Optional<List<byte[]>> backfillLines = hub.connect(connection, backfill);
        if (backfillLines.isEmpty()) {
            return StreamEndpoints.tooManyConnections();
        }
        StreamSettings current = settings.get();
        return SandboxResponse.streaming(200, "application/json; charset=utf-8", out -> {
            String reason = "ClientDisconnected";
            try {
                reason = connection.write(out, current.keepAlive(), backfillLines.get());
            } finally {
                hub.disconnected(connection, reason);
            }
        });
    }

    private static SandboxResponse refused(int status, Clock clock) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("title", status == 429 ? "Too Many Requests" : "Service Unavailable");
        problem.put("detail", status == 429 ? "Too Many Requests (injected by the sandbox)"
                : "The stream is unavailable right now (injected by the sandbox)");
        problem.put("type", "about:blank");
        problem.put("status", status);
        SandboxResponse response = SandboxResponse.problem(status, problem);
        return status == 429 ? response.withHeader("x-rate-limit-reset",
                Long.toString(clock.instant().getEpochSecond() + 60)) : response;
    }
}
