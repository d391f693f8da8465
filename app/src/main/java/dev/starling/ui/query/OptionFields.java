package dev.starling.ui.query;

import dev.starling.core.query.Endpoint;
import dev.starling.core.query.QueryOption;
import dev.starling.ui.Visibility;
import dev.starling.ui.common.Messages;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.util.StringConverter;

/**
 * The composer's row of optional parameters ({@code start_time}, {@code since_id},
 * {@code sort_order}, {@code granularity}, ...): one labelled control per option the endpoint
 * takes, editing the view-model's option map. Rebuilt when the endpoint changes; values typed for
 * another endpoint stay in the map and come back with it.
 */
final class OptionFields {

    private final Pane row;
    /** The view-model's option map (observed in the constructor). */
    private final Map<QueryOption, String> options;

    private final Map<QueryOption, Control> controls = new EnumMap<>(QueryOption.class);

    OptionFields(Pane row, ObservableMap<QueryOption, String> options) {
        this.row = row;
        this.options = options;
        // A query opened from the history sets the map: its controls follow.
        options.addListener((MapChangeListener<QueryOption, String>) change -> sync(change.getKey()));
    }

    @SuppressWarnings("unchecked")
    private void sync(QueryOption option) {
        String value = options.getOrDefault(option, "");
        Control control = controls.get(option);
        if (control instanceof TextField field && !field.getText().equals(value)) {
            field.setText(value);
        } else if (control instanceof ChoiceBox<?> box && !value.equals(box.getValue())) {
            ((ChoiceBox<String>) box).setValue(value);
        }
    }

    void show(Endpoint endpoint) {
        List<Node> nodes = new ArrayList<>();
        controls.clear();
        for (QueryOption option : endpoint.options()) {
            Control control = option.kind() == QueryOption.Kind.CHOICE ? choice(option) : text(option);
            controls.put(option, control);
            control.setId("option-" + option.parameter().replace('_', '-'));
            Label label = new Label(Messages.text(option.labelKey()));
            label.setLabelFor(control);
            label.setMnemonicParsing(false);
            label.setMinWidth(Region.USE_PREF_SIZE);
            control.setMinWidth(Region.USE_PREF_SIZE);
            // Label and control wrap together.
            HBox pair = new HBox(6, label, control);
            pair.setAlignment(Pos.CENTER_LEFT);
            nodes.add(pair);
        }
        row.getChildren().setAll(nodes);
        Visibility.show(row, !nodes.isEmpty());
    }

    private TextField text(QueryOption option) {
        TextField field = new TextField(options.getOrDefault(option, ""));
        field.setPromptText(switch (option.kind()) {
            case TIME -> Messages.text("query.option.timePrompt");
            case ID -> Messages.text("query.option.idPrompt");
            default -> String.join(",", option.allowed());
        });
        field.setPrefColumnCount(option.kind() == QueryOption.Kind.TIME ? 12 : option.kind() == QueryOption.Kind.ID ? 10 : 9);
        field.textProperty().addListener((obs, old, now) -> options.put(option, now));
        return field;
    }

    private ChoiceBox<String> choice(QueryOption option) {
        ChoiceBox<String> box = new ChoiceBox<>();
        box.getItems().add("");
        box.getItems().addAll(option.allowed());
        box.setConverter(new StringConverter<>() {
            @Override
            public String toString(String value) {
                return value == null || value.isEmpty() ? Messages.text("query.option.any") : value;
            }

            @Override
            public String fromString(String text) {
                return text.toLowerCase(Locale.ROOT);
            }
        });
        box.setValue(options.getOrDefault(option, ""));
        box.valueProperty().addListener((obs, old, now) -> options.put(option, now == null ? "" : now));
        return box;
    }
}
