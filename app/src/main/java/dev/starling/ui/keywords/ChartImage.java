package dev.starling.ui.keywords;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;

/**
 * The chart's pixels (ARGB, row by row) as the view captured them, and writing them as a PNG file
 * (off the FX thread: encoding a 2x image takes a while).
 */
public record ChartImage(int width, int height, int[] argb) {

    /** Writes the PNG to {@code out} (an export opened by {@code RunFiles}, which moves it into place). */
    public void writePng(OutputStream out) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, argb, 0, width);
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("No PNG writer available");
        }
    }
}
