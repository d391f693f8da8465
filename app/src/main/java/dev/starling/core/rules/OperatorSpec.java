package dev.starling.core.rules;

import dev.starling.core.text.BundleText;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One entry of the operator catalog: how it is written ({@code from:}, {@code #}, or the name of a
 * clause kind: {@code keyword}, {@code "exact phrase"}, {@code "a b"~N}), what it takes, whether it
 * may stand alone or needs another operator beside it, where it works, whether it may be negated,
 * and the bundle keys that explain it.
 *
 * @param values the allowed values of a {@link ArgumentForm#CHOICE} operator (or per value of a
 *     {@code CHOICE} whose values differ, as {@code is:nullcast}), empty otherwise
 * @param semantic true for the operators that need embedding access
 * @param aliases other names X takes for the same operator ({@code geo_bounding_box:} for
 *     {@code bounding_box:}); the entry is one, shown and explained under {@link #name()}
 * @param valueAliases other spellings X takes for a {@code CHOICE} value, each to the value it
 *     stands for ({@code media_link} for {@code media})
 */
public record OperatorSpec(String name, ArgumentForm form, boolean standalone, Availability availability,
                           NegationRule negation, List<String> values, boolean semantic, List<String> aliases,
                           Map<String, String> valueAliases) {

    public OperatorSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(availability, "availability");
        Objects.requireNonNull(negation, "negation");
        values = List.copyOf(values);
        aliases = List.copyOf(aliases);
        valueAliases = Map.copyOf(valueAliases);
    }

    /** An entry with one name and no other spellings of its values. */
    public OperatorSpec(String name, ArgumentForm form, boolean standalone, Availability availability,
                        NegationRule negation, List<String> values, boolean semantic) {
        this(name, form, standalone, availability, negation, values, semantic, List.of(), Map.of());
    }

    /** The same entry, also written {@code others}. */
    OperatorSpec alsoNamed(String... others) {
        return new OperatorSpec(name, form, standalone, availability, negation, values, semantic, List.of(others),
                valueAliases);
    }

    /** The same entry, its values also spelled as {@code spellings} says (spelling to value). */
    OperatorSpec withValueAliases(Map<String, String> spellings) {
        return new OperatorSpec(name, form, standalone, availability, negation, values, semantic, aliases, spellings);
    }

    /** The value a written one stands for, in lower case: {@code media} for {@code Media_Link}. */
    public String canonicalValue(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        return valueAliases.getOrDefault(lower, lower);
    }

    /** True for the {@code name:} operators (not keyword, phrase, proximity, #, @, $). */
    public boolean takesColon() {
        return name.endsWith(":");
    }

    /** "Posts by this account." and the like: {@code rules.operator.<name>.description}. */
    public BundleText description() {
        return BundleText.of("rules.operator." + keyName() + ".description");
    }

    /** How to write the argument, with an example: {@code rules.operator.<name>.example}. */
    public BundleText example() {
        return BundleText.of("rules.operator." + keyName() + ".example");
    }

    /** The argument form's words: {@code rules.form.<form>}. */
    public BundleText formText() {
        return BundleText.of("rules.form." + form.name().toLowerCase(Locale.ROOT));
    }

    /** The name as a bundle-key part: {@code from}, {@code hashtag}, {@code keyword}. */
    public String keyName() {
        return switch (name) {
            case "#" -> "hashtag";
            case "@" -> "mention";
            case "$" -> "cashtag";
            case OperatorCatalog.PHRASE -> "phrase";
            case OperatorCatalog.PROXIMITY -> "proximity";
            default -> name.endsWith(":") ? name.substring(0, name.length() - 1) : name;
        };
    }
}
