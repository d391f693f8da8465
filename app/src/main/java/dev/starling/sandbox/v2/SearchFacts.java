package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What search operators look at in one post, worked out once per world.
 *
 * @param urls every link of the post, lower case: each entity's {@code url} (t.co) and {@code expanded_url},
 *     media links included
 * @param contexts the post's context annotations as {@code domain_id.entity_id}
 * @param entities the names of the annotations' entities, lower case
 * @param retweetedAuthor the author of the post this one reposts (id and username, lower case), or empty
 * @param place the place the post is tagged with, or null
 */
record SearchFacts(V2Post post, Author author, boolean authorVerified, Author replyTo, Author retweetedAuthor,
                   String lowerText, List<String> tokens, Set<String> hashtags, Set<String> mentions,
                   Set<String> cashtags, List<String> urls, Set<String> mediaTypes, boolean isRetweet,
                   Set<String> contexts, Set<String> entities, JsonNode place) {

    private static final int ZERO_WIDTH_JOINER = 0x200D;
    private static final int VARIATION_SELECTOR = 0xFE0F;

    /** A user as the operators name one: by numeric id or by username (lower case). */
    record Author(String id, String username) {

        static final Author NONE = new Author("", "");

        boolean is(String idOrUsername) {
            return !id.isEmpty() && (id.equals(idOrUsername) || username.equals(idOrUsername));
        }

        static Author of(Optional<V2User> user) {
            return user.map(found -> new Author(found.id(), found.username().toLowerCase(Locale.ROOT))).orElse(NONE);
        }
    }

    static SearchFacts of(V2Post post, World world) {
        JsonNode entities = post.entities();
        Optional<V2User> author = world.user(post.authorId());
        Author replyTo = post.json().has("in_reply_to_user_id")
                ? Author.of(world.user(post.json().get("in_reply_to_user_id").asText())) : Author.NONE;
        String reposted = post.referenced("retweeted");
        Author retweetedAuthor = reposted == null ? Author.NONE
                : Author.of(world.post(reposted).flatMap(original -> world.user(original.authorId())));
        Set<String> mediaTypes = new HashSet<>();
        post.mediaKeys().forEach(key -> world.media(key).ifPresent(item -> mediaTypes.add(item.path("type").asText())));
        List<String> urls = new ArrayList<>();
        for (JsonNode url : entities.path("urls")) {
            for (String field : List.of("url", "expanded_url")) {
                if (url.hasNonNull(field)) {
                    urls.add(url.get(field).asText().toLowerCase(Locale.ROOT));
                }
            }
        }
        Set<String> contexts = new HashSet<>();
        Set<String> entityNames = new HashSet<>();
        for (JsonNode annotation : post.json().path("context_annotations")) {
            contexts.add(annotation.path("domain").path("id").asText() + "." + annotation.path("entity").path("id").asText());
            entityNames.add(annotation.path("entity").path("name").asText().toLowerCase(Locale.ROOT));
        }
        JsonNode place = post.json().path("geo").has("place_id")
                ? world.place(post.json().path("geo").path("place_id").asText()).orElse(null) : null;
        return new SearchFacts(post, Author.of(author),
                author.map(user -> user.json().path("verified").asBoolean()).orElse(false),
                replyTo, retweetedAuthor,
                post.text().toLowerCase(Locale.ROOT),
                tokenize(post.text()),
                lowered(entities.path("hashtags"), "tag"),
                lowered(entities.path("mentions"), "username"),
                lowered(entities.path("cashtags"), "tag"),
                urls, mediaTypes, reposted != null, contexts, entityNames, place);
    }

    /** A public metric of the post ({@code like_count}, {@code reply_count}, {@code retweet_count}). */
    long metric(String name) {
        return post.json().path("public_metrics").path(name).asLong();
    }

    /**
     * Lower-cased runs of letters, digits and underscores, and each emoji on its own: how keywords
     * and emoji are matched (X tokenizes both). An emoji keeps the skin tones and joined emoji that
     * follow it; its variation selector is dropped, so {@code ☕️} and {@code ☕} are one token.
     */
    static List<String> tokenize(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int[] points = text.toLowerCase(Locale.ROOT).codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            int cp = points[i];
            if (Character.isLetterOrDigit(cp) || cp == '_') {
                current.appendCodePoint(cp);
                continue;
            }
            if (current.length() > 0) {
                tokens.add(current.toString());
                current.setLength(0);
            }
            if (Character.getType(cp) == Character.OTHER_SYMBOL) {
                StringBuilder emoji = new StringBuilder().appendCodePoint(cp);
                while (i + 1 < points.length && joinsEmoji(points, i + 1)) {
                    if (points[++i] != VARIATION_SELECTOR) {
                        emoji.appendCodePoint(points[i]);
                    }
                    if (points[i] == ZERO_WIDTH_JOINER && i + 1 < points.length) {
                        emoji.appendCodePoint(points[++i]);
                    }
                }
                tokens.add(emoji.toString());
            }
        }
        if (current.length() > 0) {
            tokens.add(current.toString());
        }
        return tokens;
    }

    private static boolean joinsEmoji(int[] points, int index) {
        int cp = points[index];
        return cp == VARIATION_SELECTOR || cp == ZERO_WIDTH_JOINER || (cp >= 0x1F3FB && cp <= 0x1F3FF);
    }

    /** True when the words appear in this order, one after another. */
    boolean containsSequence(List<String> words) {
        return Phrases.inSequence(tokens, words);
    }

    private static Set<String> lowered(JsonNode items, String field) {
        Set<String> values = new HashSet<>();
        items.forEach(item -> values.add(item.path(field).asText().toLowerCase(Locale.ROOT)));
        return values;
    }
}
