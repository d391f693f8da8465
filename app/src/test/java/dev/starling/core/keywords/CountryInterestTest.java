package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.KeywordInsightsClient;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.store.CacheStore;
import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** Interest by country against the in-process sandbox, signed in through the PIN flow. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CountryInterestTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:00:00Z");
    private static final KeywordCountry US = KeywordCountries.DEFAULT;
    private static final KeywordCountry GB = KeywordCountries.byCode("GB").orElseThrow();
    private static final KeywordCountry DE = KeywordCountries.byCode("DE").orElseThrow();

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private KeywordInsightsClient client;
    private final FakeClock clock = new FakeClock(NOW);
    private CacheStore cache;
    private final List<KeywordVolumeRequest> sent = new ArrayList<>();

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
        client = AdsClient.signedIn(sandbox.services()).keywordInsights();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void freshCache() {
        cache = CacheStore.inMemory(clock);
        sent.clear();
    }

    @AfterEach
    void closeCache() {
        cache.close();
    }

    private KeywordFetchService service() {
        return new KeywordFetchService(new VolumeSource() {
            @Override
            public byte[] fetch(KeywordVolumeRequest call) {
                sent.add(call);
                return client.searchBody(call);
            }
        }, new KeywordCache(cache), clock);
    }

    private static Comparison coffeeAndTea(int days) {
        return new Comparison(List.of(KeywordTerms.of(List.of("coffee")), new KeywordTerms(List.of("tea"), List.of("green"))),
                KeywordGranularity.HOUR, NOW.minusSeconds(days * 86_400L), NOW, null);
    }

    @Test
    void theCostIsOneRequestPerCountrySeriesAndWeekAndTheFetchSendsExactlyThat() {
        CountryInterest interest = new CountryInterest(service(), clock);
        Comparison comparison = coffeeAndTea(10);

        assertThat(interest.cost(comparison, List.of(US, GB, DE))).isEqualTo(3 * 2 * 2);
        interest.fetch(comparison, List.of(US, GB, DE), new FetchControl(), progress -> { });

        assertThat(sent).hasSize(12);
        assertThat(sent).extracting(KeywordVolumeRequest::location).containsOnly(US.targetingValue(),
                GB.targetingValue(), DE.targetingValue());
    }

    @Test
    void eachCountrysCountsAreTheSandboxsVolumesForThatCountryAndSharesAddUpPerSeries() {
        KeywordFetchService service = service();
        Comparison comparison = coffeeAndTea(3);
        List<String> progress = new ArrayList<>();

        CountryInterest.Result result = new CountryInterest(service, clock).fetch(comparison, List.of(GB, US, DE),
                new FetchControl(), step -> progress.add(step.done() + "/" + step.total() + " " + step.last().code()));

        assertThat(progress).containsExactly("1/3 GB", "2/3 US", "3/3 DE");
        assertThat(result.cancelled()).isFalse();
        assertThat(result.rows()).hasSize(3).allSatisfy(row -> assertThat(row.complete()).isTrue());
        for (CountryInterest.Row row : result.rows()) {
            // The same series asked on its own in that country, by a service with a cache of its own.
            try (CacheStore other = CacheStore.inMemory(clock)) {
                KeywordFetchService alone = new KeywordFetchService(client::searchBody, new KeywordCache(other), clock);
                for (int s = 0; s < 2; s++) {
                    KeywordRequest request = comparison.requests().get(s);
                    long expected = alone.fetch(new KeywordRequest(request.terms(), request.granularity(), request.start(),
                            request.end(), row.country().targetingValue()), KeywordFetchService.Mode.ONLINE,
                            new FetchControl(), ignored -> { }).total();
                    assertThat(row.counts().get(s)).as(row.country().code() + " series " + s).isEqualTo(expected)
                            .isPositive();
                }
            }
        }
        // The chart's own fetch (the default country) gives the United States' row.
        long usOnChart = service.fetch(comparison.requests().get(0), KeywordFetchService.Mode.ONLINE, new FetchControl(),
                ignored -> { }).total();
        assertThat(result.rows()).filteredOn(row -> row.country().equals(US)).singleElement()
                .satisfies(row -> assertThat(row.counts().get(0)).isEqualTo(usOnChart));
        for (int s = 0; s < 2; s++) {
            int series = s;
            long total = result.rows().stream().mapToLong(row -> row.counts().get(series)).sum();
            assertThat(result.rows()).allSatisfy(row -> assertThat(row.shares().get(series))
                    .isCloseTo((double) row.counts().get(series) / total, org.assertj.core.data.Offset.offset(1e-12)));
            assertThat(result.rows().stream().mapToDouble(row -> row.shares().get(series)).sum())
                    .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        }
        assertThat(result.rows()).extracting(row -> row.counts().get(0)).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    }

    @Test
    void theReportHoldsTheMapAndEachCountrysCountAndShare() throws Exception {
        KeywordFetchService service = service();
        Comparison comparison = coffeeAndTea(3);
        List<SeriesResult> results = service.fetch(comparison.requests(), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), ignored -> { });
        CountryInterest.Result byCountry = new CountryInterest(service, clock).fetch(Comparison.of(results),
                List.of(US, GB, DE), new FetchControl(), ignored -> { });
        java.io.StringWriter out = new java.io.StringWriter();

        KeywordReportHtml.write(KeywordReport.of(results, java.time.ZoneOffset.UTC), byCountry,
                dev.starling.core.text.Messages::text, java.util.Locale.UK, NOW, out);

        String html = out.toString();
        assertThat(html).contains("<h2>Interest by country</h2>").contains("<th class=\"n\">Share of tea -green</th>");
        assertThat(html.split("data:image/png;base64,", -1)).hasSize(3);
        for (CountryInterest.Row row : byCountry.rows()) {
            assertThat(html).contains("<tr><td>" + row.country().displayName(java.util.Locale.UK) + " (" + row.country().code()
                    + ")</td><td class=\"n\">" + String.format(java.util.Locale.UK, "%,d", row.counts().get(0)) + "</td>");
        }
        java.io.StringWriter without = new java.io.StringWriter();
        KeywordReportHtml.write(KeywordReport.of(results, java.time.ZoneOffset.UTC), dev.starling.core.text.Messages::text,
                java.util.Locale.UK, NOW, without);
        assertThat(without.toString()).doesNotContain("Interest by country");
    }

    @Test
    void cancellingAfterTheFirstCountryKeepsItAndAsksNoMore() {
        FetchControl control = new FetchControl();
        CountryInterest.Result result = new CountryInterest(service(), clock).fetch(coffeeAndTea(3), List.of(DE, GB, US),
                control, step -> control.cancel());

        assertThat(result.cancelled()).isTrue();
        assertThat(result.rows()).extracting(row -> row.country().code()).containsExactly("DE");
        assertThat(sent).hasSize(2);
    }
}
