package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One series in the legend: its colour and name (click, or Space, to hide or show it), its total,
 * average and peak, and buttons to rename it and (except the form's own query) to remove it.
 */
final class LegendRow extends HBox {

    private final KeywordSeries series;

    LegendRow(KeywordSeries series, KeywordInsightsViewModel viewModel) {
        this.series = series;
        getStyleClass().add("legend-row");
        Region swatch = new Region();
        swatch.getStyleClass().addAll("series-swatch", ChartPalette.styleClass(series.colour()));
        CheckBox shown = new CheckBox();
        shown.textProperty().bind(series.nameProperty());
        shown.setGraphic(swatch);
        shown.setMnemonicParsing(false);
        shown.getStyleClass().add("legend-name");
        shown.selectedProperty().bindBidirectional(series.visibleProperty());
        LazyTooltip.install(shown, Messages.text("keywords.legend.toggle"));
        shown.setMinWidth(Region.USE_PREF_SIZE);
        Label stats = new Label();
        stats.getStyleClass().add("legend-stats");
        stats.textProperty().bind(Bindings.createStringBinding(() -> statsText(series, viewModel),
                series.statsProperty(), viewModel.utcProperty()));
        // The figures give way first on a narrow window (the name stays whole); the buttons stay at the
        // right edge, one above the other from row to row, and the full figures are on the tooltip.
        stats.setMinWidth(0);
        stats.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(stats, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.control.Tooltip full = new javafx.scene.control.Tooltip();
        full.textProperty().bind(stats.textProperty());
        stats.setTooltip(full);
        Button rename = new Button("", new FontIcon("fth-edit-2"));
        rename.getStyleClass().add("flat");
        LazyTooltip.install(rename, Messages.text("keywords.legend.rename"));
        rename.setAccessibleText(Messages.text("keywords.legend.rename"));
        rename.setOnAction(event -> viewModel.rename(series));
        getChildren().addAll(shown, stats, rename);
        if (viewModel.series().indexOf(series) > 0) {
            Button remove = new Button("", new FontIcon("fth-x"));
            remove.getStyleClass().add("flat");
            LazyTooltip.install(remove, Messages.text("keywords.legend.remove"));
            remove.setAccessibleText(Messages.text("keywords.legend.remove"));
            remove.setOnAction(event -> viewModel.remove(series));
            getChildren().add(remove);
        } else {
            // As wide as a remove button, so every row's rename button sits in the same place.
            Button none = new Button("", new FontIcon("fth-x"));
            none.getStyleClass().add("flat");
            none.setVisible(false);
            none.setFocusTraversable(false);
            getChildren().add(none);
        }
    }

    KeywordSeries series() {
        return series;
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
}
