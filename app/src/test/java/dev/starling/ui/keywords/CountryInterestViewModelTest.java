package dev.starling.ui.keywords;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.keywords.CountryInterest;
import dev.starling.core.keywords.CountryMap;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordCountries;
import dev.starling.core.keywords.KeywordCountry;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.store.CacheStore;
import dev.starling.testing.FakeClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CountryInterestViewModelTest {

    private static final Instant NOW = Instant.parse("2026-11-20T12:30:00Z");
    private final FakeClock clock = new FakeClock(NOW);
    private final FakeVolumes api = new FakeVolumes();
    private final CacheStore cache = CacheStore.inMemory(clock);
    private final KeywordFetchService service = new KeywordFetchService(api, new KeywordCache(cache), clock);
    private final List<KeywordCountry> countries = List.of(KeywordCountries.DEFAULT,
            KeywordCountries.byCode("GB").orElseThrow(), KeywordCountries.byCode("FR").orElseThrow());
    private final List<SeriesResult> shown = new ArrayList<>();
    private final javafx.beans.property.BooleanProperty dark = new javafx.beans.property.SimpleBooleanProperty(false);
    private final CountryInterestViewModel viewModel = new CountryInterestViewModel(new CountryInterest(service, clock),
            countries, new SameThreadTaskRunner(), Runnable::run, () -> shown, () -> List.of(0, 1), dark);

    @AfterEach
    void close() {
        cache.close();
    }

    private void chartShows(String... keywords) {
        for (String keyword : keywords) {
            shown.add(service.fetch(new KeywordRequest(KeywordTerms.of(List.of(keyword)), KeywordGranularity.HOUR,
                    Instant.parse("2026-11-17T12:00:00Z"), Instant.parse("2026-11-20T12:00:00Z"), null),
                    KeywordFetchService.Mode.ONLINE, new FetchControl(), progress -> { }));
        }
        api.calls().clear();
    }

    @Test
    void theCostIsSaidBeforeAnythingIsSentAndNothingIsSentWithoutAComparison() {
        viewModel.refresh();
        assertThat(viewModel.costProperty().get()).startsWith("Fetch a comparison first");
        viewModel.fetch();
        assertThat(api.calls()).isEmpty();

        chartShows("coffee", "tea");
        viewModel.refresh();
        assertThat(viewModel.costProperty().get()).contains("3 countries").contains("2 series").contains("at most 6 requests");
        assertThat(api.calls()).isEmpty();
    }

    @Test
    void fetchingFillsTheTableWithEachSeriesCountAndShareBusiestFirst() {
        chartShows("coffee", "tea");

        viewModel.fetch();

        // The chart's own country (the United States) is cached: only the other two are asked.
        assertThat(api.calls()).hasSize(4);
        assertThat(viewModel.seriesNames()).containsExactly("coffee", "tea");
        assertThat(viewModel.rows()).hasSize(3);
        assertThat(viewModel.rows()).extracting(row -> row.counts().get(0)).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        CountryInterest.Row us = viewModel.rows().stream().filter(row -> row.country().equals(KeywordCountries.DEFAULT))
                .findFirst().orElseThrow();
        assertThat(us.counts()).containsExactly(shown.get(0).total(), shown.get(1).total());
        assertThat(viewModel.messageProperty().get()).isEqualTo("3 of 3 countries fetched.");
        assertThat(viewModel.progressProperty().get()).isEqualTo(1.0);
        assertThat(viewModel.busyProperty().get()).isFalse();
        assertThat(CountryInterestViewModel.share(0.125)).isEqualTo("12.5 %");
        assertThat(viewModel.mapProperty().get().getWidth()).isEqualTo(CountryInterestViewModel.MAP_WIDTH);
    }

    @Test
    void aFailingCountryLeavesItsRowMarkedIncompleteAndTheOthersWhole() {
        chartShows("coffee");
        api.failWhen(call -> call.location().equals(countries.get(1).targetingValue()));

        viewModel.fetch();

        assertThat(viewModel.rows()).hasSize(3);
        assertThat(viewModel.rows()).filteredOn(row -> !row.complete()).singleElement()
                .satisfies(row -> assertThat(row.country().code()).isEqualTo("GB"));
    }

    @Test
    void theMapIsDrawnInTheDarkThemesColoursUnderTheDarkThemeAndAgainWhenTheThemeChanges() {
        chartShows("coffee");
        dark.set(true);

        viewModel.fetch();

        // The South Pacific: sea, away from every circle and grid line.
        assertThat(sea(viewModel.mapProperty().get())).isEqualTo(CountryMap.Colours.DARK.background());
        dark.set(false);
        assertThat(sea(viewModel.mapProperty().get())).isEqualTo(CountryMap.Colours.LIGHT.background());
    }

    private static int sea(java.awt.image.BufferedImage map) {
        double[] at = CountryMap.position(-50, -130, map.getWidth(), map.getHeight());
        return map.getRGB((int) at[0], (int) at[1]) & 0xffffff;
    }
}
