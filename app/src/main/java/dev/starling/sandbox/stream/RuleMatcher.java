package dev.starling.sandbox.stream;

import dev.starling.sandbox.v2.Phrases;
import java.util.List;
import java.util.Locale;

/**
 * A valid rule compiled to a test on {@link PostFacts}: AND before OR, negation, and each operator as
 * X describes it. An {@code embedding:} rule also says how similar a matching post was (see
 * {@link Embedding}), held to the rule's {@code embedding_threshold:} (0.3 when it has none).
 */
final class RuleMatcher {

    /** The outcome for one post: matched or not, and the best similarity of an embedding rule (NaN otherwise). */
    record Match(boolean matched, double similarity, double threshold) {
    }

    private final RuleTree root;
    private final double threshold;
    private final boolean semantic;
    private final List<float[]> descriptions;

    private RuleMatcher(RuleTree root) {
        this.root = root;
        List<RuleTree.Term> terms = RuleTree.terms(root);
        this.threshold = terms.stream().filter(term -> "embedding_threshold".equals(term.op()))
                .mapToDouble(term -> Double.parseDouble(term.value())).findFirst().orElse(Embedding.DEFAULT_THRESHOLD);
        this.descriptions = terms.stream().filter(term -> "embedding".equals(term.op()))
                .map(term -> Embedding.of(term.value())).toList();
        this.semantic = !descriptions.isEmpty();
    }

    /** Compiles a rule {@link RuleChecks} accepted. */
    static RuleMatcher compile(String value) {
        return new RuleMatcher(RuleReader.read(value));
    }

    Match match(PostFacts post) {
        boolean matched = test(root, post);
        if (!semantic) {
            return new Match(matched, Double.NaN, Double.NaN);
        }
        double best = 0;
        for (float[] description : descriptions) {
            best = Math.max(best, Embedding.similarity(description, post.embedding()));
        }
        return new Match(matched, best, threshold);
    }

    private boolean test(RuleTree node, PostFacts post) {
        boolean result;
        if (node instanceof RuleTree.Group group) {
            result = group.or() ? group.parts().stream().anyMatch(part -> test(part, post))
                    : group.parts().stream().allMatch(part -> test(part, post));
        } else {
            result = term((RuleTree.Term) node, post);
        }
        return node.negated() != result;
    }

    private boolean term(RuleTree.Term term, PostFacts post) {
        String value = term.value();
        String lower = value.toLowerCase(Locale.ROOT);
        return switch (term.kind()) {
            case "word" -> {
                List<String> words = PostFacts.tokenize(value);
                yield words.isEmpty() ? post.lowerText().contains(lower) : Phrases.inSequence(post.tokens(), words)
                        || words.size() == 1 && unspaced(value) && post.lowerText().contains(lower);
            }
            case "phrase" -> {
                List<String> words = PostFacts.tokenize(value);
                yield words.isEmpty() ? post.lowerText().contains(lower) : Phrases.inSequence(post.tokens(), words);
            }
            case "near" -> post.near(PostFacts.tokenize(value), Integer.parseInt(term.distance()));
            case "#" -> post.hashtags().contains(lower);
            case "@" -> post.mentions().contains(lower);
            case "$" -> post.cashtags().contains(lower);
            default -> operator(RuleOperators.canonical(term.op()), value, lower, post);
        };
    }

    private boolean operator(String op, String value, String lower, PostFacts post) {
        String user = lower.startsWith("@") ? lower.substring(1) : lower;
        return switch (op) {
            case "from" -> user.equals(post.authorUsername()) || user.equals(post.authorId());
            case "to" -> user.equals(post.replyToUsername()) || user.equals(post.replyToId());
            case "retweets_of" -> user.equals(post.retweetedAuthorUsername()) || user.equals(post.retweetedAuthorId());
            case "from_affiliate_of" -> post.affiliations().contains(user);
            case "to_affiliate_of" -> false;
            case "url", "url_contains" -> post.urls().stream().anyMatch(url -> url.contains(lower));
            case "url_title" -> post.urlTitles().stream().anyMatch(title -> title.contains(lower));
            case "url_description" -> post.urlDescriptions().stream().anyMatch(text -> text.contains(lower));
            case "context" -> lower.endsWith(".*")
                    ? post.contexts().stream().anyMatch(id -> id.startsWith(lower.substring(0, lower.length() - 1)))
                    : post.contexts().contains(lower);
            case "entity" -> post.entityNames().contains(lower);
            case "conversation_id" -> value.equals(post.conversationId());
            case "place" -> value.equals(post.placeId()) || !post.placeName().isEmpty() && post.placeName().contains(lower);
            case "place_country" -> value.equalsIgnoreCase(post.placeCountry());
            case "point_radius" -> post.geo() && RuleChecks.GeoArea.radius(value).contains(post.longitude(), post.latitude());
            case "bounding_box" -> post.geo() && RuleChecks.GeoArea.box(value).contains(post.longitude(), post.latitude());
            case "bio" -> words(post.bioTokens(), value);
            case "bio_name" -> words(post.nameTokens(), value);
            case "bio_location" -> words(post.locationTokens(), value);
            case "source" -> post.source().contains(lower);
            case "lang" -> lower.equals(post.lang());
            case "is" -> switch (lower) {
                case "retweet" -> post.retweet();
                case "reply" -> post.reply();
                case "quote" -> post.quote();
                case "verified" -> post.authorVerified();
                default -> false; // nullcast: the sandbox's posts are all public
            };
            case "has" -> switch (RuleOperators.hasValue(lower)) {
                case "hashtags" -> !post.hashtags().isEmpty();
                case "cashtags" -> !post.cashtags().isEmpty();
                case "mentions" -> !post.mentions().isEmpty();
                case "links" -> !post.urls().isEmpty() || !post.mediaTypes().isEmpty();
                case "media" -> !post.mediaTypes().isEmpty();
                case "images" -> post.mediaTypes().contains("photo");
                case "videos" -> post.mediaTypes().contains("video") || post.mediaTypes().contains("animated_gif");
                default -> post.geo();
            };
            case "sample" -> Math.floorMod(post.id().hashCode() * 31 + 7, 100) < Integer.parseInt(value);
            case "followers_count", "tweets_count", "following_count", "listed_count" -> count(
                    post.authorMetrics().path(op.equals("tweets_count") ? "tweet_count" : op).asLong(), value);
            case "embedding" -> {
                double similarity = 0;
                for (float[] description : descriptions) {
                    similarity = Math.max(similarity, Embedding.similarity(description, post.embedding()));
                }
                yield similarity >= threshold;
            }
            case "embedding_threshold" -> true;
            default -> false;
        };
    }

    private static boolean words(List<String> tokens, String value) {
        return Phrases.inSequence(tokens, PostFacts.tokenize(value));
    }

    /** {@code N} is at least N; {@code N..M} is from N to M. */
    private static boolean count(long actual, String range) {
        int dots = range.indexOf("..");
        if (dots < 0) {
            return actual >= Long.parseLong(range);
        }
        return actual >= Long.parseLong(range.substring(0, dots)) && actual <= Long.parseLong(range.substring(dots + 2));
    }

    private static boolean unspaced(String text) {
        return text.codePoints().anyMatch(cp -> {
            Character.UnicodeScript script = Character.UnicodeScript.of(cp);
            return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                    || script == Character.UnicodeScript.KATAKANA || script == Character.UnicodeScript.THAI;
        });
    }
}
