package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import java.util.List;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One series in the legend: its colour and name (click, or Space, to hide or show it), its total,
 * average and peak, and buttons to rename it and to remove it (and its query; the last one stays).
 */
final class LegendRow extends HBox {

    private final KeywordSeries series;
    private final CheckBox shown = new CheckBox();
    private final Label stats = new Label();
    private final javafx.scene.layout.VBox nameAndStats = new javafx.scene.layout.VBox();
    private final javafx.beans.property.BooleanProperty twoLines = new javafx.beans.property.SimpleBooleanProperty();

    LegendRow(KeywordSeries series, KeywordInsightsViewModel viewModel) {
        this.series = series;
        getStyleClass().add("legend-row");
        Region swatch = new Region();
        swatch.getStyleClass().addAll("series-swatch", ChartPalette.styleClass(series.colour()));
        shown.textProperty().bind(series.nameProperty());
        shown.setGraphic(swatch);
        shown.setMnemonicParsing(false);
        shown.getStyleClass().add("legend-name");
        shown.selectedProperty().bindBidirectional(series.visibleProperty());
        LazyTooltip.install(shown, Messages.text("keywords.legend.toggle"));
        shown.setMinWidth(Region.USE_PREF_SIZE);
        stats.getStyleClass().add("legend-stats");
        stats.textProperty().bind(Bindings.createStringBinding(() -> twoLines.get() ? shortStatsText(series, viewModel)
                        : statsText(series, viewModel), series.statsProperty(), viewModel.utcProperty(), twoLines));
        // Whole, never cut short: on one line beside the name while the legend is one column, under the name
        // (without the average, which the tooltip has) while several columns share its width.
        stats.setMinWidth(Region.USE_PREF_SIZE);
        stats.setMaxWidth(Double.MAX_VALUE);
        javafx.scene.control.Tooltip full = new javafx.scene.control.Tooltip();
        full.textProperty().bind(Bindings.createStringBinding(() -> statsText(series, viewModel), series.statsProperty(),
                viewModel.utcProperty()));
        stats.setTooltip(full);
        nameAndStats.getStyleClass().add("legend-name-and-stats");
        Region gap = new Region();
        HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
        Button rename = iconButton("fth-edit-2", "keywords.legend.rename", () -> viewModel.rename(series));
        Button remove = iconButton("fth-x", "keywords.legend.remove", () -> viewModel.remove(series));
        // The last series stays: it is the query being asked.
        remove.disableProperty().bind(Bindings.size(viewModel.series()).lessThanOrEqualTo(1));
        getChildren().addAll(shown, stats, gap, rename, remove);
        twoLines.addListener((obs, was, now) -> {
            stats.getStyleClass().remove("legend-stats-under");
            if (now) {
                stats.getStyleClass().add("legend-stats-under");
                nameAndStats.getChildren().setAll(shown, stats);
                getChildren().add(0, nameAndStats);
            } else {
                getChildren().remove(nameAndStats);
                getChildren().addAll(0, List.of(shown, stats));
            }
        });
    }

    /** Stats under the name (several columns) or beside it (one column). */
    void setTwoLines(boolean value) {
        twoLines.set(value);
    }

    KeywordSeries series() {
        return series;
    }

    /** The figures without the average, for a row in one of several columns. */
    static String shortStatsText(KeywordSeries series, KeywordInsightsViewModel viewModel) {
        SeriesStats stats = series.stats();
        if (series.result() == null || stats.points() == 0) {
            return statsText(series, viewModel);
        }
        boolean hourly = series.result().request().granularity() == dev.starling.core.api.ads.KeywordGranularity.HOUR;
        return Messages.text(hourly ? "keywords.legend.statsShortHourly" : "keywords.legend.statsShortDaily",
                VolumeText.exact(stats.total()), VolumeText.exact(stats.peak()),
                VolumeText.shortBucket(stats.peakAt().toEpochMilli(), hourly, viewModel.zone()));
    }

    /** The row's figures in words (any thread: the warm-up makes them once in the background). */
    static String statsText(KeywordSeries series, KeywordInsightsViewModel viewModel) {
        SeriesStats stats = series.stats();
        if (series.result() == null) {
            return Messages.text("keywords.legend.loading");
        }
        if (stats.points() == 0) {
            return Messages.text("keywords.legend.noData");
        }
        boolean hourly = series.result().request().granularity() == dev.starling.core.api.ads.KeywordGranularity.HOUR;
        return Messages.text(hourly ? "keywords.legend.statsHourly" : "keywords.legend.statsDaily",
                VolumeText.exact(stats.total()), VolumeText.exact(stats.average()), VolumeText.exact(stats.peak()),
                VolumeText.shortBucket(stats.peakAt().toEpochMilli(), hourly, viewModel.zone()));
    }

    /** A flat button showing only an icon, its words in the tooltip and for screen readers. */
    private static Button iconButton(String icon, String wordsKey, Runnable action) {
        Button button = new Button("", new FontIcon(icon));
        button.getStyleClass().add("flat");
        LazyTooltip.install(button, Messages.text(wordsKey));
        button.setAccessibleText(Messages.text(wordsKey));
        button.setOnAction(event -> action.run());
        return button;
    }
}
