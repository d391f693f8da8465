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
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The "By country" tab's content: what a fetch costs, Fetch and Cancel with progress, and the table
 * (country, then each series' count and share), busiest first and sortable by any column.
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
        // At most half the map's pixels, and two fifths of the tab: the table keeps room for two series' columns.
        map.fitWidthProperty().bind(javafx.beans.binding.Bindings.min(CountryInterestViewModel.MAP_WIDTH / 2.0,
                widthProperty().multiply(0.4)));
        viewModel.mapProperty().addListener((obs, old, now) -> map.setImage(now == null ? null : DrawnImage.of(now)));
        HBox tableAndMap = new HBox(12, table, map);
        HBox.setHgrow(table, Priority.ALWAYS);
        VBox.setVgrow(tableAndMap, Priority.ALWAYS);
        getChildren().addAll(row, cost, message, error, tableAndMap);
        setFillWidth(true);
    }

    TableView<CountryInterest.Row> table() {
        return table;
    }

    private void columns() {
        table.getColumns().clear();
        TableColumn<CountryInterest.Row, String> country = new TableColumn<>(Messages.text("keywords.countries.country"));
        country.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().country().displayName(Locale.getDefault())
                + (cell.getValue().complete() ? "" : " " + Messages.text("keywords.countries.incomplete"))));
        // Wide enough for a name, a count in the millions and a share: the table scrolls sideways beyond that.
        country.setMinWidth(150);
        table.getColumns().add(country);
        for (int i = 0; i < viewModel.seriesNames().size(); i++) {
            int series = i;
            String name = viewModel.seriesNames().get(i);
            TableColumn<CountryInterest.Row, Long> count = new TableColumn<>(name);
            count.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().counts().get(series)));
            count.setCellFactory(column -> formatted(value -> VolumeText.exact((long) value)));
            count.getStyleClass().add("numeric-column");
            count.setMinWidth(100);
            TableColumn<CountryInterest.Row, Double> share = new TableColumn<>(Messages.text("keywords.countries.shareOf", name));
            share.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(cell.getValue().shares().get(series)));
            share.setCellFactory(column -> formatted(CountryInterestViewModel::share));
            share.getStyleClass().add("numeric-column");
            share.setMinWidth(140);
            table.getColumns().add(count);
            table.getColumns().add(share);
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
