package dev.starling.core.activity;

import java.util.Set;
import java.util.function.Predicate;

/**
 * Which events a view shows: of these types (empty for all; a type ending in {@code .} or {@code *}
 * takes its whole family, {@code profile.update.*}) and concerning this user (null for anyone).
 */
public record EventFilter(Set<String> types, String userId) implements Predicate<EventView> {

    public EventFilter {
        types = Set.copyOf(types);
        userId = userId == null || userId.isBlank() ? null : userId.strip();
    }

    public static EventFilter all() {
        return new EventFilter(Set.of(), null);
    }

    @Override
    public boolean test(EventView view) {
        return typeMatches(view.header().type()) && (userId == null || view.concerns(userId));
    }

    public boolean typeMatches(String type) {
        if (types.isEmpty() || types.contains(type)) {
            return true;
        }
        for (String wanted : types) {
            String family = wanted.endsWith("*") ? wanted.substring(0, wanted.length() - 1) : wanted;
            if ((wanted.endsWith("*") || wanted.endsWith(".")) && type.startsWith(family)) {
                return true;
            }
        }
        return false;
    }
}
