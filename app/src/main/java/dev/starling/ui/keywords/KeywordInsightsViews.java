package dev.starling.ui.keywords;

import dev.starling.boot.AppServices;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordCache;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.LastComparison;
import dev.starling.core.store.CacheStore;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.WorkspaceViews;
import dev.starling.ui.frames.FxThread;
import java.time.Clock;
import java.time.ZoneId;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;

/**
 * Builds the Keyword insights workspace from the application's services.
 *
 * @param postsBehind opens Query's recent search behind a bucket of the chart (wired in {@code ui.app})
 * @param dark whether the window shows the dark theme (the country map is drawn in its colours)
 */
public record KeywordInsightsViews(AppServices services, Dialogs dialogs,
                                   java.util.function.Consumer<dev.starling.core.keywords.PeakSearch> postsBehind,
                                   ObservableBooleanValue dark)
        implements WorkspaceViews {

    @Override
    public Node view() {
        KeywordInsightsView view = view(services, dialogs, dark);
        view.viewModel().onPostsBehind(postsBehind);
        return view.root();
    }

    /** The view itself (package tests drive it in a window of their own). */
    static KeywordInsightsView view(AppServices services, Dialogs dialogs) {
        return view(services, dialogs, new javafx.beans.property.SimpleBooleanProperty(false));
    }

    static KeywordInsightsView view(AppServices services, Dialogs dialogs, ObservableBooleanValue dark) {
        // Follows the active environment, so a switch in Settings applies at once.
        KeywordInsightsViewModel viewModel = new KeywordInsightsViewModel(services.keywords().fetches(),
                services.keywords().comparisons(), new LastComparison(services.stores().durable().settings()),
                services.tasks(), FxThread::later, dialogs, services.clock(), ZoneId.systemDefault(),
                services.runFiles());
        KeywordInsightsView view = new KeywordInsightsView(viewModel, services.tasks(), services.clock(),
                samples(services.clock()));
        CountryInterestViewModel countries = new CountryInterestViewModel(services.keywords().byCountry(),
                dev.starling.core.keywords.KeywordCountries.all(
                java.util.Locale.getDefault()), services.tasks(), FxThread::later, viewModel::results, viewModel::resultColours, dark);
        viewModel.countriesFrom(countries::last);
        view.showCountries(countries);
        return view;
    }

    /**
     * The chart warm-up's sample series: the real windowed fetch over {@link SampleVolumes} and an in-memory
     * cache of its own, opened for one fetch and closed after it.
     */
    static SampleFetch samples(Clock clock) {
        return (requests, control) -> {
            try (CacheStore cache = CacheStore.inMemory(clock)) {
                return new KeywordFetchService(new SampleVolumes(), new KeywordCache(cache), clock)
                        .fetch(requests, KeywordFetchService.Mode.ONLINE, control, progress -> { });
            }
        };
    }
}
