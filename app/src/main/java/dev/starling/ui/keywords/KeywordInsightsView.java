package dev.starling.ui.keywords;

import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.frames.Frames;
import dev.starling.ui.frames.FxThread;
import static dev.starling.ui.Visibility.showText;
import static dev.starling.ui.Visibility.showWhen;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.keywords.KeywordCountry;
import dev.starling.core.keywords.LimitProblem;
import dev.starling.ui.FxmlView;
import dev.starling.core.text.Messages;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.kordamp.ikonli.javafx.FontIcon;

/** The Keyword insights workspace: binds the form, the chart, the legend and the side panel to {@link KeywordInsightsViewModel}. */
public final class KeywordInsightsView extends FxmlView {

    private final KeywordInsightsViewModel viewModel;
    private final SavedComparisonsPanel savedPanel;
    private final VolumeChart chart;
    /** Related-keyword chips made per frame (see {@link #rebuildRelated}). */
    private static final int RELATED_PER_FRAME = 2;
    /** Room a related chip leaves for its "+" beside it and the pane's padding. */
    private static final double RELATED_PLUS_WIDTH = 48;
    /** Legend rows made per frame (see {@link #rebuildLegend}). */
    private static final int ROWS_PER_FRAME = 1;
    private static final Object LEGEND = "legend";
    private static final Object SOURCES = "sources";
    private static final Object MISSING = "missing";
    private static final Object RELATED = "related";
    /** The legend area's height, following its rows and source lines once they settle. */
    private LegendHeight legendHeight;
    private final List<String> relatedToBuild = new java.util.ArrayList<>();
    /** What the chart's arrival brings besides the chart, one piece a frame (ADR 22). */
    private final Frames jobs = FrameScheduler.fx().jobsOf(this);
    private final dev.starling.core.concurrent.TaskRunner tasks;
    private final java.time.Clock clock;
    private final SampleFetch samples;
    private ChartWarmUp warmUp;
    /** While the warm-up shows its samples on the chart (see {@link #showChart}). */
    private final javafx.beans.property.BooleanProperty warmingUp = new javafx.beans.property.SimpleBooleanProperty();
    private ChipInput keywordChips;
    private ChipInput negativeChips;

    @FXML private Label keywordsLabel;
    @FXML private StackPane keywordsBox;
    @FXML private Label counterLabel;
    @FXML private Label keywordsProblem;
    @FXML private Label negativesLabel;
    @FXML private StackPane negativesBox;
    @FXML private Label negativesProblem;
    @FXML private DatePicker startDate;
    @FXML private ComboBox<String> startTime;
    @FXML private DatePicker endDate;
    @FXML private ComboBox<String> endTime;
    @FXML private FlowPane queriesPane;
    @FXML private Button lastWeekButton;
    @FXML private Button last30Button;
    @FXML private Button last90Button;
    @FXML private Label zoneLabel;
    @FXML private Label periodProblem;
    @FXML private ToggleGroup granularityGroup;
    @FXML private RadioButton hourChoice;
    @FXML private RadioButton dayChoice;
    @FXML private ComboBox<KeywordCountry> countryChoice;
    @FXML private Label countryProblem;
    @FXML private Button sendButton;
    @FXML private HBox progressRow;
    @FXML private ProgressBar progressBar;
    @FXML private Label progressLabel;
    @FXML private Button cancelButton;
    @FXML private Label messageLabel;
    @FXML private Label errorLabel;
    @FXML private VBox missingBox;
    @FXML private CheckBox utcCheck;
    @FXML private CheckBox logCheck;
    @FXML private CheckBox indexedCheck;
    @FXML private Button saveButton;
    @FXML private MenuButton exportMenu;
    @FXML private MenuItem exportPngItem;
    @FXML private MenuItem exportReportItem;
    @FXML private MenuItem exportCsvItem;
    @FXML private MenuItem exportJsonItem;
    @FXML private StackPane chartBox;
    @FXML private Label chartPlaceholder;
    @FXML private VBox chartColumn;
    @FXML private javafx.scene.control.ScrollPane legendScroll;
    @FXML private VBox legendContent;
    @FXML private javafx.scene.layout.TilePane legendBox;
    @FXML private VBox provenanceBox;
    @FXML private FlowPane relatedPane;
    @FXML private javafx.scene.control.ListView<dev.starling.core.keywords.SavedComparison> savedList;
    @FXML private Button openSavedButton;
    @FXML private Button starSavedButton;
    @FXML private Button deleteSavedButton;

    /** @param tasks draws the chart's lines off the FX thread */
    /** @param samples the warm-up's sample series (from the workspace's factory) */
    KeywordInsightsView(KeywordInsightsViewModel viewModel, dev.starling.core.concurrent.TaskRunner tasks,
                        java.time.Clock clock, SampleFetch samples) {
        this.samples = samples;
        this.viewModel = viewModel;
        this.tasks = tasks;
        this.clock = clock;
        this.chart = new VolumeChart(tasks);
        chart.onPostsBehind((start, line) -> viewModel.postsBehind(line, java.time.Instant.ofEpochMilli(start)));
        this.savedPanel = new SavedComparisonsPanel(viewModel, clock);
        load();
        // Shown (Ctrl+6 or the rail): the keywords field takes the focus, so typing starts a query at once.
        // Later than the showing itself, which may still move the focus (a rail button takes it on click).
        root().sceneProperty().addListener((obs, old, now) -> {
            if (now != null && warmUp == null) {
                warmUp = new ChartWarmUp(jobs, chartBox, tasks, viewModel, chart, clock, samples, warmingUp::set,
                        this::relatedChip, this::sourceLine);
                warmUp.start();
            }
            if (now != null) {
                FxThread.later(() -> {
                    if (root().getScene() == now) {
                        keywordChips.field().requestFocus();
                    }
                });
            }
        });
        root().addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ENTER && event.isShortcutDown() && !viewModel.busyProperty().get()) {
                keywordChips.commitTyped();
                negativeChips.commitTyped();
                viewModel.send();
                event.consume();
            }
        });
    }

    /**
     * Puts the chart in a tab beside "By country" ({@link CountryInterestPanel}), whose cost is said
     * again whenever the tab is shown or the chart changes.
     */
    void showCountries(CountryInterestViewModel countries) {
        int at = chartColumn.getChildren().indexOf(chartBox);
        javafx.scene.control.Tab chartTab = new javafx.scene.control.Tab(Messages.text("keywords.tab.chart"));
        javafx.scene.control.Tab countryTab = new javafx.scene.control.Tab(Messages.text("keywords.tab.countries"),
                new CountryInterestPanel(countries));
        countryTab.setId("countriesTab");
        javafx.scene.control.TabPane tabs = new javafx.scene.control.TabPane(chartTab, countryTab);
        tabs.setId("keywordTabs");
        tabs.setTabClosingPolicy(javafx.scene.control.TabPane.TabClosingPolicy.UNAVAILABLE);
        chartColumn.getChildren().set(at, tabs);
        chartTab.setContent(chartBox);
        VBox.setVgrow(tabs, javafx.scene.layout.Priority.ALWAYS);
        countryTab.selectedProperty().addListener((obs, was, now) -> {
            if (now) {
                countries.refresh();
            }
        });
        viewModel.chartProperty().addListener(changed -> countries.refresh());
        countries.refresh();
    }

    KeywordInsightsViewModel viewModel() {
        return viewModel;
    }

    /** The chart, for tests and the benchmark. */
    VolumeChart chart() {
        return chart;
    }

    /** Whether the warm-up's frames have begun: its samples are fetched (for the benchmark). */
    boolean warmUpShowing() {
        return warmUp != null && warmUp.showing();
    }

    /** Whether the legend, sources and related chips show what the view-model holds (for the benchmark). */
    boolean settled() {
        return jobs.isIdle() && (warmUp == null || warmUp.done()) && (legendHeight == null || legendHeight.settled());
    }

    @FXML
    private void initialize() {
        KeywordQueryForm form = viewModel.form();
        keywordChips = new ChipInput(form.keywords(), "keywordChips", Messages.text("keywords.form.keywords.prompt"), false);
        negativeChips = new ChipInput(form.negatives(), "negativeChips", Messages.text("keywords.form.negatives.prompt"), true);
        keywordsBox.getChildren().add(keywordChips);
        negativesBox.getChildren().add(negativeChips);
        keywordsLabel.setLabelFor(keywordChips.field());
        negativesLabel.setLabelFor(negativeChips.field());
        counterLabel.textProperty().bind(form.counterProperty());
        counterLabel.setTooltip(new Tooltip(Messages.text("keywords.form.counter.help")));
        form.overLimitProperty().addListener((obs, was, over) -> markError(counterLabel, over));
        bindProblem(keywordsProblem, form, LimitProblem.Field.KEYWORDS);
        bindProblem(negativesProblem, form, LimitProblem.Field.NEGATIVE_KEYWORDS);
        bindProblem(countryProblem, form, LimitProblem.Field.LOCATION);
        periodProblem.textProperty().bind(Bindings.createStringBinding(() -> String.join("\n",
                        java.util.stream.Stream.of(LimitProblem.Field.START, LimitProblem.Field.END, LimitProblem.Field.GRANULARITY)
                                .map(field -> form.problemProperty(field).get()).filter(text -> !text.isEmpty()).toList()),
                form.problemProperty(LimitProblem.Field.START), form.problemProperty(LimitProblem.Field.END),
                form.problemProperty(LimitProblem.Field.GRANULARITY)));
        showWhen(periodProblem, periodProblem.textProperty().isNotEmpty());

        startDate.valueProperty().bindBidirectional(form.startDateProperty());
        endDate.valueProperty().bindBidirectional(form.endDateProperty());
        var hours = FXCollections.observableArrayList(IntStream.range(0, 24).mapToObj(h -> String.format(Locale.ROOT, "%02d:00", h)).toList());
        for (ComboBox<String> time : java.util.List.of(startTime, endTime)) {
            time.setItems(hours);
            time.setVisibleRowCount(8);
        }
        startTime.getEditor().textProperty().bindBidirectional(form.startTimeProperty());
        endTime.getEditor().textProperty().bindBidirectional(form.endTimeProperty());
        startTime.valueProperty().addListener((obs, old, now) -> { if (now != null) form.startTimeProperty().set(now); });
        endTime.valueProperty().addListener((obs, old, now) -> { if (now != null) form.endTimeProperty().set(now); });
        startTime.setTooltip(new Tooltip(Messages.text("keywords.form.time.help")));
        endTime.setTooltip(new Tooltip(Messages.text("keywords.form.time.help")));
        lastWeekButton.setOnAction(event -> form.lastDays(7));
        last30Button.setOnAction(event -> form.lastDays(30));
        last90Button.setOnAction(event -> form.lastDays(90));
        form.queries().addListener((javafx.beans.Observable changed) -> rebuildQueries());
        form.editedProperty().addListener(changed -> rebuildQueries());
        rebuildQueries();
        zoneLabel.textProperty().bind(Bindings.createStringBinding(() -> Messages.text("keywords.form.zone",
                viewModel.zone().getDisplayName(java.time.format.TextStyle.FULL, Locale.getDefault())), viewModel.utcProperty()));

        hourChoice.setUserData(KeywordGranularity.HOUR);
        dayChoice.setUserData(KeywordGranularity.DAY);
        granularityGroup.selectToggle(form.granularityProperty().get() == KeywordGranularity.DAY ? dayChoice : hourChoice);
        granularityGroup.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now != null) {
                form.granularityProperty().set((KeywordGranularity) now.getUserData());
            }
        });
        form.granularityProperty().addListener((obs, old, now) ->
                granularityGroup.selectToggle(now == KeywordGranularity.DAY ? dayChoice : hourChoice));

        countryChoice.setItems(FXCollections.observableArrayList(KeywordQueryForm.countries()));
        countryChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(KeywordCountry country) {
                return country == null ? "" : country.displayName(Locale.getDefault());
            }

            @Override
            public KeywordCountry fromString(String text) {
                return countryChoice.getValue();
            }
        });
        countryChoice.valueProperty().bindBidirectional(form.countryProperty());

        sendButton.setOnAction(event -> viewModel.send());
        sendButton.setTooltip(new Tooltip(Messages.text("keywords.send.help")));
        sendButton.disableProperty().bind(viewModel.busyProperty());

        // Visible only: the status line keeps its height (see the FXML).
        progressRow.visibleProperty().bind(viewModel.busyProperty());
        progressBar.progressProperty().bind(viewModel.progressProperty());
        progressLabel.textProperty().bind(viewModel.progressTextProperty());
        cancelButton.setOnAction(event -> viewModel.cancel());
        messageLabel.textProperty().bind(viewModel.messageProperty());
        showText(errorLabel, viewModel.errorProperty());
        messageLabel.visibleProperty().bind(viewModel.messageProperty().isNotEmpty().and(viewModel.busyProperty().not()));
        viewModel.missing().addListener((ListChangeListener<KeywordInsightsViewModel.MissingWindow>) change ->
                jobs.later(MISSING, this::rebuildMissing));
        showWhen(missingBox, Bindings.isNotEmpty(viewModel.missing()));

        utcCheck.selectedProperty().bindBidirectional(viewModel.utcProperty());
        logCheck.selectedProperty().bindBidirectional(viewModel.logarithmicProperty());
        indexedCheck.selectedProperty().bindBidirectional(viewModel.indexedProperty());
        utcCheck.setTooltip(new Tooltip(Messages.text("keywords.chart.utc.help")));
        logCheck.setTooltip(new Tooltip(Messages.text("keywords.chart.log.help")));
        indexedCheck.setTooltip(new Tooltip(Messages.text("keywords.chart.indexed.help")));

        chartBox.getChildren().add(chart);
        legendScroll.maxHeightProperty().bind(chartColumn.heightProperty().divide(3));
        // The rows and the source lines under them are in sight whole when they fit in that third (one
        // series' source line is never scrolled to); when they do not, every row is (up to the third) and
        // the source lines scroll below them, the chart keeping its room.
        // Followed once the rows and lines stop changing, so the chart changes size once per comparison.
        legendHeight = new LegendHeight(legendScroll, Bindings.createDoubleBinding(() -> legendContent.getHeight()
                        <= legendScroll.getMaxHeight() ? legendContent.getHeight()
                        : Math.min(legendBox.getHeight(), legendScroll.getMaxHeight()),
                legendContent.heightProperty(), legendBox.heightProperty(), legendScroll.maxHeightProperty()),
                Bindings.createDoubleBinding(() -> Math.min(legendContent.getHeight(), legendScroll.getMaxHeight()),
                        legendContent.heightProperty(), legendScroll.maxHeightProperty()));
        legendScroll.viewportBoundsProperty().addListener((obs, old, now) -> fitLegendColumns());
        legendBox.getChildren().addListener((ListChangeListener<Node>) change -> fitLegendColumns());
        chart.setOnDrawFailure(viewModel::chartFailed);
        var chartEmpty = Bindings.createBooleanBinding(() -> viewModel.chartProperty().get().isEmpty(),
                viewModel.chartProperty());
        showChart();
        showWhen(chartPlaceholder, chartEmpty);
        viewModel.chartProperty().addListener((obs, old, model) -> chart.show(model));
        chart.show(viewModel.chartProperty().get());

        viewModel.series().addListener((ListChangeListener<KeywordSeries>) change -> {
            // Rows follow their series' properties themselves: rebuild only when series come or go.
            boolean structural = false;
            while (change.next()) {
                structural |= !change.wasUpdated();
            }
            if (structural) {
                jobs.later(LEGEND, this::rebuildLegend);
                // The queries' swatches take the colours of the series they were sent as.
                rebuildQueries();
            }
        });
        viewModel.provenance().addListener((ListChangeListener<String>) change -> jobs.later(SOURCES, this::rebuildProvenance));
        viewModel.related().addListener((ListChangeListener<String>) change -> rebuildRelated());
        rebuildRelated();

        exportMenu.disableProperty().bind(Bindings.isEmpty(viewModel.series()));
        exportPngItem.setOnAction(event -> viewModel.exportPng());
        exportReportItem.setOnAction(event -> viewModel.exportReport());
        exportCsvItem.setOnAction(event -> viewModel.exportCsv());
        exportJsonItem.setOnAction(event -> viewModel.exportRequests());
        saveButton.disableProperty().bind(Bindings.isEmpty(viewModel.series()));
        saveButton.setOnAction(event -> viewModel.saveComparison());
        savedPanel.bind(savedList, openSavedButton, starSavedButton, deleteSavedButton);
    }

    /**
     * The row of queries to compare: one toggle per query (its series' colour once sent; the chips
     * below edit the selected one), its remove button while there are several, and "+ Compare".
     */
    private void rebuildQueries() {
        KeywordQueryForm form = viewModel.form();
        List<Node> chips = new java.util.ArrayList<>();
        for (int i = 0; i < form.queries().size(); i++) {
            int index = i;
            dev.starling.core.keywords.KeywordTerms query = form.queries().get(i);
            String name = query.termCount() == 0 ? Messages.text("keywords.query.empty") : query.label();
            javafx.scene.control.ToggleButton edit = new javafx.scene.control.ToggleButton(name);
            edit.setId("query-" + i);
            edit.getStyleClass().add("query-chip");
            edit.setMnemonicParsing(false);
            int colour = viewModel.colourOf(query);
            Region swatch = new Region();
            swatch.getStyleClass().addAll("series-swatch", colour < 0 ? "pending-swatch" : ChartPalette.styleClass(colour));
            edit.setGraphic(swatch);
            edit.setSelected(index == form.editedProperty().get());
            LazyTooltip.install(edit, Messages.text("keywords.query.edit", index + 1, name));
            edit.setAccessibleText(Messages.text("keywords.query.edit", index + 1, name));
            edit.setOnAction(event -> {
                keywordChips.commitTyped();
                negativeChips.commitTyped();
                form.edit(index);
                edit.setSelected(true);
                keywordChips.field().requestFocus();
            });
            HBox chip = new HBox(0, edit);
            chip.getStyleClass().add("query-item");
            if (form.queries().size() > 1) {
                Button remove = new Button("", new FontIcon("fth-x"));
                remove.getStyleClass().addAll("flat", "query-remove");
                LazyTooltip.install(remove, Messages.text("keywords.query.remove", index + 1, name));
                remove.setAccessibleText(Messages.text("keywords.query.remove", index + 1, name));
                remove.setOnAction(event -> viewModel.removeQuery(index));
                chip.getChildren().add(remove);
            }
            chips.add(chip);
        }
        Button compare = new Button(Messages.text("keywords.compare"), new FontIcon("fth-plus"));
        compare.setId("compareQuery");
        compare.setMinWidth(Region.USE_PREF_SIZE);
        LazyTooltip.install(compare, Messages.text("keywords.compare.help"));
        compare.setOnAction(event -> {
            keywordChips.commitTyped();
            negativeChips.commitTyped();
            form.addQuery();
            keywordChips.field().requestFocus();
        });
        chips.add(compare);
        queriesPane.getChildren().setAll(chips);
    }

    /**
     * Shows the chart while it has lines. While empty it is hidden but laid out all the same, at its real
     * size from the start, so the warm-up styles, lays out and paints this very chart and its first real
     * show changes only what it shows; while the warm-up shows its samples the chart is drawn unseen
     * ({@link ChartWarmUp#UNSEEN}) and takes no pointer.
     */
    private void showChart() {
        var empty = Bindings.createBooleanBinding(() -> viewModel.chartProperty().get().isEmpty(), viewModel.chartProperty());
        var unseen = empty.and(warmingUp);
        chart.visibleProperty().bind(empty.not().or(warmingUp));
        chart.opacityProperty().bind(Bindings.when(unseen).then(ChartWarmUp.UNSEEN).otherwise(1.0));
        chart.mouseTransparentProperty().bind(unseen);
    }

    private static void bindProblem(Label label, KeywordQueryForm form, LimitProblem.Field field) {
        showText(label, form.problemProperty(field));
    }

    private static void markError(Label label, boolean error) {
        if (error && !label.getStyleClass().contains("error-text")) {
            label.getStyleClass().add("error-text");
        } else if (!error) {
            label.getStyleClass().remove("error-text");
        }
    }

    /**
     * One row per series, in order; rows of series that stay are kept (making rows is what costs), and
     * at most {@link #ROWS_PER_FRAME} new ones a frame: ten series opened at once fill the legend over
     * ten frames rather than stalling the one that shows their chart.
     */
    private void rebuildLegend() {
        java.util.Map<KeywordSeries, Node> rows = new java.util.IdentityHashMap<>();
        for (Node row : legendBox.getChildren()) {
            rows.put(((LegendRow) row).series(), row);
        }
        List<Node> next = new java.util.ArrayList<>();
        int made = 0;
        for (KeywordSeries one : viewModel.series()) {
            Node row = rows.get(one);
            if (row == null && made < ROWS_PER_FRAME) {
                row = new LegendRow(one, viewModel);
                made++;
            }
            if (row != null) {
                next.add(row);
            }
        }
        legendBox.getChildren().setAll(next);
        if (next.size() < viewModel.series().size()) {
            jobs.later(LEGEND, this::rebuildLegend);
        }
    }

    /** Shares the legend's width among as many columns as its rows need and fit ({@link LegendColumns}). */
    private void fitLegendColumns() {
        double width = legendScroll.getViewportBounds().getWidth();
        if (width <= 0) {
            return;
        }
        int columns = LegendColumns.count(legendBox.getChildren().size(), width, legendBox.getHgap());
        for (Node row : legendBox.getChildren()) {
            ((LegendRow) row).setTwoLines(columns > 1);
        }
        legendBox.setPrefColumns(columns);
        legendBox.setPrefTileWidth(Math.floor(LegendColumns.columnWidth(columns, width, legendBox.getHgap())));
    }

    /** One line per series; the lines already there are given their new text (making them is what costs). */
    private void rebuildProvenance() {
        List<String> texts = viewModel.provenance();
        while (provenanceBox.getChildren().size() < texts.size()) {
            provenanceBox.getChildren().add(sourceLine(""));
        }
        provenanceBox.getChildren().remove(texts.size(), provenanceBox.getChildren().size());
        for (int i = 0; i < texts.size(); i++) {
            ((Label) provenanceBox.getChildren().get(i)).setText(texts.get(i));
        }
    }

    /** One line of where a series' data came from. */
    private Label sourceLine(String text) {
        Label label = new Label(text, new FontIcon("fth-database"));
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        label.getStyleClass().add("help-text");
        return label;
    }

    private void rebuildMissing() {
        missingBox.getChildren().clear();
        if (viewModel.missing().size() > 1) {
            Button retryAll = new Button(Messages.text("keywords.window.retryAll", viewModel.missing().size()));
            retryAll.setId("retryAllWindows");
            retryAll.setMinWidth(Region.USE_PREF_SIZE);
            retryAll.disableProperty().bind(viewModel.busyProperty());
            retryAll.setOnAction(event -> viewModel.retryAllMissing());
            LazyTooltip.install(retryAll, Messages.text("keywords.window.retryAll.help"));
            missingBox.getChildren().add(retryAll);
        }
        for (KeywordInsightsViewModel.MissingWindow window : viewModel.missing()) {
            Label text = new Label(window.text(), new FontIcon("fth-alert-triangle"));
            text.setWrapText(true);
            text.getStyleClass().add("error-text");
            text.setMaxWidth(Double.MAX_VALUE);
            HBox.setHgrow(text, javafx.scene.layout.Priority.ALWAYS);
            Button retry = new Button(Messages.text("keywords.window.retry"));
            retry.getStyleClass().add("retry-window");
            retry.setMinWidth(Region.USE_PREF_SIZE);
            retry.disableProperty().bind(viewModel.busyProperty());
            retry.setOnAction(event -> viewModel.retry(window));
            LazyTooltip.install(retry, Messages.text("keywords.window.retry.help"));
            HBox row = new HBox(8, text, retry);
            row.setAlignment(Pos.CENTER_LEFT);
            missingBox.getChildren().add(row);
        }
    }

    /**
     * The related keywords as chips, made a few per frame: thirty pairs of buttons made and styled in
     * one go were one long frame on a fresh start, which a person would see as a stall.
     */
    private void rebuildRelated() {
        jobs.drop(RELATED);
        relatedPane.getChildren().clear();
        if (viewModel.related().isEmpty()) {
            Label none = new Label(Messages.text("keywords.related.none"));
            none.setWrapText(true);
            none.getStyleClass().add("help-text");
            // A flow pane gives a label its one-line width: held to the pane's, the sentence wraps instead
            // of being cut short behind a sideways scroll bar in the narrow side panel.
            none.prefWidthProperty().bind(Bindings.createDoubleBinding(() -> Math.max(0, relatedPane.getWidth()
                    - relatedPane.getInsets().getLeft() - relatedPane.getInsets().getRight()),
                    relatedPane.widthProperty(), relatedPane.insetsProperty()));
            none.setMinHeight(Region.USE_PREF_SIZE);
            relatedPane.getChildren().add(none);
            return;
        }
        relatedToBuild.clear();
        relatedToBuild.addAll(viewModel.related());
        jobs.later(RELATED, this::addRelatedChips);
    }

    private void addRelatedChips() {
        for (int i = 0; i < RELATED_PER_FRAME && !relatedToBuild.isEmpty(); i++) {
            relatedPane.getChildren().add(relatedChip(relatedToBuild.remove(0)));
        }
        if (!relatedToBuild.isEmpty()) {
            jobs.later(RELATED, this::addRelatedChips);
        }
    }

    private HBox relatedChip(String keyword) {
        Button add = new Button(keyword);
        add.getStyleClass().addAll("chip", "related-chip");
        add.setMnemonicParsing(false);
        // A phrase longer than the side panel wraps inside its chip rather than running past the edge.
        add.setWrapText(true);
        add.maxWidthProperty().bind(relatedPane.widthProperty().subtract(RELATED_PLUS_WIDTH));
        LazyTooltip.install(add, Messages.text("keywords.related.addChip", keyword));
        add.setOnAction(event -> viewModel.addRelatedToQuery(keyword));
        Button compare = new Button("", new FontIcon("fth-plus"));
        compare.getStyleClass().addAll("chip", "related-series");
        LazyTooltip.install(compare, Messages.text("keywords.related.addSeries", keyword));
        compare.setAccessibleText(Messages.text("keywords.related.addSeries", keyword));
        compare.setOnAction(event -> viewModel.addRelatedAsSeries(keyword));
        HBox chip = new HBox(0, add, compare);
        chip.getStyleClass().add("related-keyword");
        return chip;
    }
}
