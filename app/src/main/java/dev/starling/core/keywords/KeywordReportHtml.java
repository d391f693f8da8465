package dev.starling.core.keywords;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.VolumePoint;
import dev.starling.core.text.Phrasebook;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;

/**
 * A keyword report a colleague can open: one self-contained HTML file (the chart inline as a PNG data URI, no script,
 * nothing fetched) with the chart and its legend ({@link KeywordReportImage}), the parameters (keywords, period, bucket
 * size, country, time zone), when the data was fetched and when the report was made, each series' total and peak, and
 * the volumes per bucket as a table. The window's Export and {@code starling keywords --report} write the same file.
 */
public final class KeywordReportHtml {

    private KeywordReportHtml() {
    }

    /**
     * Writes the report.
     *
     * @param made when the report was made (shown beside when the data was fetched)
     */
    public static void write(KeywordReport report, Phrasebook words, Locale locale, Instant made, Writer out)
            throws IOException {
        write(report, null, words, locale, made, out);
    }

    /**
     * Writes the report with interest by country (its map and table) when {@code countries} has rows.
     *
     * @param countries the comparison's volumes by country, or null
     */
    public static void write(KeywordReport report, CountryInterest.Result countries, Phrasebook words, Locale locale,
                             Instant made, Writer out) throws IOException {
        BufferedImage chart = KeywordReportImage.draw(report, words, locale, KeywordReportImage.SCALE);
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        KeywordReportImage.writePng(chart, png);
        ZoneId zone = report.zone();
        DateTimeFormatter time = DateTimeFormatter.ofPattern(words.text("keywords.report.time"), locale).withZone(zone);
        boolean hourly = report.granularity() == KeywordGranularity.HOUR;
        DateTimeFormatter bucket = DateTimeFormatter.ofPattern(words.text(hourly ? "keywords.report.html.hour"
                : "keywords.report.html.day"), locale).withZone(zone);
        String title = String.join(words.text("keywords.report.versus"),
                report.series().stream().map(KeywordReport.Series::name).toList());
        StringBuilder html = new StringBuilder(8192);
        html.append("<!DOCTYPE html>\n<html lang=\"").append(escape(locale.toLanguageTag())).append("\">\n<head>\n")
                .append("<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(escape(words.text("keywords.report.html.title", title))).append("</title>\n")
                .append("<style>body{font-family:system-ui,sans-serif;color:#1f2328;margin:24px auto;max-width:1100px;padding:0 16px}")
                .append("h1{font-size:22px}h2{font-size:17px;margin-top:28px}table{border-collapse:collapse}")
                .append("th,td{border:1px solid #d1d9e0;padding:4px 10px;text-align:left}td.n,th.n{text-align:right;")
                .append("font-variant-numeric:tabular-nums}th{background:#f6f8fa}img{max-width:100%;height:auto}")
                .append(".muted{color:#59636e}</style>\n</head>\n<body>\n");
        html.append("<h1>").append(escape(words.text("keywords.report.html.title", title))).append("</h1>\n");
        String fetched = report.fetched().map(when -> time.format(when[0]).equals(time.format(when[1])) ? time.format(when[0])
                : words.text("keywords.time.span", time.format(when[0]), time.format(when[1])))
                .orElse(words.text("keywords.report.html.notFetched"));
        html.append("<p class=\"muted\">").append(escape(words.text("keywords.report.html.made", time.format(made), fetched)))
                .append("</p>\n");
        html.append("<img alt=\"").append(escape(words.text("keywords.report.html.chartAlt", title))).append("\" width=\"")
                .append(Math.round(chart.getWidth() / KeywordReportImage.SCALE)).append("\" src=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(png.toByteArray())).append("\">\n");

        html.append("<h2>").append(escape(words.text("keywords.report.html.parameters"))).append("</h2>\n<table>\n");
        row(html, words.text("keywords.report.html.period"),
                words.text("keywords.time.span", time.format(report.from()), time.format(report.to())));
        row(html, words.text("keywords.report.html.granularity"),
                words.text(hourly ? "keywords.report.html.hourly" : "keywords.report.html.daily"));
        row(html, words.text("keywords.report.html.country"), KeywordCountries.byTargetingValue(report.location())
                .map(country -> country.displayName(locale) + " (" + country.code() + ")").orElse(report.location()));
        row(html, words.text("keywords.report.html.zone"), zone.normalized().equals(java.time.ZoneOffset.UTC) ? "UTC" : zone.getId());
        row(html, words.text("keywords.report.html.fetched"), fetched);
        html.append("</table>\n");

        html.append("<h2>").append(escape(words.text("keywords.report.html.series"))).append("</h2>\n<table>\n<tr><th>")
                .append(escape(words.text("keywords.report.html.name"))).append("</th><th>")
                .append(escape(words.text("keywords.report.html.keywords"))).append("</th><th>")
                .append(escape(words.text("keywords.report.html.negatives"))).append("</th><th class=\"n\">")
                .append(escape(words.text("keywords.report.html.total"))).append("</th><th class=\"n\">")
                .append(escape(words.text("keywords.report.html.peak"))).append("</th><th>")
                .append(escape(words.text("keywords.report.html.peakAt"))).append("</th></tr>\n");
        for (KeywordReport.Series series : report.series()) {
            List<VolumePoint> points = series.result().points();
            VolumePoint peak = points.stream().max((x, y) -> Long.compare(x.volume(), y.volume())).orElse(null);
            html.append("<tr><td>").append(escape(series.name())).append("</td><td>")
                    .append(escape(String.join(", ", series.terms().keywords()))).append("</td><td>")
                    .append(escape(String.join(", ", series.terms().negativeKeywords()))).append("</td><td class=\"n\">")
                    .append(String.format(locale, "%,d", series.result().total())).append("</td><td class=\"n\">")
                    .append(peak == null ? "" : String.format(locale, "%,d", peak.volume())).append("</td><td>")
                    .append(peak == null ? "" : escape(bucket.format(peak.start()))).append("</td></tr>\n");
        }
        html.append("</table>\n");

        html.append("<h2>").append(escape(words.text("keywords.report.html.volumes"))).append("</h2>\n<table>\n<tr><th>")
                .append(escape(words.text(hourly ? "keywords.report.html.hourColumn" : "keywords.report.html.dayColumn")))
                .append("</th>");
        TreeMap<Instant, long[]> rows = new TreeMap<>();
        int n = report.series().size();
        for (int s = 0; s < n; s++) {
            KeywordReport.Series series = report.series().get(s);
            html.append("<th class=\"n\">").append(escape(series.name())).append("</th>");
            for (VolumePoint point : series.result().points()) {
                long[] values = rows.computeIfAbsent(point.start(), key -> {
                    long[] empty = new long[n];
                    java.util.Arrays.fill(empty, -1);
                    return empty;
                });
                values[s] = point.volume();
            }
        }
        html.append("</tr>\n");
        rows.forEach((start, values) -> {
            html.append("<tr><td>").append(escape(bucket.format(start))).append("</td>");
            for (long value : values) {
                html.append("<td class=\"n\">").append(value < 0 ? "" : String.format(locale, "%,d", value)).append("</td>");
            }
            html.append("</tr>\n");
        });
        html.append("</table>\n");
        if (countries != null && !countries.rows().isEmpty()) {
            countries(html, countries, countryColours(report, countries.comparison()), words, locale);
        }
        if (!report.missing().isEmpty()) {
            html.append("<p class=\"muted\">").append(escape(words.text("keywords.report.html.missing", report.missing().size())))
                    .append("</p>\n");
        }
        html.append("<p class=\"muted\">").append(escape(words.text("keywords.report.html.source"))).append("</p>\n")
                .append("</body>\n</html>\n");
        out.write(html.toString());
        out.flush();
    }

    /**
     * Each of the comparison's series' colour: the chart's for a series the report shows (a renamed or recoloured one
     * keeps it), else its place in the palette.
     */
    static List<Integer> countryColours(KeywordReport report, Comparison comparison) {
        List<Integer> colours = new java.util.ArrayList<>();
        for (int s = 0; s < comparison.series().size(); s++) {
            KeywordTerms terms = comparison.series().get(s);
            int place = s;
            colours.add(report.series().stream().filter(series -> series.terms().equals(terms)).findFirst()
                    .map(KeywordReport.Series::colour).orElse(place));
        }
        return colours;
    }

    /** Interest by country: the map, then each country's count and share per series, busiest first. */
    private static void countries(StringBuilder html, CountryInterest.Result countries, List<Integer> colours,
                                  Phrasebook words, Locale locale) throws IOException {
        ByteArrayOutputStream map = new ByteArrayOutputStream();
        KeywordReportImage.writePng(CountryMap.draw(countries.rows(), colours, 1440, 720, CountryMap.Colours.LIGHT), map);
        List<String> names = countries.comparison().series().stream().map(KeywordTerms::label).toList();
        html.append("<h2>").append(escape(words.text("keywords.report.html.countries"))).append("</h2>\n");
        html.append("<img alt=\"").append(escape(words.text("keywords.report.html.mapAlt"))).append("\" width=\"720\" ")
                .append("src=\"data:image/png;base64,").append(Base64.getEncoder().encodeToString(map.toByteArray()))
                .append("\">\n<table>\n<tr><th>").append(escape(words.text("keywords.countries.country"))).append("</th>");
        for (String name : names) {
            html.append("<th class=\"n\">").append(escape(name)).append("</th><th class=\"n\">")
                    .append(escape(words.text("keywords.countries.shareOf", name))).append("</th>");
        }
        html.append("</tr>\n");
        for (CountryInterest.Row row : countries.rows()) {
            html.append("<tr><td>").append(escape(row.country().displayName(locale) + " (" + row.country().code() + ")"
                    + (row.complete() ? "" : " " + words.text("keywords.countries.incomplete")))).append("</td>");
            for (int s = 0; s < row.counts().size(); s++) {
                html.append("<td class=\"n\">").append(String.format(locale, "%,d", row.counts().get(s)))
                        .append("</td><td class=\"n\">").append(escape(words.text("keywords.countries.share",
                                row.shares().get(s) * 100))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    private static void row(StringBuilder html, String name, String value) {
        html.append("<tr><th>").append(escape(name)).append("</th><td>").append(escape(value)).append("</td></tr>\n");
    }

    /** Text as HTML shows it: keywords and names are the user's, never markup. */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '&' -> escaped.append("&amp;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
