package dev.starling.core.overlap;

import dev.starling.core.output.RunFiles;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Phrasebook;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.LongFunction;
import javax.imageio.ImageIO;

/**
 * A comparison's picture, drawn with Java2D so the window and the exported PNG are the same pixels: a Venn diagram of
 * people per region for two or three lists, and beyond that a matrix of the people each pair shares (each list's own
 * people on the diagonal, a cell shaded by the share of its row's people). Counts and labels only, no value.
 */
public final class OverlapDiagram {

    /** The picture's colours, as ARGB: the window passes its theme's, an export the light ones. */
    public record Colours(int background, int text, int muted, int grid, List<Integer> lists) {

        public Colours {
            lists = List.copyOf(lists);
        }

        /** The light theme's tokens (-st-bg, -st-fg, -st-fg-muted, -st-border, -st-series-0..4). */
        public static final Colours LIGHT = new Colours(0xFFFFFFFF, 0xFF1F2328, 0xFF59636E, 0xFFD1D9E0,
                List.of(0xFF2F6DB5, 0xFFD9700F, 0xFFC8363A, 0xFF2A8C86, 0xFF3F8A35));
        /** The dark theme's tokens. */
        public static final Colours DARK = new Colours(0xFF0D1117, 0xFFF0F6FC, 0xFF9198A1, 0xFF3D444D,
                List.of(0xFF6EA8FE, 0xFFFFA94D, 0xFFFF6B6B, 0xFF63E6BE, 0xFF8CE99A));
    }

    /**
     * The words around the numbers, already in the user's language.
     *
     * @param title the line above the picture
     * @param legend one line per list (e.g. "A  crm.csv · 1,200 people"), below it
     * @param number how a count is written (the user's grouping)
     */
    public record Words(String title, List<String> legend, LongFunction<String> number) {

        public Words {
            legend = List.copyOf(legend);
        }
    }

    private static final int PAD = 16;

    /**
     * The picture's words for {@code overlap}: its title and a legend line per list ("A  crm.csv · 1,200 people"), as
     * bundle texts worded by the caller, the same in the window and {@code starling overlap --png}.
     */
    public static Words words(Overlap overlap, Phrasebook phrasebook, LongFunction<String> number) {
        List<String> legend = new java.util.ArrayList<>();
        for (int i = 0; i < overlap.inputs().size(); i++) {
            Overlap.InputCounts input = overlap.inputs().get(i);
            legend.add(BundleText.of("overlap.picture.legend", OverlapCsv.letter(i), input.label(), input.people())
                    .render(phrasebook));
        }
        String title = BundleText.of(overlap.inputs().size() <= 3 ? "overlap.picture.vennTitle" : "overlap.picture.matrixTitle",
                overlap.inputs().size()).render(phrasebook);
        return new Words(title, legend, number);
    }

    private OverlapDiagram() {
    }

    /** Draws the picture of {@code overlap} at {@code width} x {@code height} pixels. */
    public static BufferedImage draw(Overlap overlap, int width, int height, Colours colours, Words words) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(new Color(colours.background(), true));
            g.fillRect(0, 0, width, height);
            int base = Math.max(11, Math.min(width, height) / 34);
            Font plain = new Font(Font.SANS_SERIF, Font.PLAIN, base);
            Font bold = new Font(Font.SANS_SERIF, Font.BOLD, base + 2);
            g.setFont(bold);
            g.setColor(new Color(colours.text(), true));
            int y = PAD + g.getFontMetrics().getAscent();
            g.drawString(words.title(), PAD, y);
            g.setFont(plain);
            FontMetrics metrics = g.getFontMetrics();
            int lineHeight = metrics.getHeight();
            int legendWidth = 0;
            for (String line : words.legend()) {
                legendWidth = Math.max(legendWidth, metrics.stringWidth(line) + lineHeight);
            }
            int top = y + PAD;
            // a wide picture keeps its legend beside the diagram, a narrow one below it
            boolean beside = width - 2 * PAD - legendWidth > (height - top) * 1.2;
            int legendLeft = beside ? width - PAD - legendWidth : PAD;
            int legendTop = beside ? top + (height - top - lineHeight * words.legend().size()) / 2
                    : height - PAD - lineHeight * words.legend().size();
            for (int i = 0; i < words.legend().size(); i++) {
                int line = legendTop + i * lineHeight;
                g.setColor(new Color(colours.lists().get(i % colours.lists().size()), true));
                g.fillRect(legendLeft, line + lineHeight / 4, lineHeight / 2, lineHeight / 2);
                g.setColor(new Color(colours.text(), true));
                g.drawString(words.legend().get(i), legendLeft + lineHeight, line + metrics.getAscent());
            }
            Area area = beside ? new Area(PAD, top, legendLeft - 3 * PAD, height - PAD - top)
                    : new Area(PAD, top, width - 2 * PAD, legendTop - PAD / 2 - top);
            if (overlap.inputs().size() <= 3) {
                venn(g, overlap, area, colours, words, bold);
            } else {
                matrix(g, overlap, area, colours, words, plain, bold);
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Writes the picture as a PNG through the one output check, complete or not at all. */
    public static void writePng(BufferedImage image, Path target, RunFiles runFiles) throws IOException {
        runFiles.write(target, file -> {
            if (!ImageIO.write(image, "png", file.stream())) {
                throw new IOException("no PNG writer available");
            }
        });
    }

    private record Area(int x, int y, int width, int height) {
    }

    private static void venn(Graphics2D g, Overlap overlap, Area area, Colours colours, Words words, Font bold) {
        int n = overlap.inputs().size();
        // room for the letters outside the circles: two side by side span 3.2 radii, three 3.1 across and 3.2 down
        double r = n == 2 ? Math.min(area.width() / 3.4, area.height() / 2.3) : Math.min(area.width() / 3.3, area.height() / 3.35);
        double cx = area.x() + area.width() / 2.0;
        double cy = area.y() + area.height() / 2.0;
        double[][] centres = new double[n][];
        if (n == 2) {
            centres[0] = new double[] {cx - 0.6 * r, cy};
            centres[1] = new double[] {cx + 0.6 * r, cy};
        } else {
            double d = 1.1 * r;
            centres[0] = new double[] {cx - 0.5 * d, cy - 0.29 * d};
            centres[1] = new double[] {cx + 0.5 * d, cy - 0.29 * d};
            centres[2] = new double[] {cx, cy + 0.58 * d};
        }
        for (int i = 0; i < n; i++) {
            Color fill = new Color(colours.lists().get(i), true);
            Ellipse2D circle = new Ellipse2D.Double(centres[i][0] - r, centres[i][1] - r, 2 * r, 2 * r);
            g.setColor(new Color(fill.getRed(), fill.getGreen(), fill.getBlue(), 64));
            g.fill(circle);
            g.setColor(fill);
            g.setStroke(new BasicStroke(2f));
            g.draw(circle);
        }
        double centroidX = 0;
        double centroidY = 0;
        for (double[] c : centres) {
            centroidX += c[0] / n;
            centroidY += c[1] / n;
        }
        g.setFont(bold);
        for (int i = 0; i < n; i++) {
            // each circle's letter outside it, away from the others
            double dx = centres[i][0] - centroidX;
            double dy = centres[i][1] - centroidY;
            double length = Math.hypot(dx, dy);
            double x = centres[i][0] + dx / length * (r * 1.12);
            double y = centres[i][1] + dy / length * (r * 1.12);
            g.setColor(new Color(colours.lists().get(i), true));
            centred(g, OverlapCsv.letter(i), x, y);
        }
        g.setColor(new Color(colours.text(), true));
        for (Overlap.Region region : overlap.regions()) {
            double mx = 0;
            double my = 0;
            int in = Integer.bitCount(region.members());
            for (int i = 0; i < n; i++) {
                if (region.includes(i)) {
                    mx += centres[i][0] / in;
                    my += centres[i][1] / in;
                }
            }
            // a region's number sits in the part of its circles that no other circle covers
            double push = in == n ? 0 : in == 1 ? (n == 2 ? 0.75 : 0.6) : 0.9;
            double x = mx + (mx - centroidX) * push;
            double y = my + (my - centroidY) * push;
            if (n == 2 && in == 1) {
                x = mx + Math.signum(mx - centroidX) * 0.45 * r;
            }
            centred(g, words.number().apply(region.people()), x, y);
        }
    }

    private static void matrix(Graphics2D g, Overlap overlap, Area area, Colours colours, Words words, Font plain,
                               Font bold) {
        int n = overlap.inputs().size();
        int cell = Math.min(area.width(), area.height()) / (n + 1);
        int cellWidth = Math.min(area.width() / (n + 1), cell * 2);
        int left = area.x() + (area.width() - cellWidth * (n + 1)) / 2;
        int top = area.y() + (area.height() - cell * (n + 1)) / 2;
        g.setFont(bold);
        for (int i = 0; i < n; i++) {
            g.setColor(new Color(colours.lists().get(i), true));
            centred(g, OverlapCsv.letter(i), left + cellWidth * (i + 1.5), top + cell / 2.0);
            centred(g, OverlapCsv.letter(i), left + cellWidth / 2.0, top + cell * (i + 1.5));
        }
        g.setFont(plain);
        for (int row = 0; row < n; row++) {
            long rowPeople = overlap.inputs().get(row).people();
            for (int column = 0; column < n; column++) {
                long people = row == column ? rowPeople : overlap.sharedPeople(row, column);
                double share = rowPeople == 0 ? 0 : (double) people / rowPeople;
                int x = left + cellWidth * (column + 1);
                int y = top + cell * (row + 1);
                Color tint = new Color(colours.lists().get(row), true);
                g.setColor(new Color(tint.getRed(), tint.getGreen(), tint.getBlue(), (int) Math.round(24 + 120 * share)));
                g.fillRect(x, y, cellWidth, cell);
                g.setColor(new Color(colours.grid(), true));
                g.drawRect(x, y, cellWidth, cell);
                g.setColor(new Color(colours.text(), true));
                g.setFont(row == column ? bold : plain);
                centred(g, words.number().apply(people), x + cellWidth / 2.0, y + cell / 2.0);
            }
        }
    }

    private static void centred(Graphics2D g, String text, double x, double y) {
        FontMetrics metrics = g.getFontMetrics();
        g.drawString(text, (float) (x - metrics.stringWidth(text) / 2.0),
                (float) (y + (metrics.getAscent() - metrics.getDescent()) / 2.0));
    }
}
