package dev.starling.ui.keywords;

/**
 * The series colours: ten theme tokens ({@code -st-series-0} .. {@code -st-series-9}), chosen to stay
 * apart from each other and readable on both the light and the dark background. Colour indexes
 * wrap, so an eleventh series reuses the first colour.
 */
public final class ChartPalette {

    public static final int SIZE = 10;

    private ChartPalette() {
    }

    public static String styleClass(int colour) {
        return "kw-series-" + Math.floorMod(colour, SIZE);
    }
}
