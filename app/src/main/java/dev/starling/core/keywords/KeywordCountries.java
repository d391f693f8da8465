package dev.starling.core.keywords;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Common countries with X's targeting values (the place ids X uses for country targeting). Any
 * other country's 16-hex-digit value is accepted as typed (see {@link #isTargetingValue}).
 */
public final class KeywordCountries {

    /** The API's default country, the United States. */
    public static final KeywordCountry DEFAULT = new KeywordCountry("US", "96683cc9126741d1");
    private static final Pattern TARGETING_VALUE = Pattern.compile("[0-9a-f]{16}");

    private static final List<KeywordCountry> ALL = List.of(
            DEFAULT,
            new KeywordCountry("GB", "6416b8512febefc9"),
            new KeywordCountry("CA", "3376992a082d67c7"),
            new KeywordCountry("AU", "3f14ce28dc7c4566"),
            new KeywordCountry("IE", "78e9729ff12a648e"),
            new KeywordCountry("IN", "b850c1bfd38f30e0"),
            new KeywordCountry("FR", "f3bfc7dcc928977f"),
            new KeywordCountry("DE", "fdcd221ac44fa326"),
            new KeywordCountry("IT", "c799e2d3a79f810e"),
            new KeywordCountry("ES", "ecdce75d48b13b64"),
            new KeywordCountry("PT", "c9f6408fbe911554"),
            new KeywordCountry("NL", "879d7cfc66c9c290"),
            new KeywordCountry("BE", "78bfaf3f12c05982"),
            new KeywordCountry("AT", "30410557050f13a5"),
            new KeywordCountry("SE", "82b141af443cb1b8"),
            new KeywordCountry("DK", "c29833e68a86e703"),
            new KeywordCountry("FI", "e7c97cdfef3a741a"),
            new KeywordCountry("PL", "d9874951d5976bdf"),
            new KeywordCountry("JP", "06ef846bfc783874"),
            new KeywordCountry("BR", "1b107df3ccc0aaa1"),
            new KeywordCountry("MX", "25530ba03b7d90c6"));

    private KeywordCountries() {
    }

    /** Every listed country, sorted by its name in {@code locale}. */
    public static List<KeywordCountry> all(Locale locale) {
        return ALL.stream().sorted(Comparator.comparing(country -> country.displayName(locale))).toList();
    }

    /** By ISO code, case-insensitive ({@code "us"}, {@code "GB"}). */
    public static Optional<KeywordCountry> byCode(String code) {
        return code == null ? Optional.empty()
                : ALL.stream().filter(country -> country.code().equalsIgnoreCase(code.strip())).findFirst();
    }

    public static Optional<KeywordCountry> byTargetingValue(String value) {
        return ALL.stream().filter(country -> country.targetingValue().equals(value)).findFirst();
    }

    /** True for a country-level targeting value's shape: 16 lower-case hex digits. */
    public static boolean isTargetingValue(String value) {
        return value != null && TARGETING_VALUE.matcher(value).matches();
    }

    /** A country code or a targeting value, as a person gives it; empty when neither. */
    public static Optional<String> targetingValueOf(String codeOrValue) {
        if (codeOrValue == null || codeOrValue.isBlank()) {
            return Optional.of(DEFAULT.targetingValue());
        }
        String value = codeOrValue.strip();
        Optional<KeywordCountry> byCode = byCode(value);
        if (byCode.isPresent()) {
            return byCode.map(KeywordCountry::targetingValue);
        }
        String lower = value.toLowerCase(Locale.ROOT);
        return isTargetingValue(lower) ? Optional.of(lower) : Optional.empty();
    }
}
