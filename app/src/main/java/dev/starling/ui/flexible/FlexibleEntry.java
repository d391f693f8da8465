package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FlexibleDraft;
import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** A row of the left list: a flexible audience the account has (read-only), or a local draft. */
public sealed interface FlexibleEntry {

    String name();

    FlexibleDefinition definition();

    /** Which draft or audience this is, whatever its current content. */
    default String key() {
        return this instanceof Draft draft ? "draft:" + draft.id() : "audience:" + ((Created) this).audience().id();
    }

    static boolean same(FlexibleEntry a, FlexibleEntry b) {
        return a != null && b != null && a.key().equals(b.key());
    }

    /** {@code base}, or "base 2", "base 3"... whichever no name in {@code taken} has (case aside). */
    static String uniqueName(String base, Collection<String> taken) {
        Set<String> lower = taken.stream().map(name -> name.toLowerCase(Locale.ROOT)).collect(Collectors.toSet());
        String name = base;
        for (int n = 2; lower.contains(name.toLowerCase(Locale.ROOT)); n++) {
            name = base + " " + n;
        }
        return name;
    }

    /** A created flexible audience, with the tree its metadata holds. */
    record Created(CustomAudience audience, FlexibleDefinition definition) implements FlexibleEntry {
        @Override
        public String name() {
            return audience.name();
        }
    }

    /** A local draft, saved on every edit. */
    record Draft(FlexibleDraft draft) implements FlexibleEntry {
        @Override
        public String name() {
            return draft.definition().name();
        }

        @Override
        public FlexibleDefinition definition() {
            return draft.definition();
        }

        public long id() {
            return draft.id();
        }
    }
}
