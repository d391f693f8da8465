package dev.starling.ui.keywords;

import java.nio.IntBuffer;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * The chart's lines on screen as one image over pixels kept between pictures (ADR 22): while the plot
 * keeps its size a new picture is copied into the same buffer, so the renderer updates the texture it
 * has instead of making a new plot-sized one each time, and nothing is converted on the way (the
 * painter's premultiplied ARGB is the buffer's format). Use on the FX thread.
 */
final class ChartPixels {

    private int[] pixels;
    private PixelBuffer<IntBuffer> buffer;
    private WritableImage image;

    /** An array of the shown picture's size nobody uses (to paint the next picture into), or null. */
    private int[] spare;

    /** Puts {@code painted} on the image (a new image only when its size changed). */
    void show(LinePainter.Picture painted) {
        if (image != null && buffer.getWidth() == painted.width() && buffer.getHeight() == painted.height()) {
            buffer.updateBuffer(changed -> {
                System.arraycopy(painted.argbPremultiplied(), 0, pixels, 0, pixels.length);
                return null;
            });
            spare = painted.argbPremultiplied();
            return;
        }
        // The old pixels are not handed out: the renderer may still be drawing the frame that shows them.
        spare = null;
        pixels = painted.argbPremultiplied();
        buffer = new PixelBuffer<>(painted.width(), painted.height(), IntBuffer.wrap(pixels),
                PixelFormat.getIntArgbPreInstance());
        image = new WritableImage(buffer);
    }

    /** An array to paint the next picture into, taken (null when there is none): see {@link LinePainter#paint}. */
    int[] takeSpare() {
        int[] taken = spare;
        spare = null;
        return taken;
    }

    /** The image shown, null before the first picture. */
    WritableImage image() {
        return image;
    }
}
