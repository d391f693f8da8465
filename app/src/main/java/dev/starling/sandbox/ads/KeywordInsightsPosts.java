package dev.starling.sandbox.ads;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many posts of one hour in one country match a keyword query, counted the way posts are: a
 * keyword is its words (a post matches when it has all of them, so "espresso deals" posts are
 * "espresso" posts too), the keywords of a query are ORed (a post counts once however many of them
 * it has) and a negative keyword takes out every post that has all of its words.
 *
 * <p>Each word is present in a post with its own probability in that hour; two words also appear
 * together through a shared cause of their own (a noisy-OR of one cause per word and one per pair),
 * so related words co-occur more than by chance and every count is the expected count of one
 * population of posts. That makes the counts add up as a marketer expects: ORing a keyword whose
 * posts are already counted adds nothing, an OR is at most the sum of its parts and at least the
 * largest, and a negative keyword removes only the posts that also have the keyword.
 *
 * <p>Exact for any query: the probability of the query (a boolean function of which words a post
 * has) is a sum, over sets W of words, of "none of W is present", which in this model is
 * {@code prod over a in W of (1 - p_a) / prod over pairs {a, b} in W of (1 - z_ab)} ({@code p_a} the
 * word's share of posts, {@code z_ab} the pair's shared cause). The sum's coefficients depend only
 * on the query, so they are worked out once per request (a Moebius transform over its words).
 */
final class KeywordInsightsPosts {

    /** Posts in an hour of the busiest time of day in the United States (the scale of every count). */
    static final double POSTS_PER_HOUR = 20_000_000;
    private static final Pattern WORD = Pattern.compile("[#@]?[\\p{L}\\p{N}_']+");
    /**
     * Words nearly every topic uses: each appears in a steady share of all posts (0.4 to 4 %), so
     * "espresso deals" is a few percent of "espresso", whatever the product.
     */
    static final Set<String> COMMON_WORDS = Set.of("the", "a", "an", "and", "or", "of", "to", "in", "for", "on",
            "with", "at", "by", "from", "is", "are", "my", "your", "this", "that", "it", "i", "you", "we", "be", "not",
            "news", "tips", "best", "deals", "review", "new", "today", "near", "me", "guide", "price", "sale",
            "ideas", "video", "community", "update", "trends", "app", "event", "podcast", "season", "explained",
            "shop", "photos", "store", "fans", "memes", "lovers", "recipe", "live", "week", "thread", "chat",
            "highlights", "why", "how", "what", "love", "time", "day", "good", "free", "top", "vs");

    /** Distinct words a query may have (10 keywords and negatives of two words each, with room). */
    static final int MAX_WORDS = 22;
    /** Up to this many distinct words a query is worked out for every hour (see {@link Query#postsIn}). */
    static final int HOURLY_WORDS = 12;

    private final KeywordInsights.Hash hash;

    KeywordInsightsPosts(KeywordInsights.Hash hash) {
        this.hash = hash;
    }

    /** The words of a keyword as a post must contain them ("#Espresso" is the word espresso, tagged). */
    static List<String> words(String keyword) {
        List<String> words = new ArrayList<>();
        Matcher matcher = WORD.matcher(keyword.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            String word = matcher.group();
            if (word.startsWith("#") && word.length() > 1) {
                // A hashtag is the word plus its tag: every #espresso post is an espresso post.
                addOnce(words, word.substring(1));
            }
            addOnce(words, word);
        }
        return words;
    }

    private static void addOnce(List<String> words, String word) {
        if (!words.contains(word)) {
            words.add(word);
        }
    }

    /** One query: the keywords ORed, minus the negatives; its coefficients are worked out once. */
    final class Query {

        private final String location;
        private final List<String> words = new ArrayList<>();
        /** Each set of words with a non-zero coefficient in the sum, as a bit mask over {@link #words}. */
        private final int[] sets;
        private final double[] coefficients;
        /** How strongly each two words go together ({@link #affinity}). */
        private final double[][] affinities;
        /** Working space of {@link #probability}: log P(none of W) per set W, and pair sums per set. */
        private double[] noneLog;
        private double[] pairSums;
        /** The day a query of many words was last worked out for (its noon, as an epoch hour), and the result. */
        private long dayWorkedOut = Long.MIN_VALUE;
        private double dayProbability;

        Query(List<String> keywords, List<String> negatives, String location) {
            this.location = location;
            int[] keywordMasks = masks(keywords);
            int[] negativeMasks = masks(negatives);
            int m = words.size();
            if (m > MAX_WORDS) {
                throw new IllegalArgumentException("too many distinct words");
            }
            // e(Y): whether a post with every word except those of Y matches; then its Moebius transform.
            double[] transform = new double[1 << m];
            int all = (1 << m) - 1;
            for (int absent = 0; absent <= all; absent++) {
                int present = all & ~absent;
                transform[absent] = matches(present, keywordMasks, negativeMasks) ? 1 : 0;
            }
            for (int bit = 0; bit < m; bit++) {
                for (int set = 0; set <= all; set++) {
                    if ((set & (1 << bit)) != 0) {
                        transform[set] -= transform[set ^ (1 << bit)];
                    }
                }
            }
            int count = 0;
            for (double coefficient : transform) {
                count += coefficient != 0 ? 1 : 0;
            }
            sets = new int[count];
            coefficients = new double[count];
            for (int set = 0, i = 0; set <= all; set++) {
                if (transform[set] != 0) {
                    sets[i] = set;
                    coefficients[i++] = transform[set];
                }
            }
            affinities = new double[m][m];
            for (int a = 0; a < m; a++) {
                for (int b = 0; b < m; b++) {
                    affinities[a][b] = a == b ? 0 : affinity(words.get(a), words.get(b));
                }
            }
        }

        private int[] masks(List<String> terms) {
            List<Integer> masks = new ArrayList<>();
            for (String term : terms) {
                int mask = 0;
                for (String word : words(term)) {
                    int index = words.indexOf(word);
                    if (index < 0) {
                        index = words.size();
                        words.add(word);
                    }
                    mask |= 1 << index;
                }
                if (mask != 0) {
                    masks.add(mask);
                }
            }
            return masks.stream().mapToInt(Integer::intValue).toArray();
        }

        private static boolean matches(int present, int[] keywords, int[] negatives) {
            boolean any = false;
            for (int mask : keywords) {
                any |= (present & mask) == mask;
            }
            for (int mask : negatives) {
                any &= (present & mask) != mask;
            }
            return any;
        }

        /**
         * Expected matching posts in one hour (epoch hour). A query of more than {@link #HOURLY_WORDS}
         * distinct words is worked out once per local day (the sum has up to 2^words terms) and spread
         * over the day's hours with the country's rhythm and an hourly noise of its own.
         */
        synchronized double postsIn(long epochHour) {
            if (words.size() <= HOURLY_WORDS) {
                return probability(epochHour) * postsOfHour(epochHour);
            }
            long offset = utcOffset(location);
            long noon = Math.floorDiv(epochHour + offset, 24L) * 24 - offset + 12;
            double noise = 0.85 + 0.3 * hash.unit(hash.mix(String.join(" ", words), location, Long.toString(epochHour)));
            if (noon != dayWorkedOut) {
                dayProbability = probability(noon);
                dayWorkedOut = noon;
            }
            return dayProbability * noise * postsOfHour(epochHour);
        }

        /** The share of the hour's posts the query matches. */
        private double probability(long epochHour) {
            int m = words.size();
            double[] absentLog = new double[m];
            double[] share = new double[m];
            for (int a = 0; a < m; a++) {
                share[a] = share(words.get(a), epochHour);
                absentLog[a] = Math.log1p(-share[a]);
            }
            double[][] pairLog = new double[m][m];
            for (int a = 0; a < m; a++) {
                for (int b = 0; b < m; b++) {
                    pairLog[a][b] = a == b ? 0 : -Math.log1p(-affinities[a][b] * Math.min(share[a], share[b]));
                }
            }
            // log P(none of W) for every set W, each from a smaller one: the set without its highest word a,
            // plus a's own term and a's pair terms with the words below it (summed the same way).
            // Kept between hours for small queries; a large one (megabytes) is worked out once a day.
            double[] noneLog = m <= HOURLY_WORDS && this.noneLog != null ? this.noneLog : new double[1 << m];
            double[] pairSums = m <= HOURLY_WORDS && this.pairSums != null ? this.pairSums
                    : new double[Math.max(1, 1 << (m - 1))];
            if (m <= HOURLY_WORDS) {
                this.noneLog = noneLog;
                this.pairSums = pairSums;
            }
            for (int a = 0; a < m; a++) {
                int below = 1 << a;
                pairSums[0] = 0;
                for (int set = 1; set < below; set++) {
                    int lowest = Integer.numberOfTrailingZeros(set);
                    pairSums[set] = pairSums[set & (set - 1)] + pairLog[a][lowest];
                }
                for (int set = 0; set < below; set++) {
                    noneLog[below | set] = noneLog[set] + absentLog[a] + pairSums[set];
                }
            }
            // P(query) = sum over sets W of c(W) * (P(none of W) - 1): the coefficients add up to zero, and
            // expm1 keeps the small differences from 1 exact enough for counts of a few posts.
            double probability = 0;
            for (int i = 0; i < sets.length; i++) {
                probability += coefficients[i] * Math.expm1(noneLog[sets[i]]);
            }
            return Math.max(0, probability);
        }

        /** All posts of the hour in the country: its size and the time of day there. */
        private double postsOfHour(long epochHour) {
            long localHour = Math.floorMod(epochHour + utcOffset(location), 24L);
            double daily = 0.2 + 0.8 * (0.5 - 0.5 * Math.cos(2 * Math.PI * (localHour - 3) / 24.0));
            double country = isDefault(location) ? 1.0 : 0.1 + 0.6 * hash.unit(hash.mix(location, "posts"));
            return POSTS_PER_HOUR * country * daily;
        }

        /** The share of the hour's posts that have {@code word}, in this country. */
        private double share(String word, long epochHour) {
            if (word.startsWith("#")) {
                // A tag: 5 to 20 % of its word's posts carry it.
                return (0.05 + 0.15 * hash.unit(hash.mix(word, "tag"))) * share(word.substring(1), epochHour);
            }
            long localDay = Math.floorDiv(epochHour + utcOffset(location), 24L);
            boolean weekend = Math.floorMod(localDay + 3, 7L) >= 5; // epoch day 0 was a Thursday
            double noise = 0.85 + 0.3 * hash.unit(hash.mix(word, location, Long.toString(epochHour)));
            if (COMMON_WORDS.contains(word) || word.chars().allMatch(Character::isDigit)) {
                return (0.004 + 0.036 * hash.unit(hash.mix(word, "common"))) * noise;
            }
            // About 30 to 6,000 posts an hour in the United States at the busiest time of day.
            double base = 30 * Math.pow(200, hash.unit(hash.mix(word))) / POSTS_PER_HOUR;
            double country = isDefault(location) ? 1.0 : 0.2 + 1.2 * hash.unit(hash.mix(location, word));
            boolean weekendWord = Math.floorMod(hash.mix(word, "weekend"), 4L) == 0;
            double weekly = weekend ? (weekendWord ? 1.3 : 0.75) : 1.0;
            return base * country * weekly * noise;
        }

        /**
         * How strongly two words go together: the share of the rarer word's posts that have the other
         * through their shared cause. Every tagged post has its word (and the tag goes with other words
         * only through it); a common word is in a few percent of any word's posts; two other words
         * mostly little, some much (up to a fifth).
         */
        private double affinity(String a, String b) {
            if (a.startsWith("#") || b.startsWith("#")) {
                return a.equals("#" + b) || b.equals("#" + a) ? 1 : 0;
            }
            boolean common = COMMON_WORDS.contains(a) || COMMON_WORDS.contains(b);
            double u = hash.unit(a.compareTo(b) < 0 ? hash.mix(a, b, "pair") : hash.mix(b, a, "pair"));
            return common ? 0.01 + 0.09 * u : 0.01 + 0.19 * u * u;
        }
    }

    /** A rough size of a keyword (posts in a busy US hour), to rank related keywords. */
    double typicalPosts(String keyword, String location) {
        return new Query(List.of(keyword), List.of(), location).postsIn(REFERENCE_HOUR);
    }

    /** A weekday afternoon in the United States (Tuesday 17 February 2026, 20:00 UTC), for {@link #typicalPosts}. */
    private static final long REFERENCE_HOUR = 492_044L;

    static boolean isDefault(String location) {
        return location.equals(KeywordInsights.DEFAULT_LOCATION);
    }

    int utcOffset(String location) {
        return isDefault(location) ? -5 : (int) Math.floorMod(hash.mix(location, "tz"), 24L) - 11;
    }
}
