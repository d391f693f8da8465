package dev.starling.ui.flexible;

import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FlexibleDraft;

/** A row of the left list: a flexible audience the account has (read-only), or a local draft. */
public sealed interface FlexibleEntry {

    String name();

    FlexibleDefinition definition();

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
