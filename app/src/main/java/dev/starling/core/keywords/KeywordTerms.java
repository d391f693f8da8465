package dev.starling.core.keywords;

import java.util.ArrayList;
import java.util.List;

/**
 * What one series counts: posts matching any of {@code keywords}, minus those matching any of
 * {@code negativeKeywords} (both ORed by the API). Texts are kept as typed (trimmed).
 */
public record KeywordTerms(List<String> keywords, List<String> negativeKeywords) {

    public KeywordTerms {
        keywords = keywords == null ? List.of() : keywords.stream().map(KeywordTerms::clean).toList();
        negativeKeywords = negativeKeywords == null ? List.of()
                : negativeKeywords.stream().map(KeywordTerms::clean).toList();
    }

    public static KeywordTerms of(List<String> keywords) {
        return new KeywordTerms(keywords, List.of());
    }

    /** The terms of a comma-separated list as a person types or pastes it ("coffee, latte"): blanks dropped. */
    public static List<String> splitCommaList(String text) {
        List<String> terms = new ArrayList<>();
        if (text == null) {
            return terms;
        }
        for (String part : text.split(",")) {
            if (!part.isBlank()) {
                terms.add(part.strip());
            }
        }
        return terms;
    }

    /** Keywords and negatives together: the API allows {@value KeywordLimits#MAX_TERMS}. */
    public int termCount() {
        return keywords.size() + negativeKeywords.size();
    }

    /**
     * A short name for legends and CSV headers, written the way X's search reads: the keywords
     * separated by commas, each negative after a minus, {@code coffee, latte -decaf -"cold brew"}.
     * A negative of several words is quoted so it reads as one term, and so is a keyword that starts
     * with a minus, so it is not taken for a negative.
     */
    public String label() {
        StringBuilder label = new StringBuilder(String.join(", ",
                keywords.stream().map(keyword -> keyword.startsWith("-") ? quoted(keyword) : keyword).toList()));
        negativeKeywords.forEach(negative -> label.append(label.isEmpty() ? "-" : " -")
                .append(negative.chars().anyMatch(Character::isWhitespace) ? quoted(negative) : negative));
        return label.toString();
    }

    private static String quoted(String term) {
        return '"' + term + '"';
    }

    private static String clean(String term) {
        return term == null ? "" : term.strip();
    }
}
