package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.StringWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The HTML report's interest-by-country section: there with its rows when given, absent otherwise. */
class KeywordReportHtmlTest {

    private static final KeywordCountry US = KeywordCountries.DEFAULT;
    private static final KeywordCountry GB = KeywordCountries.byCode("GB").orElseThrow();

    private final SeriesResult coffee = KeywordReportImageTest.series("coffee", 1);
    private final SeriesResult tea = KeywordReportImageTest.series("tea", 2);
    private final CountryInterest.Result byCountry = new CountryInterest.Result(Comparison.of(List.of(coffee, tea)),
            List.of(new CountryInterest.Row(US, List.of(3_000L, 10L), List.of(0.75, 0.5), true),
                    new CountryInterest.Row(GB, List.of(1_000L, 10L), List.of(0.25, 0.5), false)), false);

    @Test
    void theCountrySectionHoldsTheMapAndEachCountrysCountAndSharePerSeriesBusiestFirst() throws IOException {
        String html = write(KeywordReport.of(List.of(coffee, tea), ZoneId.of("UTC")), byCountry);

        assertThat(html).contains("<h2>Interest by country</h2>");
        assertThat(html.split("src=\"data:image/png;base64,", -1)).hasSize(3);
        String usRow = "<tr><td>" + US.displayName(Locale.UK) + " (US)</td><td class=\"n\">3,000</td><td class=\"n\">"
                + Messages.text("keywords.countries.share", 75.0) + "</td><td class=\"n\">10</td><td class=\"n\">"
                + Messages.text("keywords.countries.share", 50.0) + "</td></tr>";
        // A country with windows missing says so, as the window's table does.
        String gbRow = "<tr><td>" + GB.displayName(Locale.UK) + " (GB) " + Messages.text("keywords.countries.incomplete")
                + "</td><td class=\"n\">1,000</td>";
        assertThat(html).contains(usRow).contains(gbRow);
        assertThat(html.indexOf(usRow)).isLessThan(html.indexOf(gbRow));
    }

    @Test
    void withoutCountriesThereIsNoCountrySection() throws IOException {
        String html = write(KeywordReport.of(List.of(coffee, tea), ZoneId.of("UTC")), null);

        assertThat(html).doesNotContain("Interest by country");
        assertThat(html.split("src=\"data:image/png;base64,", -1)).hasSize(2);
    }

    @Test
    void theMapsCirclesKeepEachSeriesChartColourWhenTheReportHidesOrRecoloursOne() {
        // The chart shows tea alone, in palette colour 7; coffee is hidden.
        KeywordReport report = new KeywordReport(List.of(new KeywordReport.Series("tea", 7, tea)), ZoneId.of("UTC"),
                false, false);

        assertThat(KeywordReportHtml.countryColours(report, byCountry.comparison())).containsExactly(0, 7);
    }

    private static String write(KeywordReport report, CountryInterest.Result countries) throws IOException {
        StringWriter out = new StringWriter();
        KeywordReportHtml.write(report, countries, Messages::text, Locale.UK, Instant.parse("2026-10-09T00:00:00Z"), out);
        return out.toString();
    }
}
