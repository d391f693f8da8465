package dev.starling.ui.keywords;

import dev.starling.ui.common.AgeText;
import dev.starling.ui.common.StatusViewModel;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.keywords.Comparison;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.FetchProgress;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.KeywordLimitException;
import dev.starling.core.keywords.LastComparison;
import dev.starling.core.keywords.KeywordExport;
import dev.starling.core.keywords.KeywordReport;
import dev.starling.core.keywords.KeywordReportHtml;
import dev.starling.core.keywords.KeywordReportImage;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.SavedComparison;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.KeywordWindow;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.keywords.WindowResult;
import dev.starling.core.output.RunFiles;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.stream.IntStream;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The keyword-insights workspace: a comparison of keyword queries over one period, granularity and
 * country. Each of the form's queries is a series ("+ Compare" adds one); related keywords become
 * chips of the query being edited or series of their own. The comparison on the chart is there again
 * after a restart, from the cache. Fetching goes through {@link KeywordFetchService} (7-day windows, the cache,
 * partial failures), with progress and cancel; what could not be fetched is listed in words with a
 * retry. The chart is described by {@link #chartProperty()}: labels in the user's zone or UTC, a
 * linear or logarithmic scale, exact or indexed values.
 */
public final class KeywordInsightsViewModel extends StatusViewModel {

    private final KeywordFetchService service;
    private final LastComparison last;
    private final RunFiles runFiles;
    private final TaskRunner tasks;
    private final Executor fx;
    private final Dialogs dialogs;
    private final Clock clock;
    private final ZoneId localZone;
    private final KeywordQueryForm form;
    private final ObservableList<KeywordSeries> series = FXCollections.observableArrayList(
            one -> new Observable[] {one.visibleProperty(), one.resultProperty(), one.nameProperty()});
    private final ObservableList<String> related = FXCollections.observableArrayList();
    private final ObservableList<MissingWindow> missing = FXCollections.observableArrayList();
    private final ObservableList<String> provenance = FXCollections.observableArrayList();
    private final BooleanProperty utc = new SimpleBooleanProperty(this, "utc");
    private final BooleanProperty logarithmic = new SimpleBooleanProperty(this, "logarithmic");
    private final BooleanProperty indexed = new SimpleBooleanProperty(this, "indexed");
    private final ReadOnlyObjectWrapper<ChartModel> chart;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progressText", "");
    private final SavedComparisons saved;
    private FetchControl control;
    private long generation;
    /** While a fetch's results are put into their series: the chart is redrawn once after, not once per series. */
    private boolean takingResults;
    /** The name of the saved comparison being opened offline, for the message once it is. */
    private String openedOffline;
    /** Opens Query's recent search behind a bucket; none until the window wires it. */
    private java.util.function.Consumer<dev.starling.core.keywords.PeakSearch> postsBehind = search -> { };
    /** The last volumes by country (the "By country" tab's), for the report. */
    private java.util.function.Supplier<java.util.Optional<dev.starling.core.keywords.CountryInterest.Result>> countries =
            java.util.Optional::empty;

    /**
     * @param fx runs progress reports on the FX thread ({@code Platform::runLater}; tests: {@code Runnable::run})
     * @param localZone the user's zone, for labels unless UTC is chosen
     */
    public KeywordInsightsViewModel(KeywordFetchService service, ComparisonStore comparisons, LastComparison last,
                                    TaskRunner tasks, Executor fx, Dialogs dialogs, Clock clock, ZoneId localZone) {
        this(service, comparisons, last, tasks, fx, dialogs, clock, localZone, RunFiles.none());
    }

    /** @param runFiles what an export may never be written over: Starling's own files and the log */
    public KeywordInsightsViewModel(KeywordFetchService service, ComparisonStore comparisons, LastComparison last,
                                    TaskRunner tasks, Executor fx, Dialogs dialogs, Clock clock, ZoneId localZone,
                                    RunFiles runFiles) {
        this.runFiles = runFiles;
        this.service = service;
        this.last = last;
        this.saved = new SavedComparisons(comparisons, tasks, dialogs, message::set, error::set);
        this.tasks = tasks;
        this.fx = fx;
        this.dialogs = dialogs;
        this.clock = clock;
        this.localZone = localZone;
        this.form = new KeywordQueryForm(clock, this::zone);
        this.chart = new ReadOnlyObjectWrapper<>(this, "chart", ChartModel.empty(localZone));
        utc.addListener((obs, was, now) -> {
            form.zoneChanged(was ? ZoneOffset.UTC : localZone);
            redraw();
        });
        logarithmic.addListener(changed -> redraw());
        indexed.addListener(changed -> redraw());
        series.addListener((ListChangeListener<KeywordSeries>) change -> {
            if (!takingResults) {
                redraw();
            }
        });
        restoreLast();
    }

    public KeywordQueryForm form() { return form; }
    public SavedComparisons saved() { return saved; }
    public ObservableList<KeywordSeries> series() { return series; }
    /** Up to 30 keywords the API relates to the first series. */
    public ObservableList<String> related() { return related; }
    /** Windows without data, each with the reason in words. */
    public ObservableList<MissingWindow> missing() { return missing; }
    /** Per series: which parts came from the cache, and when they were fetched. */
    public ObservableList<String> provenance() { return provenance; }
    public BooleanProperty utcProperty() { return utc; }
    public BooleanProperty logarithmicProperty() { return logarithmic; }
    public BooleanProperty indexedProperty() { return indexed; }
    public ReadOnlyObjectProperty<ChartModel> chartProperty() { return chart.getReadOnlyProperty(); }
    public ReadOnlyDoubleProperty progressProperty() { return progress.getReadOnlyProperty(); }
    public ReadOnlyStringProperty progressTextProperty() { return progressText.getReadOnlyProperty(); }

    /** The zone labels and the form's times are in. */
    public ZoneId zone() {
        return utc.get() ? ZoneOffset.UTC : localZone;
    }

    /** A window of a series that has no data, with why in words; {@link #retry} asks for it again. */
    public record MissingWindow(KeywordSeries series, WindowResult window, String text) {
    }

    /**
     * Sends the form: each of its queries becomes a series (a series whose terms did not change is
     * kept, with its name, colour and visibility) and every series is fetched over the form's period.
     * Refused, with the reasons next to the fields of the query at fault, when a limit is broken;
     * nothing is sent then.
     */
    public void send() {
        Optional<List<KeywordRequest>> asked = form.requests();
        if (asked.isEmpty()) {
            error.set(Messages.text("keywords.send.refused"));
            return;
        }
        List<KeywordRequest> requests = asked.get();
        KeywordSeries[] next = new KeywordSeries[requests.size()];
        java.util.Set<Integer> colours = new java.util.HashSet<>();
        for (int i = 0; i < requests.size(); i++) {
            KeywordTerms terms = requests.get(i).terms();
            KeywordSeries kept = series.stream().filter(one -> one.terms().equals(terms)
                    && !java.util.Arrays.asList(next).contains(one)).findFirst().orElse(null);
            if (kept != null) {
                next[i] = kept;
                colours.add(kept.colour());
            }
        }
        for (int i = 0; i < requests.size(); i++) {
            if (next[i] == null) {
                // A changed query keeps the colour of the series it replaces, when that one went.
                int colour = i < series.size() && !colours.contains(series.get(i).colour()) ? series.get(i).colour()
                        : freeColour(colours);
                colours.add(colour);
                next[i] = new KeywordSeries(requests.get(i).terms(), colour);
            }
        }
        List<KeywordSeries> all = List.of(next);
        series.setAll(all);
        fetch(all, requests, KeywordFetchService.Mode.ONLINE);
    }

    /** Adds a related keyword as a chip of the query being edited (the next send includes it). */
    public void addRelatedToQuery(String keyword) {
        form.keywords().add(keyword);
    }

    /** Adds a related keyword as a series (and a query) of its own over the period of the chart, and fetches it. */
    public void addRelatedAsSeries(String keyword) {
        KeywordTerms terms = KeywordTerms.of(List.of(keyword));
        if (series.isEmpty()) {
            form.keywords().setAll(List.of(keyword));
            send();
            return;
        }
        if (series.stream().anyMatch(one -> one.terms().equals(terms))) {
            message.set(Messages.text("keywords.series.already", keyword));
            return;
        }
        KeywordSeries added = new KeywordSeries(terms, freeColour(series.stream().map(KeywordSeries::colour).toList()));
        // Over the chart's period (the form may have been edited since it was fetched).
        KeywordRequest shared = series.get(0).result() != null ? series.get(0).result().request()
                : form.requestFor(series.get(0).terms());
        form.addQuery(terms);
        series.add(added);
        fetch(List.of(added), List.of(shared.withTerms(terms)), KeywordFetchService.Mode.ONLINE);
    }

    /** Removes a series and its query; the last one stays. */
    public void remove(KeywordSeries one) {
        if (series.size() > 1 && series.remove(one)) {
            form.removeQuery(form.queries().indexOf(one.terms()));
            refreshStatus();
            rememberLast();
        }
    }

    /** Removes one of the form's queries (its × in the row of queries), and its series with it. */
    public void removeQuery(int index) {
        if (index < 0 || index >= form.queries().size() || form.queries().size() <= 1) {
            return;
        }
        KeywordTerms terms = form.queries().get(index);
        form.removeQuery(index);
        series.stream().filter(one -> one.terms().equals(terms)).findFirst().ifPresent(gone -> {
            series.remove(gone);
            refreshStatus();
            rememberLast();
        });
    }

    /** The colour of the series a query was sent as; -1 while it has not been sent. */
    public int colourOf(KeywordTerms query) {
        return series.stream().filter(one -> one.terms().equals(query)).mapToInt(KeywordSeries::colour).findFirst()
                .orElse(-1);
    }

    /** Asks for a new name for a series (used by the legend, the CSV header and saved comparisons). */
    public void rename(KeywordSeries one) {
        // A blank name would leave a legend row and a CSV column without a heading: keep the old one.
        dialogs.askText(Messages.text("keywords.rename.title"), Messages.text("keywords.rename.prompt"), one.name())
                .map(String::strip).filter(name -> !name.isEmpty()).ifPresent(one.nameProperty()::set);
    }

    /** Stops the running fetch after the window being asked; what was fetched so far stays. */
    /** What opens Query's recent search behind a bucket ({@link #postsBehind}); wired where the window is assembled. */
    public void onPostsBehind(java.util.function.Consumer<dev.starling.core.keywords.PeakSearch> action) {
        postsBehind = action;
    }

    /**
     * Opens the recent search for the terms of the chart's {@code line}-th line, bounded to its bucket
     * starting at {@code bucketStart}; a bucket older than recent search reaches says so instead.
     */
    public void postsBehind(int line, java.time.Instant bucketStart) {
        List<KeywordSeries> drawn = series.stream().filter(one -> one.result() != null && one.isVisible()).toList();
        if (line < 0 || line >= drawn.size()) {
            return;
        }
        clearMessages();
        dev.starling.core.keywords.PeakSearch.Outcome outcome = dev.starling.core.keywords.PeakSearch.of(
                drawn.get(line).result().request(), bucketStart, clock.instant());
        outcome.refusal().ifPresent(why -> error.set(why.render(Messages::text)));
        outcome.search().ifPresent(postsBehind);
    }

    public void cancel() {
        if (control != null) {
            control.cancel();
            progressText.set(Messages.text("keywords.progress.cancelling"));
        }
    }

    /** Asks again for this one window; every other window, with data or still missing, is kept and not asked. */
    public void retry(MissingWindow window) {
        KeywordSeries one = window.series();
        if (one.result() == null || busy.get()) {
            return;
        }
        KeywordWindow chosen = window.window().window();
        start(List.of(one), fetchControl -> service.retry(List.of(one.result()),
                candidate -> candidate.window().equals(chosen), fetchControl,
                report -> fx.execute(() -> showProgress(report))));
    }

    /** Asks again for every window without data, of every series; windows with data are not asked. */
    public void retryAllMissing() {
        List<KeywordSeries> incomplete = series.stream()
                .filter(one -> one.result() != null && !one.result().complete()).toList();
        if (incomplete.isEmpty() || busy.get()) {
            return;
        }
        start(incomplete, fetchControl -> service.retryMissing(incomplete.stream().map(KeywordSeries::result).toList(),
                fetchControl, report -> fx.execute(() -> showProgress(report))));
    }

    /** The chart's lines could not be drawn: said in words (the data and the exports are unaffected). */
    public void chartFailed(Throwable failure) {
        error.set(FailureText.describe(failure, Messages.text("keywords.chart.drawFailed")));
    }

    /** Saves the comparison on the chart (its fetched period, so it reopens offline). */
    public void saveComparison() {
        List<SeriesResult> results = results();
        if (results.isEmpty()) {
            error.set(Messages.text("keywords.saved.nothing"));
            return;
        }
        saved.save(Comparison.of(results));
    }

    /**
     * Opens a saved comparison from the cache alone (nothing is sent) and says how old its data
     * is; Send fetches it again online.
     */
    public void open(SavedComparison comparison) {
        openOffline(comparison.comparison(), comparison.name());
    }

    private void openOffline(Comparison comparison, String name) {
        List<KeywordRequest> requests = comparison.requests();
        if (requests.isEmpty()) {
            return;
        }
        form.load(requests);
        List<KeywordSeries> opened = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            opened.add(new KeywordSeries(requests.get(i).terms(), i % ChartPalette.SIZE));
        }
        series.setAll(opened);
        openedOffline = name;
        fetch(opened, requests, KeywordFetchService.Mode.OFFLINE);
    }

    /**
     * Puts the comparison of the last run back on the chart, from the cache (as Query puts back its
     * last query): unless the user has already started one of their own.
     */
    private void restoreLast() {
        tasks.run("restore the last keyword comparison", last::load, found -> {
            if (found.isPresent() && series.isEmpty() && !busy.get() && form.terms().termCount() == 0) {
                openOffline(found.get(), "");
            }
        }, failure -> { });
    }

    /** Keeps the comparison on the chart for the next start (in the background). */
    private void rememberLast() {
        List<SeriesResult> shown = results();
        if (shown.isEmpty()) {
            return;
        }
        Comparison comparison = Comparison.of(shown);
        tasks.run("remember the keyword comparison", () -> {
            last.save(comparison);
            return comparison;
        }, saved -> { }, failure -> { });
    }

    /** The series as CSV: a time column (ISO 8601, UTC), one column per series, exact values. */
    public void exportCsv() {
        // Headed by the names the legend shows (renames included), in the legend's order.
        List<KeywordSeries> fetched = series.stream().filter(one -> one.result() != null).toList();
        List<String> names = fetched.stream().map(KeywordSeries::name).toList();
        export("keywords.export.csv.title", "keyword-volumes.csv", "csv",
                file -> KeywordExport.writeCsv(file.writer(), results(), names));
    }

    /** The requests (each series and its API calls, with status and fetch time) as JSON. */
    public void exportRequests() {
        export("keywords.export.json.title", "keyword-requests.json", "json",
                file -> KeywordExport.writeRequestsJson(file.writer(), results()));
    }

    /**
     * The chart as a report image (PNG at twice its size): title, the shown series with their keywords,
     * totals and peaks, period and zone, granularity, country and when the data was fetched
     * ({@link KeywordReportImage}, the same picture as {@code starling keywords --png}).
     */
    public void exportPng() {
        shownReport().ifPresent(report -> {
            java.util.Locale locale = java.util.Locale.getDefault();
            export("keywords.export.png.title", "keyword-volumes.png", "png", file -> KeywordReportImage.writePng(
                    KeywordReportImage.draw(report, Messages::text, locale, KeywordReportImage.SCALE), file.stream()));
        });
    }

    /**
     * A report a colleague can open: one self-contained HTML file with the chart as shown, the parameters, each
     * series' total and peak, the volumes per bucket and when they were fetched ({@link KeywordReportHtml}, the same
     * file as {@code starling keywords --report}).
     */
    public void exportReport() {
        shownReport().ifPresent(report -> {
            java.util.Locale locale = java.util.Locale.getDefault();
            // The countries only when they were fetched for the comparison the chart shows now.
            dev.starling.core.keywords.CountryInterest.Result byCountry = countries.get()
                    .filter(result -> result.comparison().equals(dev.starling.core.keywords.Comparison.of(results())))
                    .orElse(null);
            export("keywords.export.report.title", "keyword-report.html", "html", file -> KeywordReportHtml.write(
                    report, byCountry, Messages::text, locale, clock.instant(), file.writer()));
        });
    }

    /** The shown series as a report; empty (and why, on the error line) when there is none to export. */
    private java.util.Optional<KeywordReport> shownReport() {
        List<KeywordReport.Series> shown = series.stream().filter(one -> one.result() != null && one.isVisible())
                .map(one -> new KeywordReport.Series(one.name(), one.colour(), one.result())).toList();
        if (results().isEmpty()) {
            error.set(Messages.text("keywords.export.nothing"));
            return java.util.Optional.empty();
        }
        if (shown.isEmpty()) {
            error.set(Messages.text("keywords.export.allHidden"));
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new KeywordReport(shown, zone(), logarithmic.get(), indexed.get()));
    }

    private void export(String titleKey, String suggested, String extension, RunFiles.Content export) {
        if (results().isEmpty()) {
            error.set(Messages.text("keywords.export.nothing"));
            return;
        }
        dialogs.chooseFileToSave(Messages.text(titleKey), suggested, extension).ifPresent(target -> {
            message.set("");
            error.set("");
            tasks.run("export keyword insights", () -> {
                runFiles.write(target, export);
                return target;
            }, written -> message.set(Messages.text("keywords.export.done", written.getFileName(), written.getParent())),
                    failure -> error.set(FailureText.describe(failure, Messages.text("keywords.export.failed",
                            target.getFileName()))));
        });
    }

    /** Where the report finds the last volumes by country ({@link CountryInterestViewModel#last}). */
    void countriesFrom(java.util.function.Supplier<java.util.Optional<dev.starling.core.keywords.CountryInterest.Result>> last) {
        countries = last;
    }

    /** The palette colours of {@link #results()}, in the same order. */
    List<Integer> resultColours() {
        return series.stream().filter(one -> one.result() != null).map(KeywordSeries::colour).toList();
    }

    /** The fetched series, in order (the comparison the "By country" tab asks). */
    List<SeriesResult> results() {
        return series.stream().map(KeywordSeries::result).filter(java.util.Objects::nonNull).toList();
    }

    private void fetch(List<KeywordSeries> targets, List<KeywordRequest> requests, KeywordFetchService.Mode mode) {
        start(targets, fetchControl -> service.fetch(requests, mode, fetchControl,
                report -> fx.execute(() -> showProgress(report))));
    }

    private interface Work {
        List<SeriesResult> run(FetchControl control);
    }

    private void start(List<KeywordSeries> targets, Work work) {
        if (control != null) {
            control.cancel();
        }
        FetchControl mine = new FetchControl();
        long run = ++generation;
        control = mine;
        busy.set(true);
        progress.set(0);
        progressText.set(Messages.text("keywords.progress.starting"));
        error.set("");
        message.set("");
        // The results' points are read in the task too: stitching them is the callback's costliest part.
        tasks.run("fetch keyword volumes", () -> work.run(mine).stream().map(SeriesPoints::of).toList(), prepared -> {
            if (run != generation) {
                return;
            }
            List<SeriesResult> results = prepared.stream().map(SeriesPoints::result).toList();
            finish();
            takingResults = true;
            try {
                for (int i = 0; i < targets.size() && i < prepared.size(); i++) {
                    targets.get(i).show(prepared.get(i));
                }
            } finally {
                takingResults = false;
            }
            redraw();
            message.set(mine.isCancelled() ? Messages.text("keywords.fetch.cancelled") : summary(results));
            if (openedOffline != null) {
                message.set(offlineSummary(openedOffline, results));
                openedOffline = null;
            }
            rememberLast();
        }, failure -> {
            if (run != generation) {
                return;
            }
            finish();
            openedOffline = null;
            error.set(failure instanceof KeywordLimitException limits
                    ? limits.problems().stream().map(problem -> Messages.text(problem.messageKey(),
                            problem.args().toArray())).reduce((a, b) -> a + "\n" + b).orElse("")
                    : FailureText.describe(failure, Messages.text("keywords.fetch.failed")));
        });
    }

    private void finish() {
        busy.set(false);
        control = null;
        progress.set(1);
        progressText.set("");
    }

    private void showProgress(FetchProgress report) {
        if (!busy.get()) {
            return;
        }
        progress.set(report.fraction());
        progressText.set(Messages.text("keywords.progress.windows", report.windowsDone(), report.windowsTotal(),
                report.fromCache(), report.failed()));
    }

    /** @param name the saved comparison's, or empty for the last comparison put back at start */
    private String offlineSummary(String name, List<SeriesResult> results) {
        Optional<Instant> oldest = results.stream().map(SeriesResult::oldestFetch).flatMap(Optional::stream)
                .min(Instant::compareTo);
        if (name.isEmpty()) {
            return oldest.map(when -> Messages.text("keywords.last.restored", AgeText.since(when, clock.instant())))
                    .orElse(Messages.text("keywords.last.restoredEmpty"));
        }
        return oldest.map(when -> Messages.text("keywords.saved.openedOffline", name, AgeText.since(when, clock.instant())))
                .orElse(Messages.text("keywords.saved.openedEmpty", name));
    }

    private String summary(List<SeriesResult> results) {
        long windows = results.stream().mapToLong(result -> result.windows().size()).sum();
        long cached = results.stream().flatMap(result -> result.windows().stream()).filter(WindowResult::fromCache).count();
        long withoutData = results.stream().mapToLong(result -> result.missingWindows().size()).sum();
        return withoutData > 0
                ? Messages.text("keywords.fetch.partial", windows - withoutData, windows)
                : Messages.text("keywords.fetch.done", windows, cached);
    }

    /** Re-derives related keywords, missing windows and provenance from the series' results. */
    private void refreshStatus() {
        List<String> relatedNow = series.isEmpty() || series.get(0).result() == null ? List.of()
                : series.get(0).result().relatedKeywords();
        // Replaced only when different: the view rebuilds chips and rows on every change.
        if (!related.equals(relatedNow)) {
            related.setAll(relatedNow);
        }
        List<MissingWindow> gaps = new ArrayList<>();
        List<String> origins = new ArrayList<>();
        for (KeywordSeries one : series) {
            if (one.result() == null) {
                continue;
            }
            for (WindowResult window : one.result().missingWindows()) {
                if (window.failure() instanceof NotSignedInException notSignedIn) {
                    // Said once, not once per window: nothing can be fetched until someone signs in.
                    error.set(FailureText.describe(notSignedIn, Messages.text("keywords.fetch.failed")));
                    continue;
                }
                gaps.add(new MissingWindow(one, window, WindowText.missing(one.name(), window, zone())));
            }
            String origin = WindowText.provenance(one.name(), one.result(), zone(), clock.instant());
            if (!origin.isEmpty()) {
                origins.add(origin);
            }
        }
        if (!missing.equals(gaps)) {
            missing.setAll(gaps);
        }
        if (!provenance.equals(origins)) {
            provenance.setAll(origins);
        }
    }

    /** What the value axis counts: posts per hour or day, or the index; and whether the scale is logarithmic. */
    private String valueLabel() {
        boolean daily = series.stream().map(KeywordSeries::result).filter(java.util.Objects::nonNull)
                .anyMatch(result -> result.request().granularity() == dev.starling.core.api.ads.KeywordGranularity.DAY);
        String label = Messages.text(indexed.get() ? "keywords.axis.index" : daily ? "keywords.axis.perDay"
                : "keywords.axis.perHour");
        return logarithmic.get() ? Messages.text("keywords.axis.log", label) : label;
    }

    private static int freeColour(java.util.Collection<Integer> used) {
        return IntStream.range(0, ChartPalette.SIZE).filter(colour -> !used.contains(colour))
                .findFirst().orElse(used.size() % ChartPalette.SIZE);
    }

    private void redraw() {
        // A log scale starts at the power of ten below the smallest value shown, not at 1.
        double logFloor = !logarithmic.get() ? 1 : dev.starling.core.keywords.ValueScale.logFloor(series.stream()
                .filter(one -> one.result() != null && one.isVisible()).map(one -> one.values(indexed.get())).toList());
        List<ChartLine> lines = new ArrayList<>();
        List<long[]> gaps = new ArrayList<>();
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (KeywordSeries one : series) {
            SeriesResult result = one.result();
            if (result == null) {
                continue;
            }
            from = Math.min(from, result.request().start().toEpochMilli());
            to = Math.max(to, result.request().end().toEpochMilli());
            if (!one.isVisible()) {
                continue;
            }
            lines.add(one.line(indexed.get(), logarithmic.get(), logFloor));
            for (WindowResult window : result.missingWindows()) {
                gaps.add(new long[] {window.window().start().toEpochMilli(), window.window().end().toEpochMilli()});
            }
        }
        ChartModel next = from > to ? ChartModel.empty(zone())
                : new ChartModel(List.copyOf(lines), List.copyOf(gaps), from, to, zone(), logarithmic.get(), indexed.get(),
                        valueLabel());
        // Left alone when nothing drawn changes (a series added before its data came, a rename of a
        // hidden one): a new model makes the chart lay out and paint all its lines again.
        if (!next.drawsSameAs(chart.get())) {
            chart.set(next);
        }
        // Names and the zone appear in the status texts: keep them in step with renames and the UTC toggle.
        refreshStatus();
    }
}
