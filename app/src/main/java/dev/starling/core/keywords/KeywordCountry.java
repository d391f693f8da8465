package dev.starling.core.keywords;

import java.util.Locale;

/**
 * A country as keyword insights scope it: its ISO 3166 code and X's country-level targeting value
 * (the {@code location} parameter). The name comes from the JDK in the reader's language.
 */
public record KeywordCountry(String code, String targetingValue) {

    public String displayName(Locale locale) {
        return new Locale("", code).getDisplayCountry(locale);
    }
}
