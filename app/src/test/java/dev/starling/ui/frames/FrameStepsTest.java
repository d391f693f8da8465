package dev.starling.ui.frames;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Steps that would make one long frame together run one a pulse, in order. */
class FrameStepsTest {

    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void eachStepRunsInAPulseOfItsOwnInTheOrderGiven() throws Exception {
        int[] pulses = new int[1];
        List<String> ran = new CopyOnWriteArrayList<>();
        AnimationTimer counting = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses[0]++;
            }
        };
        robot.interact(() -> {
            counting.start(); // started first, so it counts a pulse before that pulse's step runs
            FrameScheduler.fx().jobsOf(this).steps(() -> ran.add("style@" + pulses[0]), () -> ran.add("show@" + pulses[0]),
                    () -> ran.add("focus@" + pulses[0]));
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> ran.size() == 3);
        robot.interact(counting::stop);

        int first = Integer.parseInt(ran.get(0).substring(ran.get(0).indexOf('@') + 1));
        assertThat(ran).containsExactly("style@" + first, "show@" + (first + 1), "focus@" + (first + 2));
    }
}
