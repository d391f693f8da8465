package dev.starling.ui.keywords;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.keywords.Comparison;
import dev.starling.core.keywords.CountryInterest;
import dev.starling.core.keywords.CountryMap;
import java.util.Map;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.KeywordCountry;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusViewModel;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The "By country" tab: the chart's comparison asked in each listed country (the cost in requests
 * said first), with progress and Cancel, into a table of each series' count and share per country.
 */
public final class CountryInterestViewModel extends StatusViewModel {

    private static final System.Logger LOG = System.getLogger(CountryInterestViewModel.class.getName());

    /** The map's width in pixels (its height is half: an equirectangular frame). */
    static final int MAP_WIDTH = 720;

    private final CountryInterest interest;
    private final List<KeywordCountry> countries;
    private final TaskRunner tasks;
    private final Executor fx;
    private final Supplier<List<SeriesResult>> shown;
    private final Supplier<List<Integer>> colours;
    private final javafx.beans.property.ReadOnlyObjectWrapper<java.awt.image.BufferedImage> map =
            new javafx.beans.property.ReadOnlyObjectWrapper<>(this, "map");
    private final ObservableList<CountryInterest.Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> seriesNames = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper cost = new ReadOnlyStringWrapper(this, "cost", "");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ObservableBooleanValue dark;
    private FetchControl control;
    private CountryInterest.Result last;
    private List<Integer> lastPalette = List.of();

    /**
     * @param shown the chart's fetched series (on the FX thread)
     * @param fx runs progress reports on the FX thread
     * @param dark whether the window shows the dark theme: the map is drawn in its colours, again when it changes
     */
    public CountryInterestViewModel(CountryInterest interest, List<KeywordCountry> countries, TaskRunner tasks,
                                    Executor fx, Supplier<List<SeriesResult>> shown, Supplier<List<Integer>> colours,
                                    ObservableBooleanValue dark) {
        this.colours = colours;
        this.dark = dark;
        dark.addListener((obs, was, now) -> redraw());
        this.interest = interest;
        this.countries = List.copyOf(countries);
        this.tasks = tasks;
        this.fx = fx;
        this.shown = shown;
    }

    public ObservableList<CountryInterest.Row> rows() { return rows; }
    /** The series' names, in the order of each row's counts. */
    public ObservableList<String> seriesNames() { return seriesNames; }
    /** The series' palette indexes ({@link ChartPalette}), in the order of {@link #seriesNames()}: set before the names change. */
    public List<Integer> seriesColours() { return List.copyOf(lastPalette); }
    /** What a fetch would cost, in requests, or why there is nothing to fetch. */
    public ReadOnlyStringProperty costProperty() { return cost.getReadOnlyProperty(); }
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    /** The rows as a map ({@link CountryMap}), drawn with them in the background; null before a fetch. */
    public javafx.beans.property.ReadOnlyObjectProperty<java.awt.image.BufferedImage> mapProperty() {
        return map.getReadOnlyProperty();
    }

    /** The comparison on the chart, when it has one. */
    private Optional<Comparison> comparison() {
        List<SeriesResult> results = shown.get();
        return results.isEmpty() ? Optional.empty() : Optional.of(Comparison.of(results));
    }

    /** Says again what a fetch would cost, for the chart's comparison as it is now. */
    public void refresh() {
        cost.set(comparison().map(now -> Messages.text("keywords.countries.cost", countries.size(),
                now.series().size(), interest.cost(now, countries))).orElse(Messages.text("keywords.countries.none")));
    }

    /** Fetches the chart's comparison in every listed country, in the background. */
    public void fetch() {
        Optional<Comparison> found = comparison();
        if (found.isEmpty() || busy.get()) {
            refresh();
            return;
        }
        Comparison comparison = found.get();
        List<String> names = shown.get().stream().map(result -> result.request().terms().label()).toList();
        List<Integer> palette = colours.get();
        CountryMap.Colours theme = CountryMap.Colours.of(dark.get());
        FetchControl mine = new FetchControl();
        control = mine;
        progress.set(0);
        runBusy(tasks, "fetch keyword volumes by country", () -> {
            CountryInterest.Result result = interest.fetch(comparison, countries, mine, step -> fx.execute(() -> {
                // A report may arrive after the fetch finished (the FX thread's queue): the last line stays.
                if (!busy.get() || control != mine) {
                    return;
                }
                progress.set((double) step.done() / step.total());
                message.set(Messages.text("keywords.countries.progress", step.done(), step.total(),
                        step.last().displayName(Locale.getDefault())));
            }));
            return Map.entry(result, CountryMap.draw(result.rows(), palette, MAP_WIDTH, MAP_WIDTH / 2, theme));
        }, drawn -> {
                    CountryInterest.Result result = drawn.getKey();
                    last = result;
                    lastPalette = palette;
                    seriesNames.setAll(names);
                    rows.setAll(result.rows());
                    map.set(drawn.getValue());
                    progress.set(1);
                    message.set(Messages.text(result.cancelled() ? "keywords.countries.cancelled" : "keywords.countries.done",
                            result.rows().size(), countries.size()));
                }, Messages.text("keywords.countries.failed"));
    }

    /** The last map in the theme's colours now (in the background: the theme's switch is not held up by it). */
    private void redraw() {
        CountryInterest.Result result = last;
        if (result == null) {
            return;
        }
        List<Integer> palette = lastPalette;
        CountryMap.Colours theme = CountryMap.Colours.of(dark.get());
        tasks.run("draw the country map", () -> CountryMap.draw(result.rows(), palette, MAP_WIDTH, MAP_WIDTH / 2, theme),
                drawn -> {
                    if (last == result) {
                        map.set(drawn);
                    }
                }, failure -> LOG.log(System.Logger.Level.WARNING, "The country map could not be drawn again", failure));
    }

    public void cancel() {
        if (control != null) {
            control.cancel();
        }
    }

    /** The volumes by country the table shows, empty before the first fetch. */
    Optional<CountryInterest.Result> last() {
        return Optional.ofNullable(last);
    }

    /** A row's share of a series in words ("12.5 %"). */
    public static String share(double share) {
        return Messages.text("keywords.countries.share", share * 100);
    }
}
