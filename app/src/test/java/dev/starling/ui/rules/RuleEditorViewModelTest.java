package dev.starling.ui.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.Connective;
import dev.starling.core.rules.OperatorCatalog;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.Span;
import dev.starling.core.rules.StreamAccess;
import dev.starling.ui.rules.RuleEditorViewModel.Mark;
import dev.starling.ui.rules.RuleEditorViewModel.Piece;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** The rule editor: the text and the builder follow each other, and every problem is on its place. */
class RuleEditorViewModelTest {

    private final AtomicReference<StreamAccess> access = new AtomicReference<>(StreamAccess.of(AccessLevel.ENTERPRISE));
    private final RuleEditorViewModel editor = new RuleEditorViewModel(new SameThreadTaskRunner(), access::get);

    @Test
    void anOperatorAddedInTheBuilderIsWrittenIntoTheTextAndTheTreeFollowsTheText() {
        editor.textProperty().set("coffee");
        choose("lang:");
        editor.operatorValueProperty().set("en");

        editor.addChosen();

        assertThat(editor.textProperty().get()).isEqualTo("coffee lang:en");
        assertThat(editor.builderRootProperty().get().label()).isEqualTo("ALL of (AND)");
        assertThat(editor.builderRootProperty().get().children()).extracting(RuleEditorViewModel.BuilderNode::label)
                .containsExactly("coffee", "lang:en");
        assertThat(editor.selectedPathProperty().get()).containsExactly(1);
        assertThat(editor.operatorValueProperty().get()).isEmpty();

        editor.textProperty().set("coffee lang:en -is:retweet");

        assertThat(editor.builderRootProperty().get().children()).extracting(RuleEditorViewModel.BuilderNode::label)
                .containsExactly("coffee", "lang:en", "-is:retweet");
        assertThat(editor.problems()).isEmpty();
        assertThat(editor.validProperty().get()).isTrue();
    }

    @Test
    void negationGroupsAndConnectivesEditTheTreeAndPrintAsText() {
        editor.textProperty().set("coffee tea");
        editor.selectedPathProperty().set(List.of(1));
        editor.group(Connective.OR);
        editor.selectedPathProperty().set(List.of(1));
        choose("keyword");
        editor.operatorValueProperty().set("latte");
        editor.addChosen();
        assertThat(editor.textProperty().get()).isEqualTo("coffee (tea OR latte)");

        editor.selectedPathProperty().set(List.of());
        editor.join(Connective.OR);
        assertThat(editor.textProperty().get()).isEqualTo("coffee OR (tea OR latte)");

        editor.selectedPathProperty().set(List.of(0));
        editor.toggleNegation();
        assertThat(editor.textProperty().get()).isEqualTo("-coffee OR (tea OR latte)");

        editor.selectedPathProperty().set(List.of(0));
        editor.removeChosen();
        assertThat(editor.textProperty().get()).isEqualTo("tea OR latte");
    }

    @Test
    void aProblemIsListedWithItsPlaceAndMarkedOnItInTheText() {
        editor.textProperty().set("is:retweet");

        assertThat(editor.problems()).singleElement().satisfies(problem -> {
            assertThat(problem.error()).isTrue();
            assertThat(problem.span()).isEqualTo(new Span(0, 10));
            assertThat(problem.shown()).isEqualTo("at 1: is: needs another operator beside it that can stand alone.");
            assertThat(problem.advice()).startsWith("Add a keyword");
        });
        assertThat(editor.pieces()).containsExactly(new Piece("is:retweet", Mark.ERROR));
        assertThat(editor.validProperty().get()).isFalse();

        editor.textProperty().set("coffee (tea");

        assertThat(editor.problems()).singleElement().satisfies(problem -> assertThat(problem.span().start()).isEqualTo(7));
        assertThat(editor.pieces()).containsExactly(new Piece("coffee ", Mark.PLAIN), new Piece("(tea", Mark.ERROR));
    }

    @Test
    void theBracketsAndBeforeOrImpliesAreShown() {
        editor.textProperty().set("apple OR iphone ipad");

        assertThat(editor.impliedBracketsProperty().get()).isEqualTo("X reads it as apple OR (iphone ipad)");
        assertThat(editor.problems()).singleElement().satisfies(problem -> assertThat(problem.error()).isFalse());
        assertThat(editor.validProperty().get()).isTrue();

        editor.textProperty().set("apple OR (iphone ipad)");
        assertThat(editor.impliedBracketsProperty().get()).isEmpty();
    }

    @Test
    void theLengthAndTheSemanticOperatorsFollowTheAccessLevel() {
        editor.textProperty().set("coffee");
        assertThat(editor.lengthTextProperty().get()).isEqualTo("6 of 2,048 characters");
        assertThat(editor.catalog()).extracting(OperatorSpec::name).contains("embedding:", "embedding_threshold:");
        assertThat(editor.semanticProperty().get()).isTrue();

        access.set(StreamAccess.of(AccessLevel.STANDARD));
        editor.accessChanged();
        editor.textProperty().set("x".repeat(513));

        assertThat(editor.catalog()).extracting(OperatorSpec::name).doesNotContain("embedding:", "embedding_threshold:")
                .contains("from:", "bio:", "sample:");
        assertThat(editor.semanticProperty().get()).isFalse();
        assertThat(editor.lengthTextProperty().get()).startsWith("513 of 512 characters");
        assertThat(editor.problems()).extracting(RuleEditorViewModel.ProblemLine::words)
                .contains("The rule is 513 characters long: standard access allows 512.");
    }

    @Test
    void theThresholdSliderWritesAndReadsEmbeddingThreshold() {
        editor.textProperty().set("embedding:\"coffee lovers\"");
        assertThat(editor.hasEmbeddingProperty().get()).isTrue();
        assertThat(editor.thresholdProperty().get()).isEqualTo(OperatorCatalog.DEFAULT_EMBEDDING_THRESHOLD);

        editor.thresholdProperty().set(0.45);
        editor.applyThreshold();
        assertThat(editor.textProperty().get()).isEqualTo("embedding:\"coffee lovers\" embedding_threshold:0.45");

        editor.thresholdProperty().set(0.7);
        editor.applyThreshold();
        assertThat(editor.textProperty().get()).isEqualTo("embedding:\"coffee lovers\" embedding_threshold:0.7");

        editor.textProperty().set("embedding:\"tea\" embedding_threshold:0.25");
        assertThat(editor.thresholdProperty().get()).isEqualTo(0.25);
        assertThat(editor.problems()).isEmpty();
    }

    @Test
    void theCatalogExplainsEachOperatorAndItsArgumentForm() {
        choose("from:");

        assertThat(editor.operatorHelpProperty().get()).isEqualTo(
                "Posts by this account. Takes a username or a user id. Example: from:xdevelopers");
        choose("sample:");
        assertThat(editor.operatorHelpProperty().get()).contains("Needs another operator beside it that stands alone.")
                .contains("Stream only");
    }

    private void choose(String name) {
        editor.chosenOperatorProperty().set(editor.catalog().stream().filter(spec -> spec.name().equals(name))
                .findFirst().orElseThrow());
    }
}
