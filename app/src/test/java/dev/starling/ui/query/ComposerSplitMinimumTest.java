package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class ComposerSplitMinimumTest {

    @Test
    void aComposerShorterThanItNeedsGetsTheShareThatHoldsIt() {
        assertThat(ComposerSplitMinimum.share(460, 350, 700)).isCloseTo(460 / 700.0, within(1e-9));
    }

    @Test
    void aComposerThatHasWhatItNeedsLeavesTheDividerAlone() {
        assertThat(ComposerSplitMinimum.share(300, 350, 700)).isEqualTo(-1);
        assertThat(ComposerSplitMinimum.share(350, 349.6, 700)).as("half a pixel short is rounding").isEqualTo(-1);
    }

    @Test
    void theComposerNeverTakesMoreThanThreeQuartersOfTheSplitByItself() {
        assertThat(ComposerSplitMinimum.share(650, 350, 700)).isEqualTo(ComposerSplitMinimum.MOST);
    }

    @Test
    void afterAnAnswerTheComposerKeepsWhatItsRowsAndFieldsNeed() {
        assertThat(ComposerSplitMinimum.answerShare(380, 740)).isCloseTo(380 / 740.0, within(1e-9));
    }

    @Test
    void afterAnAnswerASmallComposerStillGetsItsThirdAndAHugeOneLeavesTheAnswerTwoFifths() {
        assertThat(ComposerSplitMinimum.answerShare(120, 1000)).isEqualTo(ComposerSplitMinimum.ANSWER);
        assertThat(ComposerSplitMinimum.answerShare(700, 740)).isEqualTo(ComposerSplitMinimum.ANSWER_MOST);
        assertThat(ComposerSplitMinimum.answerShare(300, 0)).as("not laid out yet").isEqualTo(ComposerSplitMinimum.ANSWER);
    }
}
