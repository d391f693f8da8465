package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import dev.starling.sandbox.v2.FieldSelection;
import dev.starling.sandbox.v2.Problems;
import java.io.IOException;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code GET /2/connections} (the app's real connections: active, inactive or all, by endpoint,
 * paged, with {@code connection.fields}) and {@code DELETE /2/connections/all},
 * {@code /2/connections/:endpoint_id} and {@code /2/connections} with {@code uuids}: each killed
 * connection gets an {@code operational-disconnect} ({@code ForceDisconnect}) and ends.
 */
final class ConnectionHandlers {

    static final List<String> ENDPOINTS = List.of("filtered_stream", "sample_stream", "sample10_stream",
            "firehose_stream", "tweets_compliance_stream", "users_compliance_stream", "tweet_label_stream",
            "firehose_stream_lang_en", "firehose_stream_lang_ja", "firehose_stream_lang_ko", "firehose_stream_lang_pt",
            "likes_firehose_stream", "likes_sample10_stream", "likes_compliance_stream");
    static final List<String> FIELDS = List.of("client_ip", "connected_at", "disconnect_reason", "disconnected_at",
            "endpoint_name", "id");
    private static final List<String> DEFAULT_FIELDS = List.of("id", "endpoint_name", "connected_at", "disconnected_at",
            "disconnect_reason");
    private static final List<String> STATUSES = List.of("active", "inactive", "all");
    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private final StreamHub hub;
    private final Authenticator auth;

    ConnectionHandlers(StreamHub hub, Authenticator auth) {
        this.hub = hub;
        this.auth = auth;
    }

    void register(Router router) {
        router.route("GET", "/2/connections", this::list);
        router.route("DELETE", "/2/connections/all", request -> kill(request, null, null));
        router.route("DELETE", "/2/connections/:endpoint_id", this::killEndpoint);
        router.route("DELETE", "/2/connections", this::killUuids);
    }

    private SandboxResponse list(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of("status", "endpoints", "max_results",
                "pagination_token", "connection.fields"), errors);
        String status = request.param("status").orElse("active");
        if (!STATUSES.contains(status)) {
            errors.add(Problems.notOneOf("status", status, STATUSES));
        }
        Set<String> endpoints = new LinkedHashSet<>();
        request.param("endpoints").ifPresent(text -> {
            for (String endpoint : text.split(",", -1)) {
                if (!ENDPOINTS.contains(endpoint.strip())) {
                    errors.add(Problems.notOneOf("endpoints", endpoint, ENDPOINTS));
                }
                endpoints.add(endpoint.strip());
            }
        });
        int max = 10;
        String rawMax = request.param("max_results").orElse(null);
        if (rawMax != null) {
            max = rawMax.matches("[0-9]{1,3}") ? Integer.parseInt(rawMax) : -1;
            if (max < 1 || max > 100) {
                errors.add(Problems.ParameterError.of("max_results", rawMax,
                        "The `max_results` query parameter value [" + rawMax + "] is not between 1 and 100"));
            }
        }
        int from = request.param("pagination_token").map(RuleHandlers::position).orElse(0);
        if (from < 0) {
            errors.add(Problems.ParameterError.of("pagination_token", request.param("pagination_token").get(),
                    "The `pagination_token` query parameter value is not a valid pagination token"));
        }
        List<String> fields = new ArrayList<>(DEFAULT_FIELDS);
        request.param("connection.fields").ifPresent(text -> {
            fields.clear();
            for (String field : text.split(",", -1)) {
                if (!FIELDS.contains(field.strip())) {
                    errors.add(Problems.notOneOf("connection.fields", field, FIELDS));
                }
                fields.add(field.strip());
            }
        });
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        List<StreamHub.Record> records = hub.records(app, !status.equals("inactive"), !status.equals("active")).stream()
                .filter(record -> endpoints.isEmpty() || endpoints.contains(record.endpoint())).toList();
        List<StreamHub.Record> page = records.subList(Math.min(from, records.size()),
                Math.min(from + max, records.size()));
        ObjectNode body = Json.object();
        if (!page.isEmpty()) {
            ArrayNode data = body.putArray("data");
            page.forEach(record -> data.add(render(record, fields)));
        }
        ObjectNode meta = body.putObject("meta").put("result_count", page.size());
        if (from + page.size() < records.size()) {
            meta.put("next_token", RuleHandlers.token(from + page.size()));
        }
        return SandboxResponse.json(200, body);
    }

    private SandboxResponse killEndpoint(SandboxRequest request) {
        String endpoint = request.pathParam("endpoint_id");
        if (!ENDPOINTS.contains(endpoint)) {
            throw Problems.invalidRequest("endpoint_id", endpoint, "The `endpoint_id` path parameter value ["
                    + endpoint + "] is not one of [" + String.join(",", ENDPOINTS) + "]");
        }
        return kill(request, endpoint, null);
    }

    private SandboxResponse killUuids(SandboxRequest request) {
        JsonNode body;
        try {
            body = request.body().length == 0 ? null : Json.parse(request.body());
        } catch (IOException e) {
            body = null;
        }
        JsonNode uuids = body == null ? null : body.get("uuids");
        if (uuids == null || !uuids.isArray() || uuids.isEmpty() || uuids.size() > 100) {
            auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
            throw Problems.invalidRequest("uuids", null, "uuids must be an array of 1 to 100 connection ids");
        }
        List<String> wanted = new ArrayList<>();
        uuids.forEach(uuid -> wanted.add(uuid.asText()));
        return kill(request, null, wanted);
    }

    /** Kills the app's connections (of one endpoint, or those named); unknown names fail with a message. */
    private SandboxResponse kill(SandboxRequest request, String endpoint, List<String> uuids) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        ObjectNode body = Json.object();
        ObjectNode data = body.putObject("data");
        ArrayNode results = Json.array();
        int killed = 0;
        int failed = 0;
        List<StreamConnection> open = hub.connections(app);
        if (uuids == null) {
            for (StreamConnection connection : open) {
                if (endpoint == null || endpoint.equals(StreamHub.ENDPOINT)) {
                    connection.end("ForceDisconnect");
                    // listed as past at once, as X does, not when its writer thread next wakes
                    hub.disconnected(connection, "ForceDisconnect");
                    results.addObject().put("uuid", connection.uuid).put("success", true);
                    killed++;
                }
            }
        } else {
            for (String uuid : uuids) {
                StreamConnection connection = open.stream().filter(c -> c.uuid.equals(uuid)).findFirst().orElse(null);
                if (connection == null) {
                    results.addObject().put("uuid", uuid).put("success", false)
                            .put("error_message", "No active connection with this id");
                    failed++;
                } else {
                    connection.end("ForceDisconnect");
                    // listed as past at once, as X does, not when its writer thread next wakes
                    hub.disconnected(connection, "ForceDisconnect");
                    results.addObject().put("uuid", uuid).put("success", true);
                    killed++;
                }
            }
        }
        data.put("successful_kills", killed);
        data.put("failed_kills", failed);
        data.set("results", results);
        return SandboxResponse.json(200, body);
    }

    private static ObjectNode render(StreamHub.Record record, List<String> fields) {
        ObjectNode item = Json.object();
        for (String field : fields) {
            switch (field) {
                case "id" -> item.put("id", record.uuid());
                case "endpoint_name" -> item.put("endpoint_name", record.endpoint());
                case "connected_at" -> item.put("connected_at", ISO.format(record.connectedAt()));
                case "disconnected_at" -> {
                    if (record.disconnectedAt() != null) {
                        item.put("disconnected_at", ISO.format(record.disconnectedAt()));
                    }
                }
                case "disconnect_reason" -> {
                    if (record.reason() != null) {
                        item.put("disconnect_reason", record.reason());
                    }
                }
                case "client_ip" -> item.put("client_ip", record.clientIp());
                default -> {
                }
            }
        }
        return item;
    }
}
