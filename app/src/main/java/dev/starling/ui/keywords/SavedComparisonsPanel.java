package dev.starling.ui.keywords;

import dev.starling.ui.common.AgeText;
import dev.starling.ui.common.Placeholder;
import dev.starling.core.keywords.Comparison;
import dev.starling.core.keywords.SavedComparison;
import dev.starling.core.text.Messages;
import java.time.Clock;
import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The saved-comparisons list of the side panel: starred first, each with its series count, period
 * and age; double-click or Enter opens one offline, with buttons to star and delete, and Rename in its
 * context menu (or F2).
 */
final class SavedComparisonsPanel {

    private final KeywordInsightsViewModel viewModel;
    private final Clock clock;

    SavedComparisonsPanel(KeywordInsightsViewModel viewModel, Clock clock) {
        this.viewModel = viewModel;
        this.clock = clock;
    }

    void bind(ListView<SavedComparison> list, Button open, Button star, Button delete) {
        SavedComparisons saved = viewModel.saved();
        list.setItems(saved.items());
        list.setPlaceholder(Placeholder.text("keywords.saved.none"));
        list.setCellFactory(view -> new ListCell<>() {
            @Override
            protected void updateItem(SavedComparison item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : describe(item));
                setGraphic(empty || item == null || !item.starred() ? null : new FontIcon("fth-star"));
                setTooltip(empty || item == null ? null : new Tooltip(describe(item)));
            }
        });
        var selected = list.getSelectionModel().selectedItemProperty();
        open.disableProperty().bind(selected.isNull().or(viewModel.busyProperty()));
        star.disableProperty().bind(selected.isNull());
        delete.disableProperty().bind(selected.isNull());
        open.setOnAction(event -> viewModel.open(selected.get()));
        star.setOnAction(event -> saved.toggleStar(selected.get()));
        delete.setOnAction(event -> saved.delete(selected.get()));
        javafx.scene.control.MenuItem rename = new javafx.scene.control.MenuItem(Messages.text("keywords.saved.rename"));
        rename.setOnAction(event -> saved.rename(selected.get()));
        rename.disableProperty().bind(selected.isNull());
        list.setContextMenu(new javafx.scene.control.ContextMenu(rename));
        list.setOnMouseClicked(event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && selected.get() != null) {
                viewModel.open(selected.get());
            }
        });
        list.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER && selected.get() != null) {
                viewModel.open(selected.get());
            } else if (event.getCode() == KeyCode.DELETE && selected.get() != null) {
                saved.delete(selected.get());
            } else if (event.getCode() == KeyCode.F2 && selected.get() != null) {
                saved.rename(selected.get());
            }
        });
        saved.reload();
    }

    private String describe(SavedComparison item) {
        Comparison comparison = item.comparison();
        String period = comparison.end() == null ? ""
                : WindowText.span(comparison.start(), comparison.end(), viewModel.zone());
        return Messages.text("keywords.saved.row", item.name(), comparison.series().size(), period,
                AgeText.since(item.updatedAt(), clock.instant()));
    }
}
