package dev.starling.ui.keywords;

import dev.starling.core.keywords.CountryInterest;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Placeholder;
import dev.starling.ui.common.DrawnImage;
import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The "By country" tab's content: what a fetch costs, Fetch and Cancel with progress, the table
 * (country, then under each series' name in its colour its posts and share), busiest first and
 * sortable by any column, and the map with its legend (circle area: posts; colour: the series).
 */
final class CountryInterestPanel extends VBox {

    private final CountryInterestViewModel viewModel;
    private final TableView<CountryInterest.Row> table = new TableView<>();

    CountryInterestPanel(CountryInterestViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("country-interest");
        setSpacing(8);
        Label cost = new Label();
        cost.setId("countryCost");
        cost.setWrapText(true);
        cost.setMinHeight(USE_PREF_SIZE);
        cost.textProperty().bind(viewModel.costProperty());
        Button fetch = new Button(Messages.text("keywords.countries.fetch"));
        fetch.setId("fetchCountries");
        fetch.setMinWidth(USE_PREF_SIZE);
        fetch.disableProperty().bind(viewModel.busyProperty());
        fetch.setOnAction(event -> viewModel.fetch());
        ProgressBar progress = new ProgressBar();
        progress.setId("countryProgress");
        progress.progressProperty().bind(viewModel.progressProperty());
        Button cancel = new Button(Messages.text("keywords.cancel"));
        cancel.setId("cancelCountries");
        cancel.setMinWidth(USE_PREF_SIZE);
        cancel.disableProperty().bind(viewModel.busyProperty().not());
        cancel.setOnAction(event -> viewModel.cancel());
        // The cost on a line of its own: beside the buttons it was cut short when the chart's column is narrow.
        HBox row = new HBox(8, fetch, progress, cancel);
        row.getStyleClass().add("choice-row");
        Label message = new Label();
        message.setId("countryMessage");
        message.getStyleClass().add("success-text");
        message.textProperty().bind(viewModel.messageProperty());
        Label error = new Label();
        error.setId("countryError");
        error.getStyleClass().add("error-text");
        error.setWrapText(true);
        error.textProperty().bind(viewModel.errorProperty());
        // An empty line takes no room: the table starts under what is said.
        for (Label line : List.of(message, error)) {
            line.managedProperty().bind(line.textProperty().isNotEmpty());
            line.visibleProperty().bind(line.managedProperty());
        }
        table.setId("countryTable");
        table.setItems(viewModel.rows());
        table.setPlaceholder(Placeholder.text("keywords.countries.empty"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        VBox.setVgrow(table, Priority.ALWAYS);
        viewModel.seriesNames().addListener((ListChangeListener<String>) change -> columns());
        columns();
        javafx.scene.image.ImageView map = new javafx.scene.image.ImageView();
        map.setId("countryMap");
        map.setPreserveRatio(true);
        // At most half the map's pixels, and a third of the tab: at 1280x800 the table shows two series' columns
        // whole beside it (two fifths made it scroll sideways for the second).
        map.fitWidthProperty().bind(javafx.beans.binding.Bindings.min(CountryInterestViewModel.MAP_WIDTH / 2.0,
                widthProperty().multiply(0.34)));
        viewModel.mapProperty().addListener((obs, old, now) -> map.setImage(now == null ? null : DrawnImage.of(now)));
        // The legend above the map: where the tab is short (1280x800) the map's foot is cut, never what it means.
        VBox mapAndLegend = new VBox(6, mapLegend(map), map);
        mapAndLegend.getStyleClass().add("country-map");
        HBox tableAndMap = new HBox(12, table, mapAndLegend);
        HBox.setHgrow(table, Priority.ALWAYS);
        VBox.setVgrow(tableAndMap, Priority.ALWAYS);
        getChildren().addAll(row, cost, message, error, tableAndMap);
        setFillWidth(true);
    }

    TableView<CountryInterest.Row> table() {
        return table;
    }

    /**
     * What the map's circles and colours say, as wide as the map: "circle area: posts", then each series'
     * colour and name (the scale in the map's tooltip), shown with the map.
     */
    private javafx.scene.Node mapLegend(javafx.scene.image.ImageView map) {
        Label size = new Label(Messages.text("keywords.countries.legend"));
        size.setId("countryMapLegend");
        size.getStyleClass().add("help-text");
        size.setMinWidth(USE_PREF_SIZE);
        Tooltip.install(map, new Tooltip(Messages.text("keywords.countries.legend.scale")));
        javafx.scene.layout.FlowPane keys = new javafx.scene.layout.FlowPane(10, 2);
        keys.setId("countryMapSeries");
        keys.prefWrapLengthProperty().bind(map.fitWidthProperty());
        keys.maxWidthProperty().bind(map.fitWidthProperty());
        ListChangeListener<String> names = change -> keys.getChildren().setAll(seriesKeys(size));
        viewModel.seriesNames().addListener(names);
        keys.visibleProperty().bind(viewModel.mapProperty().isNotNull());
        keys.managedProperty().bind(keys.visibleProperty());
        return keys;
    }

    /** {@code size}, then each series' name beside a circle in its colour, as the map draws it. */
    private List<Label> seriesKeys(Label size) {
        List<Label> keys = new java.util.ArrayList<>(List.of(size));
        for (int i = 0; i < viewModel.seriesNames().size(); i++) {
            Label key = new Label(viewModel.seriesNames().get(i), swatch(i, "map-swatch"));
            key.setMnemonicParsing(false);
            keys.add(key);
        }
        return keys;
    }

    /** The series' colour, in the palette the chart and the map use, as a small shape of {@code styleClass}. */
    private javafx.scene.layout.Region swatch(int series, String styleClass) {
        javafx.scene.layout.Region swatch = new javafx.scene.layout.Region();
        List<Integer> colours = viewModel.seriesColours();
        swatch.getStyleClass().addAll("series-swatch", styleClass,
                ChartPalette.styleClass(series < colours.size() ? colours.get(series) : series));
        return swatch;
    }

    private void columns() {
        table.getColumns().clear();
        TableColumn<CountryInterest.Row, String> country = new TableColumn<>(Messages.text("keywords.countries.country"));
        country.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().country().displayName(Locale.getDefault())
                + (cell.getValue().complete() ? "" : " " + Messages.text("keywords.countries.incomplete"))));
        // Wide enough for a name, a count in the millions and a share: beyond two series the table scrolls sideways.
        country.setMinWidth(140);
        table.getColumns().add(country);
        for (int i = 0; i < viewModel.seriesNames().size(); i++) {
            int series = i;
            // The series' name once, in its colour, over its posts and share: a header per number named it twice
            // ("coffee", "Share of coffee") and two series needed a sideways scroll at 1280x800.
            TableColumn<CountryInterest.Row, Object> heading = new TableColumn<>(viewModel.seriesNames().get(i));
            heading.setGraphic(swatch(i, "column-swatch"));
            TableColumn<CountryInterest.Row, Long> count = new TableColumn<>(Messages.text("keywords.countries.posts"));
            count.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().counts().get(series)));
            count.setCellFactory(column -> formatted(value -> VolumeText.exact((long) value)));
            count.getStyleClass().add("numeric-column");
            count.setMinWidth(84);
            TableColumn<CountryInterest.Row, Double> share = new TableColumn<>(Messages.text("keywords.countries.shareShort"));
            share.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().shares().get(series)));
            share.setCellFactory(column -> formatted(CountryInterestViewModel::share));
            share.getStyleClass().add("numeric-column");
            share.setMinWidth(64);
            heading.getColumns().add(count);
            heading.getColumns().add(share);
            table.getColumns().add(heading);
        }
    }

    /** A cell showing its value in words (a count with separators, a share in per cent). */
    private static <T> javafx.scene.control.TableCell<CountryInterest.Row, T> formatted(
            java.util.function.Function<T, String> words) {
        return new javafx.scene.control.TableCell<>() {
            @Override
            protected void updateItem(T value, boolean empty) {
                super.updateItem(value, empty);
                setText(empty || value == null ? null : words.apply(value));
            }
        };
    }
}
