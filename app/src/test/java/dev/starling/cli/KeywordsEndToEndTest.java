package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code starling keywords} against a real sandbox on loopback, signed in through {@code starling login}. */
class KeywordsEndToEndTest {

    @TempDir
    Path dir;

    private UploadSandbox sandbox;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    @Test
    void aFortySixDayRangeIsFetchedInSevenWindowsAndARerunComesFromTheCache() throws Exception {
        Path csv = Files.createDirectories(dir.resolve("out")).resolve("coffee.csv"); // outputs never make folders

        UploadSandbox.Run first = sandbox.cli("keywords", "--keywords", "coffee,latte", "--negative", "decaf",
                "--from", "2025-10-01", "--to", "2025-11-15", "--csv", csv.toString());

        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.err()).contains("Fetching 7 windows of at most 7 days...").contains("[7/7] 2025-11-12T00:00:00Z to 2025-11-16T00:00:00Z: fetched")
                .contains("7 windows: 7 fetched, 0 from the cache, 0 without data; CSV written to " + csv.toAbsolutePath());
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(47);
        assertThat(lines.get(0)).isEqualTo("time,\"coffee, latte -decaf\"");
        assertThat(lines.get(1)).matches("2025-10-01T00:00:00Z,\\d+");
        assertThat(lines.get(46)).startsWith("2025-11-15T00:00:00Z,");

        UploadSandbox.Run again = sandbox.cli("keywords", "--keywords", "coffee,latte", "--negative", "decaf",
                "--from", "2025-10-01", "--to", "2025-11-15");

        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(again.err()).contains("7 windows: 0 fetched, 7 from the cache, 0 without data")
                .contains("from the cache (fetched ");
        assertThat(again.out().lines().toList()).isEqualTo(lines);
    }

    @Test
    void pngWritesTheReportImageOfTheComparisonInTheGivenZoneAndNoCsvOnStandardOutput() throws Exception {
        // Written as every output is (RunFiles): into a folder that exists, nothing left beside the image.
        Path png = Files.createDirectories(dir.resolve("report")).resolve("coffee-vs-tea.png");

        UploadSandbox.Run run = sandbox.cli("keywords", "--keywords", "coffee,latte", "--keywords", "tea", "--negative",
                "decaf", "--from", "2025-10-01", "--to", "2025-10-14", "--zone", "Europe/Berlin", "--png", png.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("image written to " + png.toAbsolutePath());
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(2400);
        assertThat(Files.list(png.getParent())).containsExactly(png);
    }

    @Test
    void reportWritesOneSelfContainedHtmlFileWithTheChartParametersTotalsAndEveryBucketOfTheCsv() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("shared"));
        Path html = folder.resolve("coffee-vs-tea.html");
        Path csv = folder.resolve("coffee-vs-tea.csv");

        UploadSandbox.Run run = sandbox.cli("keywords", "--keywords", "coffee,latte", "--keywords", "tea", "--negative",
                "decaf", "--from", "2025-10-01", "--to", "2025-10-07", "--location", "GB", "--zone", "Europe/London",
                "--csv", csv.toString(), "--report", html.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.err()).contains("report written to " + html.toAbsolutePath());
        String report = Files.readString(html);
        assertThat(report).startsWith("<!DOCTYPE html>").contains("<title>Keyword volumes: coffee, latte -decaf vs tea -decaf</title>")
                .contains("<tr><th>Time zone</th><td>Europe/London</td></tr>")
                .contains("<tr><th>Buckets</th><td>days</td></tr>")
                .contains("(GB)</td></tr>")
                .contains("<td>coffee, latte</td><td>decaf</td>")
                .doesNotContain("<script").doesNotContain("http://").doesNotContain("https://");
        // the chart is inline: the same picture --png writes
        java.util.regex.Matcher image = java.util.regex.Pattern.compile("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"")
                .matcher(report);
        assertThat(image.find()).isTrue();
        java.awt.image.BufferedImage chart = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(
                java.util.Base64.getDecoder().decode(image.group(1))));
        assertThat(chart.getWidth()).isEqualTo(2400);
        // every bucket of the CSV, with both series' volumes, and each series' total
        List<String> lines = Files.readAllLines(csv);
        long[] totals = new long[2];
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            java.time.LocalDate day = java.time.Instant.parse(cells[0]).atZone(java.time.ZoneId.of("Europe/London")).toLocalDate();
            String dayText = day.format(java.time.format.DateTimeFormatter.ofPattern("d MMM yyyy", java.util.Locale.getDefault()));
            long coffee = Long.parseLong(cells[1]);
            long tea = Long.parseLong(cells[2]);
            totals[0] += coffee;
            totals[1] += tea;
            assertThat(report).contains("<tr><td>" + dayText + "</td><td class=\"n\">"
                    + String.format(java.util.Locale.getDefault(), "%,d", coffee) + "</td><td class=\"n\">"
                    + String.format(java.util.Locale.getDefault(), "%,d", tea) + "</td></tr>");
        }
        assertThat(lines).hasSize(8);
        assertThat(report).contains("<td class=\"n\">" + String.format(java.util.Locale.getDefault(), "%,d", totals[0]) + "</td>")
                .contains("<td class=\"n\">" + String.format(java.util.Locale.getDefault(), "%,d", totals[1]) + "</td>");
        assertThat(Files.list(folder)).containsExactlyInAnyOrder(html, csv);
        // Interest by country only when asked for (--countries), and nothing was asked for it.
        assertThat(report).doesNotContain("Interest by country");
        assertThat(run.err()).doesNotContain("Interest by country").doesNotContain("[country ");
    }

    @Test
    void countriesAddInterestByCountryToTheReportWithTheCostSaidFirstAndEachCountrysCountAndShare() throws Exception {
        Path html = Files.createDirectories(dir.resolve("shared")).resolve("by-country.html");

        UploadSandbox.Run run = sandbox.cli("keywords", "--keywords", "coffee", "--keywords", "tea", "--from", "2025-10-01",
                "--to", "2025-10-03", "--report", html.toString(), "--countries", "GB,US,DE,GB");

        assertThat(run.exit()).as(run.err()).isZero();
        // The cost before any request (3 countries, each once, 2 series x one 7-day window), then a line per country.
        assertThat(run.err()).startsWith("Interest by country: Asks the comparison in 3 countries: 2 series, at most 6 requests");
        assertThat(run.err().indexOf("Interest by country: Asks")).isLessThan(run.err().indexOf("Fetching 2 windows of at most 7 days for 2 series..."));
        assertThat(run.err()).contains("[country 1/3] " + name("GB") + " (GB)").contains("[country 3/3] " + name("DE") + " (DE)")
                .contains("Interest by country: 3 countries, 0 with windows missing");
        String report = Files.readString(html);
        assertThat(report).contains("<h2>Interest by country</h2>")
                .contains("<th class=\"n\">coffee</th><th class=\"n\">Share of coffee</th><th class=\"n\">tea</th>");
        // The map is inline, a second picture after the chart.
        assertThat(report.split("src=\"data:image/png;base64,", -1)).hasSize(3);

        // Each country's counts are that country's own totals (the same as a run with --location, from the cache now),
        // and each share is the count over the three countries' sum, in the order busiest first.
        java.util.Map<String, long[]> counts = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher row = java.util.regex.Pattern.compile("\\(([A-Z]{2})\\)</td><td class=\"n\">([\\d,.\\u00a0\\u202f]+)"
                + "</td><td class=\"n\">[^<]+</td><td class=\"n\">([\\d,.\\u00a0\\u202f]+)</td>").matcher(report);
        while (row.find()) {
            counts.put(row.group(1), new long[] {digits(row.group(2)), digits(row.group(3))});
        }
        assertThat(counts.keySet()).containsExactlyInAnyOrder("US", "GB", "DE");
        assertThat(counts.values()).extracting(values -> values[0]).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        for (String code : counts.keySet()) {
            UploadSandbox.Run alone = sandbox.cli("keywords", "--keywords", "coffee", "--keywords", "tea", "--from",
                    "2025-10-01", "--to", "2025-10-03", "--location", code);
            assertThat(alone.err()).as(code).contains("0 fetched, 2 from the cache");
            long[] totals = new long[2];
            alone.out().lines().skip(1).forEach(line -> {
                String[] cells = line.split(",");
                totals[0] += Long.parseLong(cells[1]);
                totals[1] += Long.parseLong(cells[2]);
            });
            assertThat(counts.get(code)).as(code).containsExactly(totals);
        }
        for (int series = 0; series < 2; series++) {
            int s = series;
            long sum = counts.values().stream().mapToLong(values -> values[s]).sum();
            for (var country : counts.entrySet()) {
                String share = dev.starling.core.text.Messages.text("keywords.countries.share",
                        100.0 * country.getValue()[s] / sum);
                String count = String.format(java.util.Locale.getDefault(), "%,d", country.getValue()[s]);
                assertThat(report).as(country.getKey()).contains("<td class=\"n\">" + count + "</td><td class=\"n\">"
                        + share + "</td>");
            }
        }
    }

    private static String name(String code) {
        return dev.starling.core.keywords.KeywordCountries.byCode(code).orElseThrow().displayName(java.util.Locale.getDefault());
    }

    private static long digits(String formatted) {
        return Long.parseLong(formatted.replaceAll("\\D", ""));
    }

    @Test
    void aBadZoneOrTheSameFileForCsvAndPngIsAUsageError() {
        UploadSandbox.Run zone = sandbox.cli("keywords", "--keywords", "coffee", "--from", "2025-10-01", "--to", "2025-10-02", "--zone",
                "Mars/Olympus", "--png", dir.resolve("a.png").toString());
        UploadSandbox.Run same = sandbox.cli("keywords", "--keywords", "coffee", "--from", "2025-10-01", "--to", "2025-10-02", "--csv",
                dir.resolve("a").toString(), "--png", dir.resolve("a").toString());

        assertThat(zone.exit()).isEqualTo(2);
        assertThat(zone.err()).contains("--zone takes a time zone such as Europe/Berlin");
        assertThat(same.exit()).isEqualTo(2);
        assertThat(same.err()).contains("--csv and --png name the same file");
        assertThat(dir.resolve("a.png")).doesNotExist();
    }

    @Test
    void offlineWindowsThatWereNeverFetchedLeaveEmptyCellsAndExitOne() {
        UploadSandbox.Run single = sandbox.cli("keywords", "--keywords", "coffee", "--from", "2025-10-01", "--to",
                "2025-10-07");
        assertThat(single.err()).as("one window is said in the singular").contains("Fetching 1 window of at most 7 days...")
                .contains("1 window: 1 fetched, 0 from the cache, 0 without data");

        UploadSandbox.Run offline = sandbox.cli("keywords", "--keywords", "coffee", "--keywords", "tea", "--from",
                "2025-10-01", "--to", "2025-10-07", "--offline");

        assertThat(offline.exit()).isEqualTo(1);
        assertThat(offline.err()).contains("2 windows: 0 fetched, 1 from the cache, 1 without data")
                .contains("series 2, 2025-10-01T00:00:00Z to 2025-10-08T00:00:00Z: not in the cache")
                .contains("Run the same command again to fetch only those (without --offline).");
        List<String> rows = offline.out().lines().toList();
        assertThat(rows.get(0)).isEqualTo("time,coffee,tea");
        assertThat(rows).hasSize(8);
        assertThat(rows.subList(1, 8)).allSatisfy(row -> assertThat(row).matches("\\S+Z,\\d+,"));
    }
}
