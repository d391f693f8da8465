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
import java.time.Clock;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * {@code GET/POST /2/tweets/search/stream/rules} and {@code GET .../rules/counts} (app-only bearer):
 * the app's rules by {@code ids}, paged with {@code max_results} (1 to 1000) and
 * {@code pagination_token}; adds checked with X's rules ({@link RuleChecks}) for the access level,
 * with X's {@code duplicate-rules}, {@code invalid-rules}, {@code rule-cap} and
 * {@code noncompliant-rules} problems and {@code meta.summary}; deletes by ids or values; {@code dry_run}
 * and {@code delete_all}. Valid rules of an add are created even when others are refused, as on X.
 */
final class RuleHandlers {

    private static final String PATH = "/2/tweets/search/stream/rules";
    private static final String ID = "[0-9]{1,19}";
    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);
    private static final String BASE32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV";

    private final RuleBook rules;
    private final Authenticator auth;
    private final Clock clock;
    private final Supplier<StreamSettings> settings;

    RuleHandlers(RuleBook rules, Authenticator auth, Clock clock, Supplier<StreamSettings> settings) {
        this.rules = rules;
        this.auth = auth;
        this.clock = clock;
        this.settings = settings;
    }

    void register(Router router) {
        router.route("GET", PATH, this::list);
        router.route("POST", PATH, this::change);
        router.route("GET", PATH + "/counts", this::counts);
    }

    private SandboxResponse list(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of("ids", "max_results", "pagination_token"), errors);
        List<String> ids = new ArrayList<>();
        request.param("ids").ifPresent(text -> {
            for (String id : text.split(",", -1)) {
                if (!id.strip().matches(ID)) {
                    errors.add(Problems.doesNotMatch("ids", id, "^" + ID + "$"));
                } else {
                    ids.add(id.strip());
                }
            }
        });
        int max = 1000;
        String rawMax = request.param("max_results").orElse(null);
        if (rawMax != null) {
            max = rawMax.matches("[0-9]{1,4}") ? Integer.parseInt(rawMax) : -1;
            if (max < 1 || max > 1000) {
                errors.add(Problems.ParameterError.of("max_results", rawMax,
                        "The `max_results` query parameter value [" + rawMax + "] is not between 1 and 1000"));
            }
        }
        int from = 0;
        String token = request.param("pagination_token").orElse(null);
        if (token != null) {
            from = position(token);
            if (from < 0) {
                errors.add(Problems.ParameterError.of("pagination_token", token, "The `pagination_token` query "
                        + "parameter value [" + token + "] is not a valid pagination token"));
            }
        }
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        List<RuleBook.Rule> all = rules.rules(app).stream()
                .filter(rule -> ids.isEmpty() || ids.contains(rule.id())).toList();
        List<RuleBook.Rule> page = all.subList(Math.min(from, all.size()), Math.min(from + max, all.size()));
        ObjectNode body = Json.object();
        if (!page.isEmpty()) {
            body.set("data", ruleArray(page));
        }
        ObjectNode meta = body.putObject("meta");
        meta.put("sent", ISO.format(clock.instant()));
        meta.put("result_count", page.size());
        if (from + page.size() < all.size()) {
            meta.put("next_token", token(from + page.size()));
        }
        return SandboxResponse.json(200, body);
    }

    private SandboxResponse change(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        List<Problems.ParameterError> errors = new ArrayList<>();
        FieldSelection.rejectUnknownParameters(request, List.of("dry_run", "delete_all"), errors);
        boolean dryRun = flag(request, "dry_run", errors);
        boolean deleteAll = flag(request, "delete_all", errors);
        JsonNode body = body(request, deleteAll, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        if (deleteAll) {
            return delete(app, rules.rules(app).stream().map(RuleBook.Rule::id).toList(), List.of(), dryRun);
        }
        if (body.has("add")) {
            return add(app, body.get("add"), dryRun);
        }
        JsonNode delete = body.get("delete");
        List<String> ids = texts(delete.path("ids"));
        List<String> values = texts(delete.path("values"));
        return delete(app, ids, values, dryRun);
    }

    private SandboxResponse add(String app, JsonNode items, boolean dryRun) {
        AccessLevel access = settings.get().access();
        List<RuleBook.Rule> live = rules.rules(app);
        List<Map<String, Object>> problems = new ArrayList<>();
        List<String[]> valid = new ArrayList<>();
        Set<String> values = new HashSet<>();
        int invalid = 0;
        for (JsonNode item : items) {
            String value = item.path("value").asText();
            String tag = item.hasNonNull("tag") ? item.get("tag").asText() : null;
            RuleBook.Rule existing = rules.byValue(app, value).orElse(null);
            if (existing != null || !values.add(value)) {
                invalid++;
                problems.add(ordered("value", value, "id", existing == null ? null : existing.id(), "title",
                        "DuplicateRule", "type", Problems.BASE + "duplicate-rules"));
                continue;
            }
            List<RuleReader.Refusal> reasons = RuleChecks.check(value, access);
            if (!reasons.isEmpty()) {
                invalid++;
                problems.add(ordered("value", value, "details", reasons.stream().map(RuleReader.Refusal::detail).toList(),
                        "title", "UnprocessableEntity", "detail", "Rule is invalid", "type", Problems.BASE + "invalid-rules"));
                continue;
            }
            valid.add(new String[] {value, tag});
        }
        for (RuleBook.Rule rule : live) {
            if (!RuleChecks.check(rule.value(), access).isEmpty()) {
                problems.add(ordered("id", rule.id(), "value", rule.value(), "title", "NonCompliantRules", "detail",
                        "This rule is not allowed at the project's current access level (" + access.id() + ")", "type",
                        Problems.BASE + "noncompliant-rules"));
            }
        }
        int created = 0;
        ArrayNode data = Json.array();
        if (live.size() + valid.size() > access.ruleCap()) {
            problems.add(ordered("title", "RulesCapExceeded", "detail", "Rule creation would exceed the maximum of "
                    + access.ruleCap() + " rules for this access level (" + live.size() + " live, " + valid.size()
                    + " new)", "type", Problems.BASE + "rule-cap"));
        } else {
            for (String[] rule : valid) {
                String id = rules.newId();
                ObjectNode item = data.addObject().put("id", id).put("value", rule[0]);
                if (rule[1] != null) {
                    item.put("tag", rule[1]);
                }
                if (!dryRun) {
                    rules.add(app, id, rule[0], rule[1]);
                }
                created++;
            }
        }
        ObjectNode body = Json.object();
        if (!data.isEmpty()) {
            body.set("data", data);
        }
        if (!problems.isEmpty()) {
            body.set("errors", Json.MAPPER.valueToTree(problems));
        }
        ObjectNode summary = body.putObject("meta").put("sent", ISO.format(clock.instant())).putObject("summary");
        summary.put("created", dryRun ? 0 : created).put("not_created", items.size() - (dryRun ? 0 : created))
                .put("valid", valid.size()).put("invalid", invalid);
        return SandboxResponse.json(200, body);
    }

    private SandboxResponse delete(String app, List<String> ids, List<String> values, boolean dryRun) {
        List<Map<String, Object>> problems = new ArrayList<>();
        List<String> found = new ArrayList<>();
        for (String id : ids) {
            if (rules.byId(app, id).isPresent()) {
                found.add(id);
            } else {
                problems.add(Problems.notFound("rule", "ids", id));
            }
        }
        for (String value : values) {
            RuleBook.Rule rule = rules.byValue(app, value).orElse(null);
            if (rule != null) {
                found.add(rule.id());
            } else {
                problems.add(Problems.notFound("rule", "values", value));
            }
        }
        if (!dryRun) {
            found.forEach(id -> rules.delete(app, id));
        }
        ObjectNode body = Json.object();
        if (!problems.isEmpty()) {
            body.set("errors", Json.MAPPER.valueToTree(problems));
        }
        body.putObject("meta").put("sent", ISO.format(clock.instant())).putObject("summary")
                .put("deleted", dryRun ? 0 : found.size()).put("not_deleted", problems.size() + (dryRun ? found.size() : 0));
        return SandboxResponse.json(200, body);
    }

    private SandboxResponse counts(SandboxRequest request) {
        String app = auth.requireBearer(request, ErrorStyle.V2_PROBLEM).consumerKey();
        AccessLevel access = settings.get().access();
        ObjectNode body = Json.object();
        ObjectNode data = body.putObject("data");
        data.put("cap_per_client_app", Integer.toString(access.ruleCap()));
        data.put("cap_per_project", Integer.toString(access.ruleCap()));
        int total = rules.apps().stream().mapToInt(rules::count).sum();
        data.put("project_rules_count", Integer.toString(total));
        data.putObject("client_app_rules_count").put("client_app_id", app).put("rule_count", rules.count(app));
        return SandboxResponse.json(200, body);
    }

    /** The request body: exactly one of {@code add} (a non-empty list) or {@code delete}, or {@code delete_all}. */
    private static JsonNode body(SandboxRequest request, boolean deleteAll, List<Problems.ParameterError> errors) {
        if (request.body().length == 0) {
            if (!deleteAll) {
                errors.add(Problems.ParameterError.of("body", null,
                        "A JSON body with exactly one of add or delete is required (or delete_all=true)"));
            }
            return Json.object();
        }
        JsonNode body;
        try {
            body = Json.parse(request.body());
        } catch (IOException e) {
            errors.add(Problems.ParameterError.of("body", null, "The body is not valid JSON"));
            return Json.object();
        }
        if (body == null || !body.isObject()) {
            errors.add(Problems.ParameterError.of("body", null, "The body must be a JSON object"));
            return Json.object();
        }
        int parts = (body.has("add") ? 1 : 0) + (body.has("delete") ? 1 : 0) + (deleteAll ? 1 : 0);
        if (parts != 1) {
            errors.add(Problems.ParameterError.of("body", null,
                    "Exactly one of add, delete or ?delete_all=true must be specified"));
            return body;
        }
        body.fieldNames().forEachRemaining(name -> {
            if (!name.equals("add") && !name.equals("delete")) {
                errors.add(Problems.ParameterError.of(name, null, "[" + name + "] is not one of [add,delete]"));
            }
        });
        if (body.has("add")) {
            JsonNode add = body.get("add");
            if (!add.isArray() || add.isEmpty()) {
                errors.add(Problems.ParameterError.of("add", null, "add must be a non-empty array of rules"));
            } else {
                int index = 0;
                for (JsonNode item : add) {
                    if (!item.isObject() || !item.path("value").isTextual()
                            || item.has("tag") && !item.get("tag").isTextual() && !item.get("tag").isNull()) {
                        errors.add(Problems.ParameterError.of("add[" + index + "]", null,
                                "Each rule needs a string value and may have a string tag"));
                    }
                    index++;
                }
            }
        }
        if (body.has("delete")) {
            JsonNode delete = body.get("delete");
            boolean any = delete.path("ids").isArray() && !delete.path("ids").isEmpty()
                    || delete.path("values").isArray() && !delete.path("values").isEmpty();
            if (!delete.isObject() || !any) {
                errors.add(Problems.ParameterError.of("delete", null, "delete needs ids or values"));
            } else {
                for (JsonNode id : delete.path("ids")) {
                    if (!id.asText().matches(ID)) {
                        errors.add(Problems.ParameterError.of("delete.ids", id.asText(),
                                "The rule id [" + id.asText() + "] does not match ^" + ID + "$"));
                    }
                }
            }
        }
        return body;
    }

    private static boolean flag(SandboxRequest request, String name, List<Problems.ParameterError> errors) {
        String value = request.param(name).orElse("false");
        if (!value.equals("true") && !value.equals("false")) {
            errors.add(Problems.ParameterError.of(name, value, "The `" + name + "` query parameter value [" + value
                    + "] is not one of [true,false]"));
        }
        return value.equals("true");
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(item -> out.add(item.asText()));
        return out;
    }

    private static ArrayNode ruleArray(List<RuleBook.Rule> rules) {
        ArrayNode array = Json.array();
        for (RuleBook.Rule rule : rules) {
            ObjectNode item = array.addObject().put("id", rule.id()).put("value", rule.value());
            if (rule.tag() != null) {
                item.put("tag", rule.tag());
            }
        }
        return array;
    }

    /** A problem object with its members in this order, nulls left out. */
    private static Map<String, Object> ordered(Object... pairs) {
        Map<String, Object> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            if (pairs[i + 1] != null) {
                map.put((String) pairs[i], pairs[i + 1]);
            }
        }
        return map;
    }

    /** A 16-character base32hex token for a position, as X's rule pages have. */
    static String token(int position) {
        StringBuilder out = new StringBuilder();
        long value = position;
        for (int i = 0; i < 16; i++) {
            out.append(BASE32HEX.charAt((int) (value & 31)));
            value >>>= 5;
        }
        return out.reverse().toString();
    }

    static int position(String token) {
        if (token.length() != 16) {
            return -1;
        }
        long value = 0;
        for (char c : token.toCharArray()) {
            int digit = BASE32HEX.indexOf(c);
            if (digit < 0) {
                return -1;
            }
            value = value * 32 + digit;
        }
        return value > Integer.MAX_VALUE ? -1 : (int) value;
    }

}
