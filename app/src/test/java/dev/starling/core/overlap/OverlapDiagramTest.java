package dev.starling.core.overlap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The comparison's picture: circles for two or three lists, a matrix beyond, written as a PNG through the output check. */
class OverlapDiagramTest {

    @TempDir
    Path dir;

    private Overlap overlap(int lists) throws Exception {
        List<OverlapInput> inputs = new ArrayList<>();
        for (int i = 0; i < lists; i++) {
            Path file = dir.resolve("list" + i + ".csv");
            StringBuilder rows = new StringBuilder("email\n");
            for (int p = i * 10; p < i * 10 + 30; p++) {
                rows.append("person").append(p).append("@example.com\n");
            }
            Files.writeString(file, rows);
            inputs.add(OverlapInput.file(SourceInspector.inspect(file), ColumnMapping.parse(List.of("email=1")),
                    new IdentifierNormalizer("US")));
        }
        return new OverlapService().count(inputs, new UploadControl(), null).counts();
    }

    private static OverlapDiagram.Words words(Overlap overlap) {
        return new OverlapDiagram.Words("People", overlap.inputs().stream().map(Overlap.InputCounts::label).toList(),
                Long::toString);
    }

    /** How much of colour {@code list}'s hue the pixel carries, against the background. */
    private static double tint(BufferedImage image, int x, int y, int list) {
        Color pixel = new Color(image.getRGB(x, y));
        Color of = new Color(OverlapDiagram.Colours.LIGHT.lists().get(list));
        Color background = new Color(OverlapDiagram.Colours.LIGHT.background());
        double toward = 0;
        double full = 0;
        int[][] channels = {{pixel.getRed(), of.getRed(), background.getRed()},
                {pixel.getGreen(), of.getGreen(), background.getGreen()}, {pixel.getBlue(), of.getBlue(), background.getBlue()}};
        for (int[] c : channels) {
            toward += (double) (c[2] - c[0]) * (c[2] - c[1]);
            full += (double) (c[2] - c[1]) * (c[2] - c[1]);
        }
        return toward / full;
    }

    @Test
    void twoListsAreTwoCirclesEachInItsListsColourOverlappingInTheMiddle() throws Exception {
        Overlap two = overlap(2);
        // taller than wide: the legend goes below, the circles sit in the middle
        BufferedImage image = OverlapDiagram.draw(two, 400, 600, OverlapDiagram.Colours.LIGHT, words(two));

        int middle = image.getHeight() / 2 - 10;
        int left = image.getWidth() / 2 - 110;
        int right = image.getWidth() / 2 + 110;
        assertThat(tint(image, left, middle, 0)).isGreaterThan(tint(image, left, middle, 1));
        assertThat(tint(image, right, middle, 1)).isGreaterThan(tint(image, right, middle, 0));
        assertThat(tint(image, image.getWidth() / 2 + 25, middle, 0)).as("both circles cover the middle").isGreaterThan(0.2);
        assertThat(tint(image, 5, middle, 0)).as("outside both").isZero();
    }

    @Test
    void fourListsAreWrittenAsAPngOfTheSamePixelsThatMayNotReplaceOneOfTheLists() throws Exception {
        Overlap four = overlap(4);
        BufferedImage image = OverlapDiagram.draw(four, 800, 600, OverlapDiagram.Colours.LIGHT, words(four));
        Path png = dir.resolve("matrix.png");
        OverlapDiagram.writePng(image, png, RunFiles.none());
        BufferedImage read = ImageIO.read(png.toFile());
        assertThat(read.getWidth()).isEqualTo(800);
        assertThat(read.getRGB(400, 300)).isEqualTo(image.getRGB(400, 300));

        assertThatThrownBy(() -> OverlapDiagram.writePng(image, dir.resolve("list0.csv"),
                OverlapCsv.withInputs(RunFiles.none(), List.of(dir.resolve("list0.csv")))))
                .isInstanceOf(OutputRefused.class);
        assertThat(Files.readString(dir.resolve("list0.csv"))).startsWith("email\nperson0@example.com");
    }
}
