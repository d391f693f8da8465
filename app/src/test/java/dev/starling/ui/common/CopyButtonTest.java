package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.layout.HBox;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** A copy button says "Copied" for a moment after a click, whole, without moving its neighbour, then its own text again. */
class CopyButtonTest {

    private final FxRobot robot = new FxRobot();
    private final OwnWindow window = new OwnWindow();

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @AfterEach
    void close() {
        window.close();
    }

    @Test
    void saysCopiedForAMomentWithoutMovingItsNeighbourThenItsOwnTextAgain() throws Exception {
        List<String> copied = new ArrayList<>();
        Button copy = CopyButton.copies(new Button("Copy"), () -> copied.add("curl"));
        Button neighbour = new Button("Next");
        robot.interact(() -> window.show(new HBox(8, copy, neighbour), 400, 80));
        WaitForAsyncUtils.waitForFxEvents();
        double neighbourX = neighbour.getLayoutX();

        robot.clickOn(copy);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(copied).containsExactly("curl");
        assertThat(copy.getText()).isEqualTo("Copied");
        assertThat(neighbour.getLayoutX()).as("the row does not move").isEqualTo(neighbourX);
        assertThat(robot.lookup(".button .text").queryAllAs(javafx.scene.text.Text.class))
                .extracting(javafx.scene.text.Text::getText).as("shown whole, not cut to \"Cop…\"").contains("Copied");
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> copy.getText().equals("Copy"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(neighbour.getLayoutX()).isEqualTo(neighbourX);
    }
}
