package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What rules look at in one post, worked out once when the post is made: its words (and those of the
 * post it quotes, which the stream matches too), entities, author, place, annotations and kind.
 */
record PostFacts(String id, String lowerText, List<String> tokens, Set<String> hashtags, Set<String> mentions,
                 Set<String> cashtags, String authorId, String authorUsername, boolean authorVerified,
                 List<String> bioTokens, List<String> nameTokens, List<String> locationTokens, JsonNode authorMetrics,
                 Set<String> affiliations, String replyToId, String replyToUsername, String lang,
                 String conversationId, List<String> urls, List<String> urlTitles, List<String> urlDescriptions,
                 Set<String> mediaTypes, boolean geo, String placeId, String placeName, String placeCountry,
                 double longitude, double latitude, Set<String> contexts, Set<String> entityNames, boolean retweet,
                 boolean reply, boolean quote, String retweetedAuthorId, String retweetedAuthorUsername, String source,
                 Lazy text) {

    /** The post's embedding, worked out the first time an {@code embedding:} rule asks (most posts never are). */
    float[] embedding() {
        return text.vector();
    }

    /** A text and its embedding, computed once on first use. */
    static final class Lazy {
        private final String text;
        private volatile float[] vector;

        Lazy(String text) {
            this.text = text;
        }

        float[] vector() {
            float[] value = vector;
            if (value == null) {
                value = Embedding.of(text);
                vector = value;
            }
            return value;
        }
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

    static Set<String> lowered(JsonNode items, String field) {
        Set<String> values = new HashSet<>();
        items.forEach(item -> values.add(item.path(field).asText().toLowerCase(Locale.ROOT)));
        return values;
    }

    /** True when every word appears and some occurrence of each lies within {@code distance} tokens. */
    boolean near(List<String> words, int distance) {
        if (words.isEmpty()) {
            return false;
        }
        for (int i = 0; i < tokens.size(); i++) {
            if (!tokens.get(i).equals(words.get(0))) {
                continue;
            }
            int from = Math.max(0, i - distance);
            int to = Math.min(tokens.size() - 1, i + distance);
            boolean all = true;
            for (String word : words.subList(1, words.size())) {
                all &= tokens.subList(from, to + 1).contains(word);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }
}
