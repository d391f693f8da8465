package dev.starling.ui.flexible;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.HashSet;
import java.util.Set;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** What follows the pointer while an audience is dragged: its name, drawn, on an opaque background. */
class DragImagesTest {

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
    void theDragImageIsTheAudiencesNameOnTheBackgroundItIsShownOn() throws Exception {
        Label name = new Label("Newsletter subscribers");
        StackPane row = new StackPane(name);
        row.setStyle("-fx-background-color: #f6f8fa;");
        robot.interact(() -> window.show(row, 300, 40));
        WaitForAsyncUtils.waitForFxEvents();

        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = DragImages.of(name));

        assertThat(image[0].getWidth()).isEqualTo(Math.ceil(name.getWidth()), org.assertj.core.data.Offset.offset(1.0));
        Set<Integer> colours = new HashSet<>();
        boolean opaque = true;
        for (int y = 0; y < (int) image[0].getHeight(); y++) {
            for (int x = 0; x < (int) image[0].getWidth(); x++) {
                int argb = image[0].getPixelReader().getArgb(x, y);
                colours.add(argb);
                opaque &= (argb >>> 24) == 0xff;
            }
        }
        // The row's background everywhere the text is not, and the text's own pixels: never see-through.
        assertThat(opaque).isTrue();
        assertThat(colours).contains(0xfff6f8fa).hasSizeGreaterThan(2);
    }
}
