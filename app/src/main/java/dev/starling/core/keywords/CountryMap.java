package dev.starling.core.keywords;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interest by country as a map: an equirectangular frame (a graticule every 30 degrees) with a circle
 * per country and series at the country's centre, its area proportional to the count, in the
 * series' colour ({@link KeywordReportImage#SERIES_COLOURS}). No words: the table beside it names
 * the countries. The centres are a bundled list of approximate centroids.
 */
public final class CountryMap {

    private static final Color BACKGROUND = new Color(0xf6f8fa);
    private static final Color GRID = new Color(0xd8dde3);
    private static final Map<String, double[]> CENTRES = load();

    private CountryMap() {
    }

    /** The country's centre as {latitude, longitude}, or null when the list has none. */
    public static double[] centre(String code) {
        return CENTRES.get(code);
    }

    /** Where a latitude and longitude fall on a {@code width} x {@code height} frame, as {x, y}. */
    public static double[] position(double latitude, double longitude, int width, int height) {
        return new double[] {(longitude + 180) / 360 * width, (90 - latitude) / 180 * height};
    }

    /**
     * @param colours each series' palette index, in the order of the rows' counts
     */
    public static BufferedImage draw(List<CountryInterest.Row> rows, List<Integer> colours, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, width, height);
            g.setColor(GRID);
            g.setStroke(new BasicStroke(1f));
            for (int longitude = -180; longitude <= 180; longitude += 30) {
                double x = position(0, longitude, width, height)[0];
                g.draw(new Line2D.Double(x, 0, x, height));
            }
            for (int latitude = -90; latitude <= 90; latitude += 30) {
                double y = position(latitude, 0, width, height)[1];
                g.draw(new Line2D.Double(0, y, width, y));
            }
            long largest = rows.stream().flatMap(row -> row.counts().stream()).mapToLong(Long::longValue).max().orElse(0);
            double maxRadius = height / 9.0;
            // The larger circles first, so a small one is never hidden under a large one.
            List<double[]> circles = new java.util.ArrayList<>();
            for (CountryInterest.Row row : rows) {
                double[] centre = centre(row.country().code());
                if (centre == null || largest == 0) {
                    continue;
                }
                double[] at = position(centre[0], centre[1], width, height);
                for (int s = 0; s < row.counts().size(); s++) {
                    double radius = maxRadius * Math.sqrt((double) row.counts().get(s) / largest);
                    circles.add(new double[] {at[0], at[1], radius, s < colours.size() ? colours.get(s) : s});
                }
            }
            circles.sort((a, b) -> Double.compare(b[2], a[2]));
            g.setStroke(new BasicStroke(1.5f));
            for (double[] circle : circles) {
                Color colour = new Color(KeywordReportImage.SERIES_COLOURS[Math.floorMod((int) circle[3],
                        KeywordReportImage.SERIES_COLOURS.length)]);
                Ellipse2D shape = new Ellipse2D.Double(circle[0] - circle[2], circle[1] - circle[2], 2 * circle[2], 2 * circle[2]);
                g.setColor(new Color(colour.getRed(), colour.getGreen(), colour.getBlue(), 90));
                g.fill(shape);
                g.setColor(colour);
                g.draw(shape);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    private static Map<String, double[]> load() {
        Map<String, double[]> centres = new HashMap<>();
        try (InputStream in = CountryMap.class.getResourceAsStream("country-centroids.csv");
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(",");
                centres.put(parts[0].strip(), new double[] {Double.parseDouble(parts[1]), Double.parseDouble(parts[2])});
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(centres);
    }
}
