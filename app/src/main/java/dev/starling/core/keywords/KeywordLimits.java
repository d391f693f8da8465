package dev.starling.core.keywords;

import dev.starling.core.keywords.LimitProblem.Field;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The keyword-insights limits, checked before anything is sent: at least one keyword, at most
 * {@value #MAX_TERMS} keywords and negative keywords together, texts the comma-separated parameter can
 * carry, a start in the past, an end after the start, and a range of at most {@value #MAX_RANGE_DAYS}
 * days (split into 7-day calls by {@link Windowing}). Message keys are {@code keywords.limit.*}.
 */
public final class KeywordLimits {

    public static final int MAX_TERMS = 10;
    public static final int MAX_RANGE_DAYS = 90;
    public static final int MAX_TERM_LENGTH = 100;
    public static final Duration MAX_RANGE = Duration.ofDays(MAX_RANGE_DAYS);

    private KeywordLimits() {
    }

    /** Every problem of the request at time {@code now}; empty when it can be sent. */
    public static List<LimitProblem> check(KeywordRequest request, Instant now) {
        List<LimitProblem> problems = new ArrayList<>();
        KeywordTerms terms = request.terms();
        if (terms.keywords().isEmpty()) {
            problems.add(LimitProblem.of(Field.KEYWORDS, "keywords.limit.noKeyword"));
        }
        if (terms.termCount() > MAX_TERMS) {
            problems.add(LimitProblem.of(Field.KEYWORDS, "keywords.limit.tooMany", terms.termCount(), MAX_TERMS));
        }
        Set<String> seen = new HashSet<>();
        checkTexts(terms.keywords(), Field.KEYWORDS, seen, problems);
        checkTexts(terms.negativeKeywords(), Field.NEGATIVE_KEYWORDS, seen, problems);
        if (request.granularity() == null) {
            problems.add(LimitProblem.of(Field.GRANULARITY, "keywords.limit.noGranularity"));
        }
        if (!KeywordCountries.isTargetingValue(request.location())) {
            problems.add(LimitProblem.of(Field.LOCATION, "keywords.limit.location", request.location()));
        }
        checkRange(request, now, problems);
        return List.copyOf(problems);
    }

    public static boolean acceptable(KeywordRequest request, Instant now) {
        return check(request, now).isEmpty();
    }

    private static void checkTexts(List<String> texts, Field field, Set<String> seen, List<LimitProblem> problems) {
        for (String text : texts) {
            if (text.isEmpty()) {
                problems.add(LimitProblem.of(field, "keywords.limit.blank"));
            } else if (text.contains(",")) {
                problems.add(LimitProblem.of(field, "keywords.limit.comma", text));
            } else if (text.length() > MAX_TERM_LENGTH) {
                problems.add(LimitProblem.of(field, "keywords.limit.tooLong", abbreviate(text), MAX_TERM_LENGTH));
            } else if (text.chars().anyMatch(Character::isISOControl)) {
                problems.add(LimitProblem.of(field, "keywords.limit.control", abbreviate(text)));
            } else if (!seen.add(text.toLowerCase(Locale.ROOT))) {
                problems.add(LimitProblem.of(field, "keywords.limit.duplicate", text));
            }
        }
    }

    private static void checkRange(KeywordRequest request, Instant now, List<LimitProblem> problems) {
        if (request.start() == null) {
            problems.add(LimitProblem.of(Field.START, "keywords.limit.noStart"));
            return;
        }
        if (!request.start().isBefore(now)) {
            problems.add(LimitProblem.of(Field.START, "keywords.limit.startInFuture"));
            return;
        }
        if (request.end() != null && !request.end().isAfter(request.start())) {
            problems.add(LimitProblem.of(Field.END, "keywords.limit.endNotAfterStart"));
            return;
        }
        Instant end = request.granularity() == null ? now : request.resolve(now).end();
        Duration range = Duration.between(request.start(), end);
        if (range.compareTo(MAX_RANGE) > 0) {
            long days = (range.toSeconds() + 86_399) / 86_400;
            problems.add(LimitProblem.of(Field.END, "keywords.limit.rangeTooLong", days, MAX_RANGE_DAYS));
        }
    }

    private static String abbreviate(String text) {
        String printable = text.codePoints().map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
        return printable.length() > 30 ? printable.substring(0, 29) + "\u2026" : printable;
    }
}
