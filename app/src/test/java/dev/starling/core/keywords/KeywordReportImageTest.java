package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.KeywordVolumes;
import dev.starling.core.api.ads.VolumePoint;
import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Messages;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keyword report image: its size, colours and how it reaches the disk. */
class KeywordReportImageTest {

    private static final Instant START = Instant.parse("2026-10-01T00:00:00Z");

    @TempDir
    Path dir;

    @Test
    void theSeriesColoursAreTheLightThemesTokens() throws IOException {
        String css;
        try (InputStream in = KeywordReportImage.class.getResourceAsStream("/dev/starling/ui/theme/tokens-light.css")) {
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher token = Pattern.compile("-st-series-(\\d+):\\s*#([0-9a-fA-F]{6})").matcher(css);
        List<Integer> fromCss = new ArrayList<>();
        while (token.find()) {
            assertThat(Integer.parseInt(token.group(1))).isEqualTo(fromCss.size());
            fromCss.add(Integer.parseInt(token.group(2), 16));
        }
        assertThat(fromCss).containsExactly(java.util.Arrays.stream(KeywordReportImage.SERIES_COLOURS).boxed()
                .toArray(Integer[]::new));
    }

    @Test
    void theImageIsTwiceItsLayoutWidthAndGrowsARowPerSeriesInTheLegend() {
        BufferedImage one = KeywordReportImage.draw(KeywordReport.of(List.of(series("coffee", 1)), ZoneId.of("UTC")),
                Messages::text, Locale.UK, KeywordReportImage.SCALE);
        BufferedImage three = KeywordReportImage.draw(KeywordReport.of(List.of(series("coffee", 1), series("tea", 2),
                series("latte", 3)), ZoneId.of("UTC")), Messages::text, Locale.UK, KeywordReportImage.SCALE);

        assertThat(one.getWidth()).isEqualTo(2 * KeywordReportImage.WIDTH);
        assertThat(three.getHeight() - one.getHeight()).isEqualTo(2 * 2 * 22);
        // The first series' colour is on the picture (its line), on white.
        assertThat(one.getRGB(5, 5) & 0xffffff).isEqualTo(0xffffff);
        assertThat(contains(one, KeywordReportImage.SERIES_COLOURS[0])).isTrue();
        assertThat(contains(one, KeywordReportImage.SERIES_COLOURS[1])).isFalse();
    }

    @Test
    void thePngIsWrittenThroughTheOneOutputCheckRenamedIntoPlaceAndNeverOverAFolder() throws IOException {
        BufferedImage image = KeywordReportImage.draw(KeywordReport.of(List.of(series("coffee", 1)), ZoneId.of("UTC")),
                Messages::text, Locale.UK, 1);
        Path target = Files.createDirectories(dir.resolve("reports")).resolve("week.png");

        RunFiles.none().write(target, file -> KeywordReportImage.writePng(image, file.stream()));

        assertThat(ImageIO.read(target.toFile()).getWidth()).isEqualTo(KeywordReportImage.WIDTH);
        try (var files = Files.list(target.getParent())) {
            assertThat(files).containsExactly(target);
        }
        assertThatThrownBy(() -> RunFiles.none().write(dir, file -> KeywordReportImage.writePng(image, file.stream())))
                .isInstanceOf(OutputRefused.class)
                .satisfies(refused -> assertThat(((OutputRefused) refused).text().key()).isEqualTo("output.refused.folder"));
    }

    private static boolean contains(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y += 1) {
            for (int x = 0; x < image.getWidth(); x += 1) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A fetched week of one series, hourly, with volumes from {@code seed}. */
    static SeriesResult series(String keyword, int seed) {
        KeywordRequest request = new KeywordRequest(KeywordTerms.of(List.of(keyword)), KeywordGranularity.HOUR, START,
                START.plus(Duration.ofDays(7)), null);
        List<VolumePoint> points = new ArrayList<>();
        for (int hour = 0; hour < 168; hour++) {
            Instant at = START.plus(Duration.ofHours(hour));
            points.add(new VolumePoint(at, at.plus(Duration.ofHours(1)), 100L * seed + (hour * 37L * seed) % 500));
        }
        KeywordWindow window = new KeywordWindow(0, START, START.plus(Duration.ofDays(7)));
        KeywordVolumeRequest call = new KeywordVolumeRequest(List.of(keyword), List.of(), KeywordGranularity.HOUR,
                START, START.plus(Duration.ofDays(7)), request.location());
        return new SeriesResult(request, List.of(WindowResult.answered(window, call, WindowStatus.FETCHED,
                START.plus(Duration.ofDays(8)), new KeywordVolumes(new KeywordVolumes.Params(START,
                        START.plus(Duration.ofDays(7)), KeywordGranularity.HOUR, List.of(keyword), List.of(),
                        request.location()), List.of(), points))));
    }
}
