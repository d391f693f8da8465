package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** What search operators look at in one post, worked out once per world. */
record SearchFacts(V2Post post, String authorUsername, boolean authorVerified, String replyToUsername,
                   String lowerText, List<String> tokens, Set<String> hashtags, Set<String> mentions,
                   Set<String> cashtags, List<String> expandedUrls, Set<String> mediaTypes, boolean isRetweet) {

    static SearchFacts of(V2Post post, World world) {
        JsonNode entities = post.entities();
        V2User author = world.user(post.authorId()).orElse(null);
        String replyTo = post.json().has("in_reply_to_user_id")
                ? world.user(post.json().get("in_reply_to_user_id").asText()).map(V2User::username).orElse("")
                : "";
        Set<String> mediaTypes = new HashSet<>();
        post.mediaKeys().forEach(key -> world.media(key).ifPresent(item -> mediaTypes.add(item.path("type").asText())));
        List<String> urls = new ArrayList<>();
        for (JsonNode url : entities.path("urls")) {
            if (!url.has("media_key")) {
                urls.add(url.path("expanded_url").asText().toLowerCase(Locale.ROOT));
            }
        }
        return new SearchFacts(post,
                author == null ? "" : author.username().toLowerCase(Locale.ROOT),
                author != null && author.json().path("verified").asBoolean(),
                replyTo.toLowerCase(Locale.ROOT),
                post.text().toLowerCase(Locale.ROOT),
                tokenize(post.text()),
                lowered(entities.path("hashtags"), "tag"),
                lowered(entities.path("mentions"), "username"),
                lowered(entities.path("cashtags"), "tag"),
                urls, mediaTypes, post.referenced("retweeted") != null);
    }

    /** Lower-cased runs of letters, digits and underscores: how keywords are matched. */
    static List<String> tokenize(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        text.toLowerCase(Locale.ROOT).codePoints().forEach(cp -> {
            if (Character.isLetterOrDigit(cp) || cp == '_') {
                current.appendCodePoint(cp);
            } else if (current.length() > 0) {
                tokens.add(current.toString());
                current.setLength(0);
            }
        });
        if (current.length() > 0) {
            tokens.add(current.toString());
        }
        return tokens;
    }

    /** True when the words appear in this order, one after another. */
    boolean containsSequence(List<String> words) {
        if (words.isEmpty()) {
            return false;
        }
        for (int i = 0; i + words.size() <= tokens.size(); i++) {
            if (tokens.subList(i, i + words.size()).equals(words)) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> lowered(JsonNode items, String field) {
        Set<String> values = new HashSet<>();
        items.forEach(item -> values.add(item.path(field).asText().toLowerCase(Locale.ROOT)));
        return values;
    }
}
