package dev.starling.ui.keywords;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javax.imageio.ImageIO;

/**
 * The chart's pixels (ARGB, row by row) as the view captured them, and writing them as a PNG file
 * (off the FX thread: encoding a 2x image takes a while).
 */
public record ChartImage(int width, int height, int[] argb) {

    /** Writes the PNG next to the target first, so a failed write never leaves half a file. */
    public void writePng(Path target) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        image.setRGB(0, 0, width, height, argb, 0, width);
        Path temporary = Files.createTempFile(target.toAbsolutePath().getParent(), ".chart", ".png");
        try {
            if (!ImageIO.write(image, "png", temporary.toFile())) {
                throw new IOException("No PNG writer available");
            }
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
