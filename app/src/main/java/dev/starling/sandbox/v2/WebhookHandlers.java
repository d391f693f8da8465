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
import java.util.Set;

/**
 * Webhook configs ({@code GET/POST /2/webhooks}, {@code PUT/DELETE /2/webhooks/:webhook_id}) and the
 * filtered-stream link ({@code GET /2/tweets/search/webhooks}, {@code POST/DELETE
 * /2/tweets/search/webhooks/:webhook_id}).
 *
 * <p>Registering checks X's URL rules (HTTPS, no port, at most 200 characters; the sandbox also takes a
 * loopback {@code http://127.0.0.1:PORT}, which X refuses) and runs X's CRC check against the URL
 * ({@link WebhookCalls}) before answering; {@code PUT} runs it again and re-validates. X's named
 * failures are the first words of the problem's message: {@code UrlValidationFailed},
 * {@code DuplicateUrlFailed}, {@code WebhookLimitExceeded}, {@code CrcValidationFailed},
 * {@code WebhookIdInvalid}.
 *
 * <p>Choices where X's behaviour is not documented: linking an already linked webhook answers
 * {@code provisioned:true} again (idempotent); unlinking answers {@code {"data":{"deleted":true}}}
 * as the OpenAPI {@code WebhookLinksDeleteResponse} says, {@code deleted:false} when no link
 * existed; an unknown webhook id answers 404 with a resource-not-found problem on the link routes.
 * A new config is answered bare, as OpenAPI 2.159 describes it ({@code data} in 2.167; Starling reads both).
 */
record WebhookHandlers(WebhookRegistry registry, Authenticator auth, Clock clock, WebhookCalls calls) {

    private static final int MAX_URL_LENGTH = 200;
    private static final Set<String> LOOPBACK = Set.of("127.0.0.1", "localhost", "[::1]", "::1");

    void register(Router router) {
        router.route("GET", "/2/webhooks", this::list);
        router.route("POST", "/2/webhooks", this::create);
        router.route("PUT", "/2/webhooks/:webhook_id", this::validate);
        router.route("DELETE", "/2/webhooks/:webhook_id", this::delete);
        router.route("GET", "/2/tweets/search/webhooks", this::links);
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
        String problem = urlProblem(url);
        if (problem != null) {
            throw failure("UrlValidationFailed", url, problem);
        }
        if (registry.findByUrl(url).isPresent()) {
            throw failure("DuplicateUrlFailed", url, "A webhook with the `url` [" + url + "] already exists for this app");
        }
        if (registry.list().size() >= WebhookRegistry.MAX_WEBHOOKS) {
            throw failure("WebhookLimitExceeded", url, "This app already has " + WebhookRegistry.MAX_WEBHOOKS
                    + " webhooks, the most it may have. Delete one first");
        }
        WebhookCalls.Crc crc = calls.crc(url);
        if (!crc.passed()) {
            throw failure("CrcValidationFailed", url, crc.reason());
        }
        return SandboxResponse.json(200, registry.register(url, clock.instant()).toJson());
    }

    /** {@code PUT}: the CRC check again; a webhook that passes is valid again (and receives deliveries). */
    private SandboxResponse validate(SandboxRequest request) {
        auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        String id = knownWebhook(request);
        String url = registry.find(id).orElseThrow().url();
        WebhookCalls.Crc crc = calls.crc(url);
        registry.setValid(id, crc.passed());
        if (!crc.passed()) {
            throw failure("CrcValidationFailed", url, crc.reason());
        }
        ObjectNode data = Json.object().put("valid", true).put("attempted", true);
        return SandboxResponse.json(200, Map.of("data", data));
    }

    private SandboxResponse delete(SandboxRequest request) {
        auth.requireAny(request, ErrorStyle.V2_PROBLEM);
        String id = knownWebhook(request);
        return SandboxResponse.json(200, Map.of("data", Map.of("deleted", registry.delete(id))));
    }

    private SandboxResponse links(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of(), errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        ArrayNode data = Json.array();
        registry.links().forEach((id, fields) -> {
            ObjectNode item = data.addObject();
            item.put("webhook_id", id);
            item.put("application_id", app);
            java.time.Instant at = registry.linkedAt(id);
            if (at != null) {
                item.put("created_at", Snowflakes.iso(at));
            }
            ArrayNode names = item.putArray("fields");
            fields.forEach((parameter, value) -> {
                for (String name : value.split(",")) {
                    names.add(parameter + "." + name.trim());
                }
            });
        });
        return SandboxResponse.json(200, Map.of("data", data));
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
        registry.link(id, fields, clock.instant());
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

    /** The id of a registered webhook, or X's {@code WebhookIdInvalid}. */
    private String knownWebhook(SandboxRequest request) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        String id = ReadParameters.pathParam(request, "webhook_id", LookupHandlers.ID_PATTERN, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        if (registry.find(id).isEmpty()) {
            throw Problems.invalidRequest("webhook_id", id, "WebhookIdInvalid: no webhook of this app has the id ["
                    + id + "]");
        }
        return id;
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

    /** A 400 whose message starts with X's failure name. */
    private static ApiException failure(String name, String url, String why) {
        return Problems.invalidRequest("url", url, name + ": " + why);
    }

    /**
     * Why X (and the sandbox) would refuse this URL, or null: HTTPS without a port, a host, at most 200
     * characters; the sandbox also takes a loopback {@code http} URL with any port.
     */
    static String urlProblem(String url) {
        if (url.length() > MAX_URL_LENGTH) {
            return "The `url` must be at most " + MAX_URL_LENGTH + " characters long, not " + url.length();
        }
        URI uri;
        try {
            uri = new URI(url);
        } catch (java.net.URISyntaxException malformed) {
            return "The `url` value [" + url + "] is not a valid URL";
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        if (host.isEmpty()) {
            return "The `url` value [" + url + "] is not a valid URL";
        }
        if ("http".equals(scheme) && LOOPBACK.contains(host)) {
            return null;
        }
        if (!"https".equals(scheme)) {
            return "The `url` value [" + url + "] is not a valid https URL (the sandbox also takes a loopback "
                    + "http://127.0.0.1:PORT URL; X does not)";
        }
        if (uri.getPort() != -1) {
            return "The `url` value [" + url + "] may not name a port";
        }
        return null;
    }
}
