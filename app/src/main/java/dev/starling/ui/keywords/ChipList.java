package dev.starling.ui.keywords;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The words of one chip field (keywords, or negative keywords): typed one at a time or pasted as a
 * comma-separated list. Blank parts are dropped and a word already present (in any letter case) is
 * not added twice, so pasting the same list again changes nothing.
 */
public final class ChipList {

    private final ObservableList<String> chips = FXCollections.observableArrayList();

    public ObservableList<String> chips() {
        return chips;
    }

    /**
     * Adds each comma-separated part of {@code text}.
     *
     * @return the words that were new
     */
    public List<String> add(String text) {
        List<String> added = new ArrayList<>();
        if (text == null) {
            return added;
        }
        for (String part : text.split(",")) {
            String word = part.strip().replaceAll("\\s+", " ");
            if (!word.isEmpty() && !contains(word)) {
                added.add(word);
                chips.add(word);
            }
        }
        return added;
    }

    public boolean contains(String word) {
        String lower = word.strip().toLowerCase(Locale.ROOT);
        return chips.stream().anyMatch(chip -> chip.toLowerCase(Locale.ROOT).equals(lower));
    }

    public void remove(String word) {
        chips.remove(word);
    }

    public void setAll(List<String> words) {
        chips.clear();
        words.forEach(this::add);
    }

    public List<String> words() {
        return List.copyOf(chips);
    }
}
