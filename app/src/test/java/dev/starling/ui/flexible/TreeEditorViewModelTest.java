package dev.starling.ui.flexible;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleDefinition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The tree editor on its own: what opens, what edits, what undo and read-only do, what closing leaves. */
class TreeEditorViewModelTest {

    private static final AudienceFacts LOYAL = AudienceFacts.known("a1", "Loyalty members", "CRM", 1200, true, List.of(), false);
    private static final AudienceFacts CHURNED = AudienceFacts.known("a2", "Churned", "CRM", 300, true, List.of(), false);

    private final TreeEditorViewModel editor = new TreeEditorViewModel(() -> List.of("Taken name"));

    @Test
    void aDraftOpensEditableAndTakesAudiencesThatUndoAndRedoStepThrough() {
        editor.open(FlexibleDefinition.empty("Spring push"), true);
        assertThat(editor.openProperty().get()).isTrue();
        assertThat(editor.readOnlyProperty().get()).isFalse();
        assertThat(editor.nameProperty().get()).isEqualTo("Spring push");

        assertThat(editor.add(LOYAL)).isTrue();
        assertThat(editor.add(CHURNED)).isTrue();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(2);
        assertThat(editor.definition().root().leafCount()).isEqualTo(2);

        editor.undo();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(1);
        editor.redo();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(2);
        editor.redo();
        assertThat(editor.messageProperty().get()).isNotBlank();
    }

    @Test
    void aCreatedAudienceOpensReadOnlyAndRefusesEditsSayingWhy() {
        editor.open(FlexibleDefinition.empty("Spring push"), true);
        editor.add(LOYAL);
        FlexibleDefinition created = editor.definition();

        editor.open(created, false);
        assertThat(editor.readOnlyProperty().get()).isTrue();
        assertThat(editor.add(CHURNED)).isFalse();
        assertThat(editor.messageProperty().get()).isNotBlank();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(1);
    }

    @Test
    void closingShowsNothingAndNothingCanBeEditedOrCreated() {
        editor.open(FlexibleDefinition.empty("Spring push"), true);
        editor.add(LOYAL);
        editor.close();
        assertThat(editor.openProperty().get()).isFalse();
        assertThat(editor.rootProperty().get().leafCount()).isZero();
        assertThat(editor.isValid()).isFalse();
        assertThat(editor.add(CHURNED)).isFalse();
        assertThat(editor.refusal(editor.addEdit(CHURNED))).isPresent();
    }

    @Test
    void aNameAnotherDraftHasIsAProblemOfTheName() {
        editor.open(FlexibleDefinition.empty("Taken name"), true);
        editor.add(LOYAL);
        assertThat(editor.nameProblems()).isNotEmpty();
        assertThat(editor.isValid()).isFalse();

        editor.rename("Free name");
        assertThat(editor.nameProblems()).isEmpty();
    }
}
