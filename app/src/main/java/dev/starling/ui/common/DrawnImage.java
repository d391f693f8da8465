package dev.starling.ui.common;

import java.awt.image.BufferedImage;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * A picture core draws with Java2D (the overlap diagram, the keyword country map) as an image the window shows: a copy
 * of its ARGB pixels, no Swing bridge.
 */
public final class DrawnImage {

    private DrawnImage() {
    }

    public static Image of(BufferedImage drawn) {
        int width = drawn.getWidth();
        int height = drawn.getHeight();
        int[] argb = drawn.getRGB(0, 0, width, height, null, 0, width);
        WritableImage image = new WritableImage(width, height);
        image.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        return image;
    }
}
