package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

class CountryMapTest {

    private static final KeywordCountry US = KeywordCountries.DEFAULT;
    private static final KeywordCountry JP = KeywordCountries.byCode("JP").orElseThrow();

    @Test
    void everyListedCountryHasACentreOnTheRightPartOfTheWorld() {
        for (KeywordCountry country : KeywordCountries.all(java.util.Locale.ROOT)) {
            assertThat(CountryMap.centre(country.code())).as(country.code()).isNotNull();
        }
        assertThat(CountryMap.position(0, 0, 720, 360)).containsExactly(360.0, 180.0);
        assertThat(CountryMap.position(90, -180, 720, 360)).containsExactly(0.0, 0.0);
        double[] us = CountryMap.centre("US");
        assertThat(us[1]).isNegative();
        assertThat(CountryMap.centre("AU")[0]).isNegative();
    }

    @Test
    void eachCountrysCircleSitsOnItsCentreInTheSeriesColourWithAnAreaProportionalToItsCount() {
        List<CountryInterest.Row> rows = List.of(new CountryInterest.Row(US, List.of(400L), List.of(0.8), true),
                new CountryInterest.Row(JP, List.of(100L), List.of(0.2), true));
        BufferedImage map = CountryMap.draw(rows, List.of(2), 720, 360, CountryMap.Colours.LIGHT);

        int usArea = tinted(map, "US");
        int jpArea = tinted(map, "JP");
        // Four times the count, four times the area (within the edge's anti-aliasing).
        assertThat((double) usArea / jpArea).isBetween(3.5, 4.5);
        double[] at = CountryMap.position(CountryMap.centre("JP")[0], CountryMap.centre("JP")[1], 720, 360);
        int centre = map.getRGB((int) at[0], (int) at[1]);
        int colour = KeywordReportImage.SERIES_COLOURS[2];
        // The fill is the series' colour over the background: red dominates for palette entry 2.
        assertThat((centre >> 16) & 0xff).isGreaterThan((centre >> 8) & 0xff);
        assertThat((colour >> 16) & 0xff).isGreaterThan((colour >> 8) & 0xff);
    }

    /** Pixels that differ from the background and grid within the circle's reach around a country's centre. */
    private static int tinted(BufferedImage map, String code) {
        double[] at = CountryMap.position(CountryMap.centre(code)[0], CountryMap.centre(code)[1], 720, 360);
        int reach = 45;
        int count = 0;
        for (int y = (int) at[1] - reach; y <= at[1] + reach; y++) {
            for (int x = (int) at[0] - reach; x <= at[0] + reach; x++) {
                if (x < 0 || y < 0 || x >= map.getWidth() || y >= map.getHeight()) {
                    continue;
                }
                int rgb = map.getRGB(x, y) & 0xffffff;
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 20) {
                    count++;
                }
            }
        }
        return count;
    }

    @Test
    void eachSeriesIsScaledToItsOwnBusiestCountrySoASmallSeriesIsStillSeen() {
        // Series 1 has a hundredth of series 0's volume: drawn alone, its circles are as large as series 0's alone.
        List<CountryInterest.Row> rows = List.of(new CountryInterest.Row(US, List.of(40_000L, 400L), List.of(0.8, 0.8), true),
                new CountryInterest.Row(JP, List.of(10_000L, 100L), List.of(0.2, 0.2), true));
        List<CountryInterest.Row> small = rows.stream().map(row -> new CountryInterest.Row(row.country(),
                List.of(0L, row.counts().get(1)), row.shares(), true)).toList();
        List<CountryInterest.Row> large = rows.stream().map(row -> new CountryInterest.Row(row.country(),
                List.of(row.counts().get(0), 0L), row.shares(), true)).toList();

        int smallArea = tinted(CountryMap.draw(small, List.of(0, 2), 720, 360, CountryMap.Colours.LIGHT), "JP");
        int largeArea = tinted(CountryMap.draw(large, List.of(0, 2), 720, 360, CountryMap.Colours.LIGHT), "JP");
        assertThat((double) smallArea / largeArea).isBetween(0.9, 1.1);
    }

    @Test
    void theColoursAreEachThemesNamedTokens() throws java.io.IOException {
        for (var theme : java.util.Map.of("tokens-light.css", CountryMap.Colours.LIGHT, "tokens-dark.css",
                CountryMap.Colours.DARK).entrySet()) {
            java.util.Map<String, Integer> tokens = tokens(theme.getKey());
            CountryMap.Colours colours = theme.getValue();
            assertThat(colours.background()).as(theme.getKey()).isEqualTo(tokens.get("surface"));
            assertThat(colours.grid()).as(theme.getKey()).isEqualTo(tokens.get("disabled-bg"));
            assertThat(colours.land()).as(theme.getKey()).isEqualTo(tokens.get("border"));
            for (int i = 0; i < 10; i++) {
                assertThat(colours.series().get(i)).as(theme.getKey() + " series " + i).isEqualTo(tokens.get("series-" + i));
            }
        }
        assertThat(CountryMap.Colours.of(true)).isSameAs(CountryMap.Colours.DARK);
        assertThat(CountryMap.Colours.of(false)).isSameAs(CountryMap.Colours.LIGHT);
    }

    @Test
    void theMapIsDrawnInTheColoursItIsGiven() {
        for (CountryMap.Colours theme : List.of(CountryMap.Colours.LIGHT, CountryMap.Colours.DARK)) {
            BufferedImage map = CountryMap.draw(List.of(), List.of(), 720, 360, theme);
            double[] sea = CountryMap.position(-50, -130, 720, 360);
            double[] land = CountryMap.position(-23, 134, 720, 360);
            assertThat(map.getRGB((int) sea[0], (int) sea[1]) & 0xffffff).isEqualTo(theme.background());
            assertThat(map.getRGB((int) land[0], (int) land[1]) & 0xffffff).isEqualTo(theme.land());
        }
    }

    @Test
    void everyListedCountrysCentreIsOnTheMapsLand() {
        BufferedImage map = CountryMap.draw(List.of(), List.of(), 1440, 720, CountryMap.Colours.LIGHT);
        for (KeywordCountry country : KeywordCountries.all(java.util.Locale.ROOT)) {
            double[] centre = CountryMap.centre(country.code());
            double[] at = CountryMap.position(centre[0], centre[1], 1440, 720);
            assertThat(map.getRGB((int) at[0], (int) at[1]) & 0xffffff).as(country.code())
                    .isEqualTo(CountryMap.Colours.LIGHT.land());
        }
        // The bundled list is the whole published one, not only the listed countries.
        assertThat(CountryMap.countriesWithACentre()).hasSizeGreaterThan(150).contains("NZ", "ZA", "AR", "KR");
    }

    /** A theme file's colour tokens, by name without the "-st-" prefix. */
    private static java.util.Map<String, Integer> tokens(String file) throws java.io.IOException {
        String css;
        try (java.io.InputStream in = CountryMap.class.getResourceAsStream("/dev/starling/ui/theme/" + file)) {
            css = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        java.util.Map<String, Integer> tokens = new java.util.HashMap<>();
        java.util.regex.Matcher token = java.util.regex.Pattern.compile("-st-([a-z0-9-]+):\\s*#([0-9a-fA-F]{6})").matcher(css);
        while (token.find()) {
            tokens.put(token.group(1), Integer.parseInt(token.group(2), 16));
        }
        return tokens;
    }
}
