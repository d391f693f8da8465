package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Each app's live rules, in the order they were added, compiled for matching. The module's state. */
final class RuleBook {

    /** A live rule: X's id, value and tag (null for none). */
    record Rule(String id, String value, String tag, RuleMatcher matcher) {
    }

    private final Clock clock;
    private final Map<String, Map<String, Rule>> byApp = new LinkedHashMap<>();
    private long lastId;

    RuleBook(Clock clock) {
        this.clock = clock;
    }

    synchronized List<Rule> rules(String app) {
        return List.copyOf(byApp.getOrDefault(app, Map.of()).values());
    }

    /** Every app's rules (for matching posts). */
    synchronized Map<String, List<Rule>> all() {
        Map<String, List<Rule>> copy = new LinkedHashMap<>();
        byApp.forEach((app, rules) -> copy.put(app, List.copyOf(rules.values())));
        return copy;
    }

    synchronized Optional<Rule> byValue(String app, String value) {
        return byApp.getOrDefault(app, Map.of()).values().stream().filter(rule -> rule.value().equals(value)).findFirst();
    }

    synchronized Optional<Rule> byId(String app, String id) {
        return Optional.ofNullable(byApp.getOrDefault(app, Map.of()).get(id));
    }

    /** A new id, shaped like X's rule ids (a snowflake of the moment). */
    synchronized String newId() {
        long id = Math.max(lastId + 1, (clock.millis() - PostSynthesizer.X_EPOCH_MILLIS) << 22);
        lastId = id;
        return Long.toString(id);
    }

    synchronized Rule add(String app, String id, String value, String tag) {
        Rule rule = new Rule(id, value, tag, RuleMatcher.compile(value));
        byApp.computeIfAbsent(app, key -> new LinkedHashMap<>()).put(id, rule);
        return rule;
    }

    synchronized boolean delete(String app, String id) {
        Map<String, Rule> rules = byApp.get(app);
        return rules != null && rules.remove(id) != null;
    }

    synchronized JsonNode export() {
        ObjectNode state = Json.object();
        state.put("last_id", lastId);
        ObjectNode apps = state.putObject("apps");
        byApp.forEach((app, rules) -> {
            ArrayNode list = apps.putArray(app);
            rules.values().forEach(rule -> {
                ObjectNode item = list.addObject().put("id", rule.id()).put("value", rule.value());
                if (rule.tag() != null) {
                    item.put("tag", rule.tag());
                }
            });
        });
        return state;
    }

    synchronized void restore(JsonNode state) {
        byApp.clear();
        lastId = state.path("last_id").asLong();
        state.path("apps").fields().forEachRemaining(entry -> {
            for (JsonNode rule : entry.getValue()) {
                if (RuleReader.shapeError(rule.path("value").asText()) != null) {
                    continue; // a state file edited by hand: a rule X could not have accepted is left out
                }
                add(entry.getKey(), rule.path("id").asText(), rule.path("value").asText(),
                        rule.hasNonNull("tag") ? rule.get("tag").asText() : null);
            }
        });
    }

    synchronized void clear() {
        byApp.clear();
    }

    synchronized int count(String app) {
        return byApp.getOrDefault(app, Map.of()).size();
    }

    synchronized List<String> apps() {
        return new ArrayList<>(byApp.keySet());
    }
}
