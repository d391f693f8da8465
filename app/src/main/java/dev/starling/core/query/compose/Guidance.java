package dev.starling.core.query.compose;

import dev.starling.core.text.BundleText;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Hints for selections that return nothing: object fields without the expansion that brings
 * those objects. Each hint carries its one-click fix.
 */
public final class Guidance {

    private Guidance() {
    }

    /** A hint and the expansion that fixes it. */
    /** @param text {@code query.hint.<GROUP>} with the expansion that fixes it */
    public record Hint(BundleText text, FieldGroup expansionGroup, String expansion) {

        public QuerySpec apply(QuerySpec spec) {
            return spec.with(expansionGroup, expansion);
        }
    }

    public static List<Hint> hints(QuerySpec spec) {
        List<Hint> hints = new ArrayList<>();
        Endpoint endpoint = spec.endpoint();
        FieldGroup expansions = endpoint.expansionGroup();
        if (expansions == null) {
            return hints; // counts: no fields, nothing to expand
        }
        Set<String> expanded = spec.selected(expansions);
        if (endpoint.primary() == Endpoint.Primary.POSTS) {
            need(spec, hints, FieldGroup.MEDIA, expanded, "attachments.media_keys",
                    "referenced_tweets.id.attachments.media_keys", "article.cover_media", "article.media_entities");
            need(spec, hints, FieldGroup.POLL, expanded, "attachments.poll_ids");
            need(spec, hints, FieldGroup.PLACE, expanded, "geo.place_id");
            need(spec, hints, FieldGroup.USER, expanded, "author_id",
                    "entities.mentions.username", "in_reply_to_user_id", "referenced_tweets.id.author_id",
                    "entities.note.mentions.username");
        } else {
            need(spec, hints, FieldGroup.TWEET, expanded, "pinned_tweet_id", "most_recent_tweet_id");
        }
        return hints;
    }

    /** Adds a hint when {@code group} has fields but none of the expansions that bring its objects. */
    private static void need(QuerySpec spec, List<Hint> hints, FieldGroup group, Set<String> expanded, String fix,
                             String... alternatives) {
        if (spec.selected(group).isEmpty() || expanded.contains(fix)) {
            return;
        }
        for (String alternative : alternatives) {
            if (expanded.contains(alternative)) {
                return;
            }
        }
        hints.add(new Hint(BundleText.of("query.hint." + group.name(), fix), spec.endpoint().expansionGroup(), fix));
    }
}
