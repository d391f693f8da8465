package dev.starling.core.activity;

import java.util.List;
import java.util.Set;

/**
 * One activity event type as the picker shows it: its dot name, its group, which parts of the filter
 * it takes ({@code user_id}, {@code keyword}, {@code direction}), whether it is private (only the
 * user it concerns may subscribe: a user-context token of theirs is needed) and the OAuth 2.0 scope a
 * user token needs, whether its {@code user_id} must be the signed-in user ({@code mute.*},
 * {@code block.*}), the PascalCase names it had before March 18, 2026, and where it is documented.
 */
public record EventType(String name, EventKind kind, FilterUse userId, FilterUse keyword, FilterUse direction,
                        boolean privateEvent, String scope, boolean actorOnly, List<String> legacyNames,
                        Set<Source> sources) {

    /** Where an event type is written down. */
    public enum Source {
        /** The spec's Events table. */
        SPEC,
        /** The {@code event_type} list of X's OpenAPI 2.167. */
        OPENAPI,
        /** X's event documentation (beyond both). */
        DOCS
    }

    public EventType {
        legacyNames = List.copyOf(legacyNames);
        sources = Set.copyOf(sources);
    }

    /** The bundle key of what it means ({@code activity.type.profile_update_bio}). */
    public String key() {
        return "activity.type." + name.replace('.', '_');
    }
}
