package dev.starling.core.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.api.error.ApiErrorParser;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.UnreadableAnswer;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDraft;
import java.io.IOException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The filtered stream's rules at X: {@code GET /2/tweets/search/stream/rules} (by {@code ids}, paged
 * with {@code max_results} and {@code pagination_token}) and {@code POST} with {@code add} or
 * {@code delete}, {@code dry_run} and {@code delete_all}. X's rule problems (duplicate, invalid, cap,
 * noncompliant) come back as {@link RuleRefusal}s on the rule they name, whatever the status; other
 * failures are {@link ApiException}s. Blocking: call from a background task.
 */
public final class RulesClient implements RuleOperations {

    /** X's largest page of rules. */
    public static final int MAX_PAGE = 1000;
    private static final ObjectMapper JSON = new ObjectMapper();

    private final LiveEndpoints endpoints;

    public RulesClient(LiveEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    /** One page; {@code ids} empty for all rules, {@code token} null for the first page. */
    public RulePage page(List<String> ids, int maxResults, String token) {
        Map<String, String> query = new LinkedHashMap<>();
        if (!ids.isEmpty()) {
            query.put("ids", String.join(",", ids));
        }
        query.put("max_results", Integer.toString(maxResults));
        if (token != null) {
            query.put("pagination_token", token);
        }
        ApiResponse response = endpoints.http().execute(ApiRequest.get(endpoints.url(LiveEndpoints.RULES, query),
                endpoints.auth().get()));
        JsonNode body = parse(response);
        List<LiveRule> rules = new ArrayList<>();
        body.path("data").forEach(rule -> rules.add(rule(rule)));
        String next = body.path("meta").path("next_token").asText(null);
        return new RulePage(rules, next == null || next.isEmpty() ? null : next);
    }

    /** Every live rule, all pages read. */
    @Override
    public List<LiveRule> all() {
        List<LiveRule> rules = new ArrayList<>();
        String token = null;
        do {
            RulePage page = page(List.of(), MAX_PAGE, token);
            rules.addAll(page.rules());
            token = page.nextToken();
        } while (token != null);
        return rules;
    }

    /** Adds rules; with {@code dryRun} X only checks them. */
    @Override
    public RulesAnswer add(List<RuleDraft> rules, boolean dryRun) {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode add = body.putArray("add");
        for (RuleDraft rule : rules) {
            ObjectNode item = add.addObject().put("value", rule.value());
            if (rule.tag() != null) {
                item.put("tag", rule.tag());
            }
        }
        return post(body, dryRun, false, rules.stream().map(RuleDraft::value).toList(), List.of());
    }

    /** Deletes rules by id; with {@code dryRun} X only checks them. */
    @Override
    public RulesAnswer delete(List<String> ids, boolean dryRun) {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode array = body.putObject("delete").putArray("ids");
        ids.forEach(array::add);
        return post(body, dryRun, false, List.of(), ids);
    }

    /** Deletes every rule ({@code delete_all=true}). */
    public RulesAnswer deleteAll(boolean dryRun) {
        return post(JSON.createObjectNode(), dryRun, true, List.of(), List.of());
    }

    private RulesAnswer post(ObjectNode body, boolean dryRun, boolean deleteAll, List<String> sentValues,
                             List<String> sentIds) {
        Map<String, String> query = new LinkedHashMap<>();
        if (dryRun) {
            query.put("dry_run", "true");
        }
        if (deleteAll) {
            query.put("delete_all", "true");
        }
        byte[] bytes;
        try {
            bytes = JSON.writeValueAsBytes(body);
        } catch (IOException e) {
            throw new IllegalStateException("a rules body always serialises", e);
        }
        ApiResponse response = endpoints.http().exchange(ApiRequest.postJson(endpoints.url(LiveEndpoints.RULES, query),
                bytes, endpoints.auth().get()));
        JsonNode root = parse(response);
        List<RuleRefusal> refusals = refusals(root, sentValues, sentIds);
        boolean ok = response.status() >= 200 && response.status() < 300;
        if (!ok && refusals.stream().allMatch(refusal -> refusal.kind() == RuleRefusal.Kind.OTHER)) {
            // a refused request (credentials, a malformed body), not a refused rule: the caller's error
            throw new ApiException(ApiErrorParser.parse(response.status(), "", response.body()));
        }
        List<LiveRule> data = new ArrayList<>();
        root.path("data").forEach(rule -> data.add(rule(rule)));
        JsonNode meta = root.path("meta");
        return new RulesAnswer(response.status(), data, summary(meta.path("summary")), refusals,
                meta.path("sent").asText(null));
    }

    /** Each rule problem of the answer, landed on the rule it names (by value among the adds, by id among the deletes). */
    static List<RuleRefusal> refusals(JsonNode root, List<String> sentValues, List<String> sentIds) {
        List<RuleRefusal> out = new ArrayList<>();
        List<JsonNode> problems = new ArrayList<>();
        root.path("errors").forEach(problems::add);
        if (root.has("type") && !root.has("errors")) {
            problems.add(root);
        }
        for (JsonNode problem : problems) {
            RuleRefusal.Kind kind = RuleRefusal.Kind.ofType(problem.path("type").asText(null));
            String value = problem.path("value").asText(null);
            String id = problem.path("id").asText(null);
            String resource = problem.path("resource_id").asText(null);
            int index = value == null ? -1 : sentValues.indexOf(value);
            for (String named : new String[] {id, resource, value}) {
                if (index < 0 && named != null) {
                    index = sentIds.indexOf(named);
                }
            }
            List<String> details = new ArrayList<>();
            problem.path("details").forEach(detail -> details.add(detail.asText()));
            if (details.isEmpty() && problem.hasNonNull("detail")) {
                details.add(problem.get("detail").asText());
            }
            out.add(new RuleRefusal(kind, index, value, id, details));
        }
        return out;
    }

    private static RulesSummary summary(JsonNode summary) {
        return new RulesSummary(summary.path("created").asInt(-1), summary.path("not_created").asInt(-1),
                summary.path("valid").asInt(-1), summary.path("invalid").asInt(-1), summary.path("deleted").asInt(-1),
                summary.path("not_deleted").asInt(-1));
    }

    private static LiveRule rule(JsonNode node) {
        return new LiveRule(node.path("id").asText(), node.path("value").asText(), node.path("tag").asText(null));
    }

    private static JsonNode parse(ApiResponse response) {
        try {
            JsonNode root = JSON.readTree(response.body());
            return root == null ? JSON.createObjectNode() : root;
        } catch (IOException e) {
            if (response.status() >= 200 && response.status() < 300) {
                throw new ApiException(UnreadableAnswer.notJson(response.status()));
            }
            throw new ApiException(ApiErrorParser.parse(response.status(), "", response.body()));
        }
    }

}
