package dev.starling.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The catalog's entries under every name X takes for them. */
class OperatorCatalogTest {

    @Test
    void anOperatorWithTwoNamesIsOneEntryFoundUnderBoth() {
        OperatorSpec box = OperatorCatalog.find("bounding_box:").orElseThrow();

        assertThat(OperatorCatalog.find("geo_bounding_box:")).containsSame(box);
        assertThat(box.aliases()).containsExactly("geo_bounding_box:");
        assertThat(OperatorCatalog.all()).filteredOn(spec -> spec.form() == ArgumentForm.BOUNDING_BOX).hasSize(1);
        assertThat(OperatorCatalog.all()).extracting(OperatorSpec::name).doesNotContain("geo_bounding_box:");
    }

    @Test
    void aValueWithTwoSpellingsStandsForTheOneTheBuilderOffers() {
        OperatorSpec has = OperatorCatalog.find("has:").orElseThrow();

        assertThat(has.canonicalValue("media_link")).isEqualTo("media");
        assertThat(has.canonicalValue("Video_Link")).isEqualTo("videos");
        assertThat(has.canonicalValue("images")).isEqualTo("images");
        assertThat(has.values()).contains("media", "videos").doesNotContain("media_link", "video_link");
    }

    @Test
    void aRuleWrittenWithAnAliasPrintsAsWrittenAndKeepsItsValueForm() {
        ParsedRule parsed = RuleParser.parse("geo_bounding_box:[-105.30 40.00 -105.10 40.10]");
        RuleClause clause = parsed.clauses().get(0);

        assertThat(RuleText.print(parsed.root().orElseThrow()))
                .isEqualTo("geo_bounding_box:[-105.30 40.00 -105.10 40.10]");
        assertThat(RuleClause.operator("geo_bounding_box", "-105.30 40.00 -105.10 40.10", false).form())
                .isEqualTo(ValueForm.BRACKETED);
        assertThat(OperatorCatalog.of(clause).map(OperatorSpec::name)).contains("bounding_box:");
    }
}
