package dev.starling.ui.common;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * {@link Dialogs} for view-model tests: answers are queued by the test, every question is recorded,
 * and a question nobody scripted fails the test instead of silently answering.
 */
public final class ScriptedDialogs implements Dialogs, TextClipboard {

    private final Deque<Object> answers = new ArrayDeque<>();
    private final List<String> asked = new ArrayList<>();
    private final List<String> copied = new ArrayList<>();
    private final List<Confirmation> confirmations = new ArrayList<>();

    public ScriptedDialogs answer(Object answer) {
        answers.add(answer == null ? Optional.empty() : answer);
        return this;
    }

    /** Titles and messages of every dialog shown, in order. */
    public List<String> asked() {
        return asked;
    }

    /** Every confirmation asked, in order: its button's label and the name it asked to be typed. */
    public List<Confirmation> confirmations() {
        return confirmations;
    }

    public List<String> copied() {
        return copied;
    }

    /**
     * Answered by a scripted boolean: true is the person going ahead (having typed the name, when one is
     * asked for). A button that does not say what it does ("OK", "Delete" alone) fails the test.
     */
    @Override
    public boolean confirm(Confirmation confirmation) {
        confirmations.add(confirmation);
        String label = confirmation.actionText().strip();
        if (!label.contains(" ")) {
            throw new AssertionError("The button of \"" + confirmation.title() + "\" says only \"" + label
                    + "\": it must say what it does to what");
        }
        return next(confirmation.title() + ": " + confirmation.message(), Boolean.class);
    }

    @Override
    public Optional<String> askText(String title, String prompt, String initial) {
        return optional(title + ": " + prompt, String.class);
    }

    @Override
    public Optional<Path> chooseFileToSave(String title, String suggestedName, String extension) {
        return optional(title, Path.class);
    }

    @Override
    public Optional<Path> chooseFileToOpen(String title, String extension) {
        return optional(title, Path.class);
    }

    /** Answered by the scripted label as shown (e.g. "Discard" for "_Discard") or index. */
    @Override
    public int choose(String id, String title, String message, List<String> answers) {
        Object answer = take(recorded(title + ": " + message));
        int index = answer instanceof String label ? answers.stream().map(Confirmation::withoutMnemonic).toList()
                .indexOf(Confirmation.withoutMnemonic(label)) : (Integer) answer;
        if (index < 0 || index >= answers.size()) {
            throw new AssertionError("Scripted answer " + answer + " is not one of " + answers);
        }
        return index;
    }

    @Override
    public void showError(String title, String message) {
        asked.add(title + ": " + message);
    }

    @Override
    public void copy(String text) {
        copied.add(text);
    }

    private <T> Optional<T> optional(String question, Class<T> type) {
        asked.add(question);
        Object answer = take(question);
        if (answer instanceof Optional<?> empty && empty.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(type.cast(answer));
    }

    private <T> T next(String question, Class<T> type) {
        asked.add(question);
        return type.cast(take(question));
    }

    private String recorded(String question) {
        asked.add(question);
        return question;
    }

    private Object take(String question) {
        if (answers.isEmpty()) {
            throw new AssertionError("Unexpected dialog: " + question);
        }
        return answers.poll();
    }
}
