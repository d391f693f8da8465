package dev.starling.core.keywords;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Interest by country as a map: an equirectangular frame (a graticule every 30 degrees, the land of
 * Natural Earth's 1:110m map) with a circle per country and series at the country's centre, its area
 * proportional to the count (each series scaled to its busiest country), in the series' colour. No words: the table beside it names the countries.
 * The land and the centres are bundled resources made from Natural Earth by {@code docs/data/world-map-data.py}
 * (their first lines name the sources and licences).
 */
public final class CountryMap {

    /**
     * The map's colours as RGB, each a theme token: the window passes its theme's, the HTML report and its
     * PNG the light ones (for print). {@code CountryMapTest} checks them against the token files.
     *
     * @param background {@code -st-surface}, the sea
     * @param grid {@code -st-disabled-bg}, the graticule
     * @param land {@code -st-border}
     * @param series {@code -st-series-0} .. {@code -st-series-9}, the circles
     */
    public record Colours(int background, int grid, int land, List<Integer> series) {

        public Colours {
            series = List.copyOf(series);
        }

        /** The light theme's tokens (tokens-light.css). */
        public static final Colours LIGHT = new Colours(0xf6f8fa, 0xeaeef2, 0xd1d9e0, java.util.Arrays.stream(
                KeywordReportImage.SERIES_COLOURS).boxed().toList());
        /** The dark theme's tokens (tokens-dark.css). */
        public static final Colours DARK = new Colours(0x151b23, 0x262c36, 0x3d444d, List.of(0x6ea8fe, 0xffa94d,
                0xff6b6b, 0x63e6be, 0x8ce99a, 0xffd43b, 0xda77f2, 0xf783ac, 0xd0a27a, 0xadb5bd));

        /** The theme's colours: dark or light. */
        public static Colours of(boolean dark) {
            return dark ? DARK : LIGHT;
        }

        Color seriesColour(int index) {
            return new Color(series.get(Math.floorMod(index, series.size())));
        }
    }

    private static final Map<String, double[]> CENTRES = load();
    private static final List<double[]> LAND = land();

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
     * @param theme the background's, land's and circles' colours
     */
    public static BufferedImage draw(List<CountryInterest.Row> rows, List<Integer> colours, int width, int height,
                                     Colours theme) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(new Color(theme.background()));
            g.fillRect(0, 0, width, height);
            g.setColor(new Color(theme.grid()));
            g.setStroke(new BasicStroke(1f));
            for (int longitude = -180; longitude <= 180; longitude += 30) {
                double x = position(0, longitude, width, height)[0];
                g.draw(new Line2D.Double(x, 0, x, height));
            }
            for (int latitude = -90; latitude <= 90; latitude += 30) {
                double y = position(latitude, 0, width, height)[1];
                g.draw(new Line2D.Double(0, y, width, y));
            }
            g.setColor(new Color(theme.land()));
            for (double[] ring : LAND) {
                Path2D.Double shape = shape(ring, width, height);
                // A ring across the 180th meridian is drawn whole past an edge: its other side shows at the other edge.
                for (int shift = -1; shift <= 1; shift++) {
                    g.fill(java.awt.geom.AffineTransform.getTranslateInstance(shift * width, 0).createTransformedShape(shape));
                }
            }
            // Each series to its own busiest country: a series with a tenth of another's volume is still seen where
            // it is strong (the table beside the map has the absolute counts).
            int seriesCount = rows.stream().mapToInt(row -> row.counts().size()).max().orElse(0);
            long[] largest = new long[seriesCount];
            for (CountryInterest.Row row : rows) {
                for (int s = 0; s < row.counts().size(); s++) {
                    largest[s] = Math.max(largest[s], row.counts().get(s));
                }
            }
            double maxRadius = height / 10.0;
            // The larger circles first, so a small one is never hidden under a large one.
            List<double[]> circles = new ArrayList<>();
            for (CountryInterest.Row row : rows) {
                double[] centre = centre(row.country().code());
                if (centre == null) {
                    continue;
                }
                double[] at = position(centre[0], centre[1], width, height);
                for (int s = 0; s < row.counts().size(); s++) {
                    if (largest[s] == 0) {
                        continue;
                    }
                    double radius = maxRadius * Math.sqrt((double) row.counts().get(s) / largest[s]);
                    circles.add(new double[] {at[0], at[1], radius, s < colours.size() ? colours.get(s) : s});
                }
            }
            circles.sort((a, b) -> Double.compare(b[2], a[2]));
            g.setStroke(new BasicStroke(1.5f));
            for (double[] circle : circles) {
                Color colour = theme.seriesColour((int) circle[3]);
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

    /**
     * A land ring on the frame, its longitudes made continuous (Natural Earth's rings jump from 180 to -180 where
     * they cross the 180th meridian); a ring that goes round a pole (Antarctica) is closed along the frame's edge.
     */
    static Path2D.Double shape(double[] ring, int width, int height) {
        Path2D.Double shape = new Path2D.Double();
        double offset = 0;
        double previous = ring[0];
        double latitudes = 0;
        for (int i = 0; i < ring.length; i += 2) {
            double longitude = ring[i] + offset;
            if (longitude - previous > 180) {
                offset -= 360;
                longitude -= 360;
            } else if (previous - longitude > 180) {
                offset += 360;
                longitude += 360;
            }
            previous = longitude;
            latitudes += ring[i + 1];
            double[] at = position(ring[i + 1], longitude, width, height);
            if (i == 0) {
                shape.moveTo(at[0], at[1]);
            } else {
                shape.lineTo(at[0], at[1]);
            }
        }
        if (offset != 0) {
            double pole = latitudes < 0 ? -90 : 90;
            double[] last = position(pole, previous, width, height);
            double[] first = position(pole, ring[0], width, height);
            shape.lineTo(last[0], last[1]);
            shape.lineTo(first[0], first[1]);
        }
        shape.closePath();
        return shape;
    }

    /** Every country the bundled list has a centre for, by ISO code. */
    static java.util.Set<String> countriesWithACentre() {
        return CENTRES.keySet();
    }

    private static Map<String, double[]> load() {
        Map<String, double[]> centres = new HashMap<>();
        for (String line : lines("country-centroids.csv")) {
            String[] parts = line.split(",");
            centres.put(parts[0].strip(), new double[] {Double.parseDouble(parts[1]), Double.parseDouble(parts[2])});
        }
        return Map.copyOf(centres);
    }

    /** Each land ring as longitude, latitude, longitude, latitude, ... */
    private static List<double[]> land() {
        List<double[]> rings = new ArrayList<>();
        for (String line : lines("world-land.txt")) {
            String[] parts = line.split(" ");
            double[] ring = new double[parts.length];
            for (int i = 0; i < parts.length; i++) {
                ring[i] = Double.parseDouble(parts[i]);
            }
            rings.add(ring);
        }
        return List.copyOf(rings);
    }

    /** A bundled resource's lines, without its comments and blank lines. */
    private static List<String> lines(String resource) {
        try (InputStream in = CountryMap.class.getResourceAsStream(resource);
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return reader.lines().filter(line -> !line.isBlank() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
