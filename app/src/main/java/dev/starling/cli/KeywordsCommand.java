package dev.starling.cli;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.keywords.Comparison;
import dev.starling.core.keywords.CountryInterest;
import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.FetchProgress;
import dev.starling.core.keywords.KeywordCountries;
import dev.starling.core.keywords.KeywordCountry;
import dev.starling.core.keywords.KeywordExport;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.keywords.KeywordLimits;
import dev.starling.core.keywords.KeywordReport;
import dev.starling.core.keywords.KeywordReportHtml;
import dev.starling.core.keywords.KeywordReportImage;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.LimitProblem;
import dev.starling.core.keywords.SeriesResult;
import dev.starling.core.keywords.WindowResult;
import dev.starling.core.keywords.WindowStatus;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling keywords}: keyword tweet volumes over up to 90 days as CSV, as a report image
 * ({@code --png}) and as an HTML report ({@code --report}, with interest by country given {@code --countries}), for scripts. The same
 * windowed, cached fetch as the window's Keywords workspace: windows already in the cache are not
 * asked again, so re-running after a failure fetches only what is missing. Progress on stderr; exit
 * 0 when every window has data, 1 when some failed (the CSV is still written, with gaps) or nobody is
 * signed in, 2 on usage errors.
 */
@Command(name = "keywords", resourceBundle = "dev.starling.cli.help.keywords",
        mixinStandardHelpOptions = true, sortOptions = false)
public final class KeywordsCommand extends Subcommand {

    @Option(names = "--keywords", paramLabel = "LIST", descriptionKey = "keywords")
    List<String> keywords = new ArrayList<>();

    @Option(names = "--negative", paramLabel = "LIST", descriptionKey = "negative")
    String negative;

    @Option(names = "--from", paramLabel = "ISO", descriptionKey = "from")
    String from;

    @Option(names = "--to", paramLabel = "ISO", descriptionKey = "to")
    String to;

    @Option(names = "--granularity", paramLabel = "DAY|HOUR", descriptionKey = "granularity")
    String granularity = "DAY";

    @Option(names = "--location", paramLabel = "CC", descriptionKey = "location")
    String location;

    @Option(names = "--csv", paramLabel = "FILE", descriptionKey = "csv")
    Path csv;

    @Option(names = "--png", paramLabel = "FILE", descriptionKey = "png")
    Path png;

    @Option(names = "--report", paramLabel = "FILE", descriptionKey = "report")
    Path report;

    @Option(names = "--countries", paramLabel = "LIST", arity = "0..1", fallbackValue = "",
            descriptionKey = "countries")
    String countries;

    @Option(names = "--zone", paramLabel = "ZONE", descriptionKey = "zone")
    String zone;

    @Option(names = "--offline", descriptionKey = "offline")
    boolean offline;

    /** The countries of {@code --countries}, checked by {@link #plan()}. */
    private List<KeywordCountry> chosenCountries = List.of();

    /** Injectable for tests: "now" for the range checks. */
    Clock clock = Clock.systemUTC();

    @Override
    public Integer call() throws IOException {
        List<KeywordRequest> requests = plan();
        List<KeywordCountry> byCountry = chosenCountries;
        ZoneId imageZone = zone();
        return context.inSession((session, out, err) -> {
            if (!offline && !CommandContext.signedIn(session, err)) {
                return CommandContext.EXIT_FAILED;
            }
            CountryInterest interest = session.app().keywords().byCountry();
            if (!byCountry.isEmpty()) {
                // Said before anything is sent: the series' own fetch below is the first country's, or a part of it.
                KeywordRequest first = requests.get(0);
                Comparison asked = new Comparison(requests.stream().map(KeywordRequest::terms).toList(),
                        first.granularity(), first.start(), first.end(), first.location());
                err.println(Messages.text("keywords.cli.countries.cost", BundleText.of("keywords.countries.cost",
                        byCountry.size(), requests.size(), interest.cost(asked, byCountry))));
                err.flush();
            }
            KeywordFetchService service = session.app().keywords().fetches();
            List<SeriesResult> results = service.fetch(requests,
                    offline ? KeywordFetchService.Mode.OFFLINE : KeywordFetchService.Mode.ONLINE, new FetchControl(),
                    progress -> report(err, progress, requests.size()));
            if (csv != null) {
                context.runFiles().write(csv, file -> KeywordExport.writeCsv(file.writer(), results));
            } else if (png == null && report == null) {
                KeywordExport.writeCsv(out, results);
                out.flush();
            }
            if (png != null) {
                BufferedImage image = KeywordReportImage.draw(KeywordReport.of(results, imageZone), Messages::text,
                        Locale.getDefault(), KeywordReportImage.SCALE);
                context.runFiles().write(png, file -> KeywordReportImage.writePng(image, file.stream()));
            }
            CountryInterest.Result countryResult = byCountry.isEmpty() ? null : interest.fetch(Comparison.of(results),
                    byCountry, offline ? KeywordFetchService.Mode.OFFLINE : KeywordFetchService.Mode.ONLINE,
                    new FetchControl(), step -> {
                        err.println(Messages.text("keywords.cli.countries.step", step.done(), step.total(),
                                step.last().displayName(Locale.getDefault()), step.last().code()));
                        err.flush();
                    });
            if (report != null) {
                context.runFiles().write(report, file -> KeywordReportHtml.write(KeywordReport.of(results, imageZone),
                        countryResult, Messages::text, Locale.getDefault(), clock.instant(), file.writer()));
            }
            int exit = summarise(err, results);
            if (countryResult == null) {
                return exit;
            }
            long incomplete = countryResult.rows().stream().filter(row -> !row.complete()).count();
            err.println(Messages.text(incomplete == 0 ? "keywords.cli.countries.done" : "keywords.cli.countries.incomplete",
                    countryResult.rows().size(), incomplete));
            return incomplete == 0 ? exit : CommandContext.EXIT_FAILED;
        });
    }

    /** One line per window: which, and whether it was fetched, came from the cache (and from when) or failed. */
    private static void report(PrintWriter err, FetchProgress progress, int seriesCount) {
        WindowResult last = progress.last();
        if (last == null) {
            err.println(Messages.text("keywords.cli.fetching", progress.windowsTotal(), seriesCount));
        } else {
            String what = switch (last.status()) {
                case CACHED -> Messages.text("keywords.cli.window.CACHED", String.valueOf(last.fetchedAt()));
                case FAILED -> Messages.text("keywords.cli.window.FAILED", StarlingCommand.messageOf(last.failure()));
                case FETCHED, CANCELLED, NOT_CACHED -> Messages.text("keywords.cli.window." + last.status().name());
            };
            err.println(Messages.text(seriesCount > 1 ? "keywords.cli.window.ofSeries" : "keywords.cli.window",
                    progress.windowsDone(), progress.windowsTotal(), String.valueOf(last.window().start()),
                    String.valueOf(last.window().end()), what, progress.seriesIndex() + 1));
        }
        err.flush();
    }

    private int summarise(PrintWriter err, List<SeriesResult> results) {
        List<WindowResult> windows = results.stream().flatMap(result -> result.windows().stream()).toList();
        long fetched = windows.stream().filter(w -> w.status() == WindowStatus.FETCHED).count();
        long cached = windows.stream().filter(WindowResult::fromCache).count();
        long missing = windows.stream().filter(w -> !w.hasData()).count();
        err.println(Messages.text("keywords.cli.summary", windows.size(), fetched, cached, missing,
                written("csv", csv) + written("png", png) + written("report", report)));
        if (missing == 0) {
            return 0;
        }
        err.println(Messages.text("keywords.cli.someMissing", offline ? 1 : 0));
        return CommandContext.EXIT_FAILED;
    }

    /** "; CSV written to FILE" for a file that was asked for, else nothing. */
    private static String written(String what, Path file) {
        return file == null ? "" : Messages.text("keywords.cli.written." + what, file.toAbsolutePath().toString());
    }

    /** Checks the arguments; every problem is a usage error (exit 2) naming the option. */
    List<KeywordRequest> plan() {
        // first: a path that may never be written is refused whatever else is wrong
        context.checkOutput("--csv", csv, context.runFiles());
        context.checkOutput("--png", png, context.runFiles());
        context.checkOutput("--report", report, context.runFiles());
        chosenCountries = countries();
        if (keywords.isEmpty()) {
            throw context.usage(Messages.text("keywords.cli.missingKeywords"));
        }
        if (from == null) {
            throw context.usage(Messages.text("keywords.cli.missingFrom"));
        }
        if (csv != null && png != null && csv.toAbsolutePath().normalize().equals(png.toAbsolutePath().normalize())) {
            throw context.usage(Messages.text("keywords.cli.csvIsPng"));
        }
        if (report != null && (csv != null && report.toAbsolutePath().normalize().equals(csv.toAbsolutePath().normalize())
                || png != null && report.toAbsolutePath().normalize().equals(png.toAbsolutePath().normalize()))) {
            throw context.usage(Messages.text("keywords.cli.reportIsCsvOrPng"));
        }
        KeywordGranularity bucket;
        try {
            bucket = KeywordGranularity.valueOf(granularity.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw context.usage(Messages.text("keywords.cli.badGranularity", granularity));
        }
        String targeting = KeywordCountries.targetingValueOf(location).orElseThrow(() -> context.usage(
                Messages.text("keywords.cli.badLocation", countryCodes(), String.valueOf(location))));
        Instant start = IsoInstant.parse("--from", from, context::usage);
        Instant end = endOf(to);
        List<String> negatives = KeywordTerms.splitCommaList(negative);
        List<KeywordRequest> requests = new ArrayList<>();
        Instant now = clock.instant();
        for (String series : keywords) {
            KeywordRequest request = new KeywordRequest(new KeywordTerms(KeywordTerms.splitCommaList(series), negatives),
                    bucket, start, end, targeting);
            List<LimitProblem> problems = KeywordLimits.check(request, now);
            if (!problems.isEmpty()) {
                throw context.usage(problems.stream().map(p -> option(p.field()) + ": " + Messages.text(p.messageKey(),
                        p.args().toArray())).collect(Collectors.joining(System.lineSeparator())));
            }
            requests.add(request);
        }
        return requests;
    }

    /**
     * The countries of {@code --countries}, in the order given, each once; the window's list when it is given alone;
     * empty when it is not given. A usage error (exit 2) without {@code --report} or for a country not listed.
     */
    List<KeywordCountry> countries() {
        if (countries == null) {
            return List.of();
        }
        if (report == null) {
            throw context.usage(Messages.text("keywords.cli.countriesWithoutReport"));
        }
        List<String> codes = KeywordTerms.splitCommaList(countries);
        if (codes.isEmpty()) {
            return KeywordCountries.all(Locale.getDefault());
        }
        java.util.LinkedHashSet<KeywordCountry> chosen = new java.util.LinkedHashSet<>();
        for (String code : codes) {
            chosen.add(KeywordCountries.byCode(code).orElseThrow(() -> context.usage(
                    Messages.text("keywords.cli.badCountry", countryCodes(), code))));
        }
        return List.copyOf(chosen);
    }

    /** The country codes the options take: "US, GB, DE, ...". */
    private static String countryCodes() {
        return KeywordCountries.all(Locale.ENGLISH).stream().map(KeywordCountry::code).collect(Collectors.joining(", "));
    }

    /** The image's zone; a usage error (exit 2) when it is not one. */
    private ZoneId zone() {
        if (zone == null || zone.isBlank()) {
            return ZoneOffset.UTC;
        }
        try {
            return ZoneId.of(zone.strip());
        } catch (DateTimeException e) {
            throw context.usage(Messages.text("keywords.cli.badZone", zone));
        }
    }

    /** A date alone means through that day (UTC), as people read "to 15 November". */
    private Instant endOf(String text) {
        if (text == null) {
            return null;
        }
        try {
            return LocalDate.parse(text.strip()).plusDays(1).atStartOfDay().toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException notADate) {
            return IsoInstant.parse("--to", text, context::usage);
        }
    }

    private static String option(LimitProblem.Field field) {
        return switch (field) {
            case KEYWORDS -> "--keywords";
            case NEGATIVE_KEYWORDS -> "--negative";
            case GRANULARITY -> "--granularity";
            case START -> "--from";
            case END -> "--to";
            case LOCATION -> "--location";
        };
    }
}
