package dev.starling.core.config;

import java.util.Optional;

/** Where the main window was, so the next start puts it back. */
public record WindowGeometry(double x, double y, double width, double height, boolean maximized) {

    public static final double MIN_WIDTH = 640;
    public static final double MIN_HEIGHT = 420;

    public String encode() {
        return x + "," + y + "," + width + "," + height + "," + maximized;
    }

    /** Empty for anything malformed: a bad stored value must never stop the window opening. */
    public static Optional<WindowGeometry> decode(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.split(",");
        if (parts.length != 5) {
            return Optional.empty();
        }
        try {
            double width = Double.parseDouble(parts[2]);
            double height = Double.parseDouble(parts[3]);
            double x = Double.parseDouble(parts[0]);
            double y = Double.parseDouble(parts[1]);
            if (!Double.isFinite(x) || !Double.isFinite(y) || !(width >= MIN_WIDTH) || !(height >= MIN_HEIGHT)
                    || width > 100_000 || height > 100_000) {
                return Optional.empty();
            }
            return Optional.of(new WindowGeometry(x, y, width, height, Boolean.parseBoolean(parts[4])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
