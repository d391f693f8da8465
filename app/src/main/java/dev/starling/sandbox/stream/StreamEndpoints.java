package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.v2.Problems;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What X's streaming endpoints (the filtered stream, the activity stream) have in common in the sandbox: the
 * {@code backfill_minutes} parameter, the answer to a connection over the limit, and the faults an operator
 * injects into every open connection.
 */
public final class StreamEndpoints {

    private StreamEndpoints() {
    }

    /**
     * {@code backfill_minutes} (0 when absent); an error in X's words when it is not a digit up to 5.
     *
     * @param range how X words the range in its error ({@code 0 and 5} on the activity stream, {@code 1 and 5} on the
     *     filtered stream)
     */
    public static int backfill(SandboxRequest request, String range, List<Problems.ParameterError> errors) {
        Optional<String> raw = request.param("backfill_minutes");
        if (raw.isEmpty()) {
            return 0;
        }
        int backfill = raw.get().matches("[0-9]") ? Integer.parseInt(raw.get()) : -1;
        if (backfill < 0 || backfill > 5) {
            errors.add(Problems.ParameterError.of("backfill_minutes", raw.get(), "The `backfill_minutes` query "
                    + "parameter value [" + raw.get() + "] is not between " + range));
        }
        return backfill;
    }

    /** X's 429 {@code streaming-connection} problem ({@code TooManyConnections}) for a connection over the limit. */
    public static SandboxResponse tooManyConnections() {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("title", "ConnectionException");
        problem.put("detail", "This stream is currently at the maximum allowed connection limit.");
        problem.put("connection_issue", "TooManyConnections");
        problem.put("type", Problems.BASE + "streaming-connection");
        return SandboxResponse.problem(429, problem);
    }

    /**
     * A stream's open connections and what an operator's fault request may do to them and to the next attempts;
     * both streams (filtered, activity) end and stall their connections the same way.
     */
    public interface ConnectionFaults {

        /** Every open connection, of all apps. */
        List<StreamConnection> connections();

        /** The next {@code count} connection attempts are refused with {@code status} (429 or 503). */
        void refuseNextConnects(int status, int count);

        /** Ends every open connection with an {@code operational-disconnect} of this type (null: silently). Returns how many. */
        default int disconnectAll(String disconnectType) {
            List<StreamConnection> open = connections();
            open.forEach(connection -> connection.end(disconnectType));
            return open.size();
        }

        /** Every open connection goes silent for {@code duration} (no keep-alive either), then ends. Returns how many. */
        default int stallAll(Duration duration) {
            List<StreamConnection> open = connections();
            open.forEach(connection -> connection.stall(duration));
            return open.size();
        }

        /** Open connections of all apps. */
        default int openConnections() {
            return connections().size();
        }
    }

    /**
     * The admin route's fault request ({@code {"disconnect": TYPE, "stall_seconds": S, "refuse": {"status": 429,
     * "count": N}}}): what was done, as JSON; 400 for a refusal of another status.
     *
     * @param silentDisconnect whether {@code "disconnect": null} ends the connections silently (else it is ignored)
     */
    public static SandboxResponse faults(JsonNode body, ConnectionFaults target, boolean silentDisconnect) {
        ObjectNode answer = Json.object();
        if (body.hasNonNull("disconnect") || silentDisconnect && body.has("disconnect")) {
            answer.put("disconnected", target.disconnectAll(body.get("disconnect").isNull() ? null
                    : body.get("disconnect").asText()));
        }
        if (body.has("stall_seconds")) {
            answer.put("stalled", target.stallAll(Duration.ofMillis((long) (body.get("stall_seconds").asDouble() * 1000))));
        }
        JsonNode refuse = body.path("refuse");
        if (refuse.isObject()) {
            try {
                target.refuseNextConnects(refuse.path("status").asInt(), Math.max(1, refuse.path("count").asInt(1)));
            } catch (IllegalArgumentException e) {
                return SandboxResponse.json(400, Map.of("error", e.getMessage()));
            }
            answer.put("refusing", refuse.path("count").asInt(1));
        }
        return SandboxResponse.json(200, answer);
    }

    /** The statuses a connection attempt may be refused with by an injected fault. */
    public static void checkRefusal(int status) {
        if (status != 429 && status != 503) {
            throw new IllegalArgumentException("Connection attempts can be refused with 429 or 503");
        }
    }
}
