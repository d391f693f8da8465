package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Webhook configs ({@code GET/POST /2/webhooks}) and the filtered-stream link
 * ({@code POST/DELETE /2/tweets/search/webhooks/:webhook_id}).
 *
 * <p>Choices where X's behaviour is not documented: linking an already linked webhook answers
 * {@code provisioned:true} again (idempotent); unlinking answers {@code {"data":{"deleted":true}}}
 * as the OpenAPI {@code WebhookLinksDeleteResponse} says, {@code deleted:false} when no link
 * existed; an unknown webhook id answers 404 with a resource-not-found problem. A new webhook is
 * valid at once: the sandbox never calls out for X's CRC check.
 */
record WebhookHandlers(WebhookRegistry registry, Authenticator auth, Clock clock) {

    private static final int MAX_URL_LENGTH = 200;

    void register(Router router) {
        router.route("GET", "/2/webhooks", this::list);
        router.route("POST", "/2/webhooks", this::create);
        router.route("POST", "/2/tweets/search/webhooks/:webhook_id", this::link);
        router.route("DELETE", "/2/tweets/search/webhooks/:webhook_id", this::unlink);
    }

    private SandboxResponse list(SandboxRequest request) {
        auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        List<String> fields = List.of("webhook_config.fields");
        FieldSelection.rejectUnknownParameters(request, fields, errors);
        for (String value : request.query().getOrDefault("webhook_config.fields", List.of())) {
            for (String field : value.split(",", -1)) {
                if (!FieldCatalog.WEBHOOK_CONFIG_FIELDS.contains(field.trim())) {
                    errors.add(Problems.notOneOf("webhook_config.fields", field, FieldCatalog.WEBHOOK_CONFIG_FIELDS));
                }
            }
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        ArrayNode data = Json.array();
        registry.list().forEach(config -> data.add(config.toJson()));
        ObjectNode meta = Json.object();
        meta.put("result_count", data.size());
        return ResponseBody.ok(data, null, null, meta);
    }

    /** The OpenAPI allows a bearer token or a user token here. */
    private SandboxResponse create(SandboxRequest request) {
        auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        JsonNode body;
        try {
            body = request.body().length == 0 ? Json.object() : Json.parse(request.body());
        } catch (IOException e) {
            throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of(),
                    "The request body is not valid JSON")));
        }
        JsonNode urlNode = body.path("url");
        if (!urlNode.isTextual() || urlNode.asText().isEmpty()) {
            throw Problems.invalidRequest(List.of(new Problems.ParameterError(Map.of("url", List.of()),
                    "$.url: is missing but it is required")));
        }
        String url = urlNode.asText();
        if (url.length() > MAX_URL_LENGTH) {
            throw Problems.invalidRequest("url", url, "$.url: must be at most " + MAX_URL_LENGTH + " characters long");
        }
        if (!isHttpsUrl(url)) {
            throw Problems.invalidRequest("url", url, "The `url` value [" + url + "] is not a valid https URL");
        }
        if (registry.findByUrl(url).isPresent()) {
            throw Problems.invalidRequest("url", url, "A webhook with the `url` [" + url + "] already exists");
        }
        return SandboxResponse.json(200, registry.register(url, clock.instant()).toJson());
    }

    private SandboxResponse link(SandboxRequest request) {
        auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        String id = ReadParameters.pathParam(request, "webhook_id", LookupHandlers.ID_PATTERN, errors);
        ReadParameters.fields(request, FieldSelection.Primary.TWEET, List.of(), errors);
        requireWebhook(id, errors);
        ObjectNode fields = Json.object();
        for (String parameter : FieldSelection.Primary.TWEET.parameters()) {
            request.param(parameter).ifPresent(value -> fields.put(parameter, value));
        }
        registry.link(id, fields);
        return SandboxResponse.json(200, Map.of("data", Map.of("provisioned", true)));
    }

    private SandboxResponse unlink(SandboxRequest request) {
        auth.requireBearer(request, ErrorStyle.V2_PROBLEM);
        List<Problems.ParameterError> errors = new ArrayList<>();
        String id = ReadParameters.pathParam(request, "webhook_id", LookupHandlers.ID_PATTERN, errors);
        FieldSelection.rejectUnknownParameters(request, List.of(), errors);
        requireWebhook(id, errors);
        return SandboxResponse.json(200, Map.of("data", Map.of("deleted", registry.unlink(id))));
    }

    /** One 400 naming every problem of the request, else a 404 when no webhook has {@code id}. */
    private void requireWebhook(String id, List<Problems.ParameterError> errors) {
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        if (registry.find(id).isEmpty()) {
            Map<String, Object> problem = new LinkedHashMap<>(Problems.notFound("webhook", "webhook_id", id));
            problem.put("status", 404);
            throw new ApiException(SandboxResponse.problem(404, problem));
        }
    }

    private static boolean isHttpsUrl(String url) {
        try {
            URI uri = new URI(url);
            return "https".equals(uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT))
                    && uri.getHost() != null && !uri.getHost().isEmpty();
        } catch (java.net.URISyntaxException malformed) {
            return false;
        }
    }
}
