package dev.starling.ui.frames;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class RowBudgetTest {

    private final AtomicLong cpu = new AtomicLong(5_000_000_000L);
    private final RowBudget pace = new RowBudget(cpu::get);

    private int afterAFrameOf(double millis) {
        cpu.addAndGet((long) (millis * 1e6));
        return pace.next();
    }

    @Test
    void theFirstPulseMakesOneRowThenAsManyAsTheLastFramesCostPerRowAllowsAtMostTwiceAsMany() {
        assertThat(pace.next()).isEqualTo(1);
        assertThat(afterAFrameOf(6)).as("a cold row of 6 ms: one more").isEqualTo(1);
        assertThat(afterAFrameOf(3)).as("3 ms a row: two").isEqualTo(2);
        assertThat(afterAFrameOf(2)).as("1 ms a row: twice as many, not eight").isEqualTo(4);
        assertThat(afterAFrameOf(4)).isEqualTo(8);
        assertThat(afterAFrameOf(4)).as("never more than the most a pulse").isEqualTo(RowBudget.MAX_ROWS);
    }

    @Test
    void aFrameOverTheBudgetMakesTheNextPulseMakeFewerRowsButAlwaysOne() {
        pace.next();
        afterAFrameOf(1);
        afterAFrameOf(2);
        assertThat(afterAFrameOf(4)).isEqualTo(8);
        assertThat(afterAFrameOf(32)).as("4 ms a row").isEqualTo(2);
        assertThat(afterAFrameOf(40)).as("a row costs more than the whole budget").isEqualTo(1);
    }

    @Test
    void aHandOversNextAllowanceIsWhatFitsTheBudgetAtItsCostPerItemAtMostTwiceWhatItHandedOver() {
        assertThat(RowBudget.next(1, 40_000_000, 125)).as("a cold first post of 40 ms: one again").isEqualTo(1);
        assertThat(RowBudget.next(1, 2_000_000, 125)).as("2 ms for one: two").isEqualTo(2);
        assertThat(RowBudget.next(8, 2_000_000, 125)).as("0.25 ms each: 32 would fit, twice as many").isEqualTo(16);
        assertThat(RowBudget.next(64, 4_000_000, 125)).as("never more than the most").isEqualTo(125);
        assertThat(RowBudget.next(125, 12_000_000, 125)).as("12 ms for 125: 83 fit in 8 ms").isEqualTo(83);
        assertThat(RowBudget.next(125, 0, 125)).as("a frame that cost nothing").isEqualTo(125);
        assertThat(RowBudget.next(3, -1, 125)).as("without the thread's CPU time: twice as many").isEqualTo(6);
    }

    @Test
    void aHandOverWhoseFrameCostsAboutTheSameWhateverItTakesDoublesWithinTheBudgetAndShrinksOverIt() {
        assertThat(RowBudget.nextHandOver(1, 30_000_000, 125)).as("a cold first post of 30 ms: one again").isEqualTo(1);
        assertThat(RowBudget.nextHandOver(1, 10_000_000, 125)).as("10 ms for one post, within 12: two").isEqualTo(2);
        assertThat(RowBudget.nextHandOver(64, 11_000_000, 125)).as("never more than the most").isEqualTo(125);
        assertThat(RowBudget.nextHandOver(100, 24_000_000, 125)).as("twice the budget: half as many").isEqualTo(50);
        assertThat(RowBudget.nextHandOver(3, -1, 125)).as("without the thread's CPU time: twice as many").isEqualTo(6);
    }

    @Test
    void withoutTheThreadsCpuTimeItMakesOneRowThenAFewEachPulse() {
        RowBudget blind = new RowBudget(() -> -1);

        assertThat(blind.next()).isEqualTo(1);
        assertThat(blind.next()).isEqualTo(RowBudget.FALLBACK_ROWS);
        assertThat(blind.next()).isEqualTo(RowBudget.FALLBACK_ROWS);
    }
}
