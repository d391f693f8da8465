package dev.starling.ui.query;

import dev.starling.ui.frames.Frames;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.QueryOption;
import dev.starling.ui.Visibility;
import dev.starling.core.text.Messages;
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
 * takes, editing the view-model's option map; values typed for another endpoint stay in the map and
 * come back with it. Every option's control is made once, one a pulse after the row is made, and
 * kept in the row, hidden while the endpoint does not take it: choosing an endpoint then only shows
 * and hides controls, rather than making a row of text fields and choice boxes (their skins and CSS)
 * in the frame the choice is made.
 */
final class OptionFields {

    private final Pane row;
    /** The view-model's option map (observed in the constructor). */
    private final Map<QueryOption, String> options;

    private final Map<QueryOption, Control> controls = new EnumMap<>(QueryOption.class);
    /** Each option's label and control, in the row once made. */
    private final Map<QueryOption, Node> pairs = new EnumMap<>(QueryOption.class);

    OptionFields(Pane row, ObservableMap<QueryOption, String> options, Frames steps) {
        this.row = row;
        this.options = options;
        // A query opened from the history sets the map: its controls follow.
        options.addListener((MapChangeListener<QueryOption, String>) change -> sync(change.getKey()));
        for (QueryOption option : QueryOption.values()) {
            steps.ahead(() -> {
                if (pairs.containsKey(option)) {
                    return false;
                }
                Visibility.show(pair(option), false);
                return true;
            });
        }
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
        List<Node> shown = endpoint.options().stream().map(this::pair).toList();
        if (!row.getChildren().stream().filter(shown::contains).toList().equals(shown)) {
            // Pairs are made in the options' order; an endpoint listing its options in another order gets its own.
            row.getChildren().removeAll(shown);
            row.getChildren().addAll(shown);
        }
        pairs.values().forEach(pair -> Visibility.show(pair, shown.contains(pair)));
        Visibility.show(row, !shown.isEmpty());
    }

    /** The option's label and control, made and put in the row the first time (hidden until shown). */
    private Node pair(QueryOption option) {
        Node made = pairs.get(option);
        if (made != null) {
            return made;
        }
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
        pairs.put(option, pair);
        row.getChildren().add(pair);
        return pair;
    }

    private TextField text(QueryOption option) {
        TextField field = new TextField(options.getOrDefault(option, ""));
        field.setPromptText(switch (option.kind()) {
            // From and Until show different examples, so neither reads as the other's copy.
            case TIME -> Messages.text(option.parameter().startsWith("end") ? "query.option.timePrompt.end"
                    : "query.option.timePrompt");
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
