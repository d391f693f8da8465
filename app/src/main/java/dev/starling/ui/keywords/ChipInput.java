package dev.starling.ui.keywords;

import dev.starling.core.text.Messages;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A chip field: words shown as chips, a text field after them. Enter (or a comma) turns what was
 * typed into chips, a pasted comma list becomes several; Backspace in the empty field removes the
 * last chip, and a chip's own button (or Delete while it has the focus) removes it.
 */
final class ChipInput extends FlowPane {

    private final ChipList words;
    private final TextField field = new TextField();
    private final boolean negative;

    ChipInput(ChipList words, String id, String prompt, boolean negative) {
        this.words = words;
        this.negative = negative;
        setId(id);
        getStyleClass().add("chip-input");
        field.setId(id + "Field");
        field.setPromptText(prompt);
        field.setTooltip(new Tooltip(Messages.text("keywords.form.chips.help")));
        field.setPrefColumnCount(20);
        field.setOnAction(event -> commit(field.getText()));
        field.textProperty().addListener((obs, old, now) -> {
            int comma = now.lastIndexOf(',');
            if (comma >= 0) {
                // A typed or pasted comma ends a word; the part after the last comma stays being typed.
                String rest = now.substring(comma + 1);
                words.add(now.substring(0, comma));
                field.setText(rest.stripLeading());
            }
        });
        field.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.BACK_SPACE && field.getText().isEmpty() && !words.chips().isEmpty()) {
                words.chips().remove(words.chips().size() - 1);
            }
        });
        field.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused) {
                commit(field.getText());
            }
        });
        words.chips().addListener((ListChangeListener<String>) change -> rebuild());
        rebuild();
    }

    TextField field() {
        return field;
    }

    /** Turns what is typed but not yet a chip into chips (before sending with Ctrl+Enter). */
    void commitTyped() {
        commit(field.getText());
    }

    private void commit(String text) {
        if (text != null && !text.isBlank()) {
            words.add(text);
        }
        field.clear();
    }

    private void rebuild() {
        getChildren().clear();
        for (String word : words.chips()) {
            getChildren().add(chip(word));
        }
        getChildren().add(field);
    }

    private Button chip(String word) {
        Button chip = new Button(word, new FontIcon("fth-x"));
        chip.getStyleClass().addAll("chip", negative ? "negative" : "positive");
        chip.setContentDisplay(ContentDisplay.RIGHT);
        chip.setMnemonicParsing(false);
        chip.setTooltip(new Tooltip(Messages.text("keywords.chip.remove", word)));
        chip.setOnAction(event -> {
            words.remove(word);
            field.requestFocus();
        });
        chip.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE || event.getCode() == KeyCode.BACK_SPACE) {
                words.remove(word);
                field.requestFocus();
            }
        });
        return chip;
    }
}
