package dev.starling.ui.overlap;

import java.awt.image.BufferedImage;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/** The picture core draws ({@link dev.starling.core.overlap.OverlapDiagram}), as an image the window shows. */
final class DiagramImage {

    private DiagramImage() {
    }

    static Image of(BufferedImage drawn) {
        int width = drawn.getWidth();
        int height = drawn.getHeight();
        int[] argb = drawn.getRGB(0, 0, width, height, null, 0, width);
        WritableImage image = new WritableImage(width, height);
        image.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        return image;
    }
}
