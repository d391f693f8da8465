package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.http.ApiRequest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The app's streaming connections: {@code GET /2/connections} (active, inactive or all, per
 * endpoint, paged) and ending them: all ({@code DELETE /2/connections/all}), one endpoint's
 * ({@code DELETE /2/connections/{endpoint_id}}) or by id ({@code DELETE /2/connections} with
 * {@code uuids}, 1 to 100). Ending a connection is irreversible: the window asks first.
 */
public final class ConnectionsClient {

    public static final String FILTERED_STREAM = "filtered_stream";
    private static final String FIELDS = "id,endpoint_name,connected_at,disconnected_at,disconnect_reason,client_ip";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Which connections to list. */
    public enum Status { ACTIVE, INACTIVE, ALL }

    /** One page and the next page's token (null on the last). */
    public record Page(List<StreamConnectionInfo> connections, String nextToken) {
        public Page {
            connections = List.copyOf(connections);
        }
    }

    private final LiveEndpoints endpoints;

    public ConnectionsClient(LiveEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    /** @param endpoint e.g. {@link #FILTERED_STREAM}, or null for every endpoint */
    public Page list(Status status, String endpoint, int maxResults, String token) {
        Map<String, String> query = new LinkedHashMap<>();
        query.put("status", status.name().toLowerCase(java.util.Locale.ROOT));
        if (endpoint != null) {
            query.put("endpoints", endpoint);
        }
        query.put("max_results", Integer.toString(maxResults));
        if (token != null) {
            query.put("pagination_token", token);
        }
        query.put("connection.fields", FIELDS);
        JsonNode root = LiveEndpoints.json(endpoints.http().execute(
                ApiRequest.get(endpoints.url(LiveEndpoints.CONNECTIONS, query), endpoints.auth().get())));
        List<StreamConnectionInfo> connections = new ArrayList<>();
        for (JsonNode item : root.path("data")) {
            connections.add(new StreamConnectionInfo(item.path("id").asText(null), item.path("endpoint_name").asText(null),
                    LiveEndpoints.instant(item.path("connected_at")), LiveEndpoints.instant(item.path("disconnected_at")),
                    item.path("disconnect_reason").asText(null), item.path("client_ip").asText(null)));
        }
        String next = root.path("meta").path("next_token").asText(null);
        return new Page(connections, next == null || next.isEmpty() ? null : next);
    }

    public ConnectionKills endAll() {
        return kills(new ApiRequest("DELETE", endpoints.url(LiveEndpoints.CONNECTIONS + "/all", Map.of()), null,
                endpoints.auth().get(), true));
    }

    /** Ends the connections of one endpoint, e.g. {@link #FILTERED_STREAM}. */
    public ConnectionKills endEndpoint(String endpoint) {
        return kills(new ApiRequest("DELETE", endpoints.url(LiveEndpoints.CONNECTIONS + "/" + endpoint, Map.of()), null,
                endpoints.auth().get(), true));
    }

    /** Ends the connections with these ids (1 to 100). */
    public ConnectionKills end(List<String> uuids) {
        if (uuids.isEmpty() || uuids.size() > 100) {
            throw new IllegalArgumentException("between 1 and 100 connection ids, not " + uuids.size());
        }
        ObjectNode body = JSON.createObjectNode();
        uuids.forEach(body.putArray("uuids")::add);
        try {
            return kills(new ApiRequest("DELETE", endpoints.url(LiveEndpoints.CONNECTIONS, Map.of()),
                    new ApiRequest.Body(ApiRequest.JSON, JSON.writeValueAsBytes(body)), endpoints.auth().get(), true));
        } catch (IOException e) {
            throw new IllegalStateException("a uuid list always serialises", e);
        }
    }

    private ConnectionKills kills(ApiRequest request) {
        JsonNode data = LiveEndpoints.json(endpoints.http().execute(request)).path("data");
        List<ConnectionKills.Result> results = new ArrayList<>();
        for (JsonNode result : data.path("results")) {
            results.add(new ConnectionKills.Result(result.path("uuid").asText(), result.path("success").asBoolean(),
                    result.path("error_message").asText(null)));
        }
        return new ConnectionKills(data.path("successful_kills").asInt(), data.path("failed_kills").asInt(), results);
    }
}
