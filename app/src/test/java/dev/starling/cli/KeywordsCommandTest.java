package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.keywords.KeywordRequest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Argument handling of {@code starling keywords}: the requests a run makes, and usage errors (exit 2). */
class KeywordsCommandTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:21:30Z");

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine commandLine() {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        ((KeywordsCommand) commandLine.getSubcommands().get("keywords").getCommand()).clock = Clock.fixed(NOW, ZoneOffset.UTC);
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine;
    }

    private List<KeywordRequest> plan(String... args) {
        CommandLine commandLine = commandLine();
        List<String> all = new ArrayList<>(List.of("keywords"));
        all.addAll(List.of(args));
        commandLine.parseArgs(all.toArray(String[]::new));
        return ((KeywordsCommand) commandLine.getSubcommands().get("keywords").getCommand()).plan();
    }

    private int run(String... args) {
        List<String> all = new ArrayList<>(List.of("--data-dir", dir.resolve("data").toString(), "keywords"));
        all.addAll(List.of(args));
        return commandLine().execute(all.toArray(String[]::new));
    }

    @Test
    void theIssuesExampleAsksForDailyUsVolumesThroughTheEndOfTheLastDate() {
        List<KeywordRequest> requests = plan("--keywords", "coffee, latte", "--negative", "decaf", "--from", "2026-10-01",
                "--to", "2026-11-15");

        assertThat(requests).singleElement().satisfies(request -> {
            assertThat(request.keywords()).containsExactly("coffee", "latte");
            assertThat(request.negativeKeywords()).containsExactly("decaf");
            assertThat(request.granularity()).isEqualTo(KeywordGranularity.DAY);
            assertThat(request.start()).isEqualTo(Instant.parse("2026-10-01T00:00:00Z"));
            assertThat(request.end()).isEqualTo(Instant.parse("2026-11-16T00:00:00Z"));
            assertThat(request.location()).isEqualTo("96683cc9126741d1");
        });
    }

    @Test
    void repeatedKeywordsAreSeriesToCompareAndLocationTakesACountryCode() {
        List<KeywordRequest> requests = plan("--keywords", "coffee", "--keywords", "tea,chai", "--from",
                "2026-11-01T06:00:00Z", "--granularity", "hour", "--location", "de");

        assertThat(requests).extracting(r -> r.terms().label()).containsExactly("coffee", "tea, chai");
        assertThat(requests).allSatisfy(request -> {
            assertThat(request.granularity()).isEqualTo(KeywordGranularity.HOUR);
            assertThat(request.end()).as("resolved to now when fetching").isNull();
            assertThat(request.location()).isEqualTo("fdcd221ac44fa326");
        });
    }

    @Test
    void missingKeywordsOrStartAreUsageErrors() {
        assertThat(run("--from", "2026-10-01")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --keywords");
        assertThat(run("--keywords", "coffee")).isEqualTo(2);
        assertThat(err.toString()).contains("Missing --from");
    }

    @Test
    void limitsAreUsageErrorsInWordsNamingTheOption() {
        assertThat(run("--keywords", "a,b,c,d,e,f,g,h", "--negative", "x,y,z", "--from", "2026-10-01")).isEqualTo(2);
        assertThat(err.toString()).contains("--keywords: 11 keywords and negative keywords: at most 10 together.");
        assertThat(run("--keywords", "coffee", "--from", "2026-06-01", "--to", "2026-10-01")).isEqualTo(2);
        assertThat(err.toString()).contains("--to: The range spans 123 days; at most 90 days");
        assertThat(run("--keywords", "coffee", "--from", "2026-10-01", "--to", "2026-09-01")).isEqualTo(2);
        assertThat(err.toString()).contains("--to: The end must be later than the start.");
    }

    @Test
    void badGranularityLocationOrTimeAreUsageErrors() {
        assertThat(run("--keywords", "coffee", "--from", "2026-10-01", "--granularity", "WEEK")).isEqualTo(2);
        assertThat(err.toString()).contains("--granularity takes DAY or HOUR, not 'WEEK'");
        assertThat(run("--keywords", "coffee", "--from", "2026-10-01", "--location", "Narnia")).isEqualTo(2);
        assertThat(err.toString()).contains("--location takes a country code (").contains("not 'Narnia'");
        assertThat(run("--keywords", "coffee", "--from", "yesterday")).isEqualTo(2);
        assertThat(err.toString()).contains("--from takes an ISO 8601 time");
    }

    @Test
    void countriesNeedAReportAndTakeListedCodesEachOnceOrAloneTheWindowsList() {
        assertThat(run("--keywords", "coffee", "--from", "2026-11-01", "--countries", "US,GB")).isEqualTo(2);
        assertThat(err.toString()).contains("--countries adds interest by country to the report: give --report FILE too");
        err.getBuffer().setLength(0);
        assertThat(run("--keywords", "coffee", "--from", "2026-11-01", "--report", dir.resolve("r.html").toString(),
                "--countries", "US,XX")).isEqualTo(2);
        assertThat(err.toString()).contains("--countries takes country codes (").contains("not 'XX'");
        assertThat(dir.resolve("r.html")).doesNotExist();

        assertThat(countries("--countries", "gb,US,GB")).extracting(country -> country.code()).containsExactly("GB", "US");
        assertThat(countries("--countries")).containsExactlyElementsOf(
                dev.starling.core.keywords.KeywordCountries.all(java.util.Locale.getDefault()));
        assertThat(countries()).isEmpty();
    }

    private List<dev.starling.core.keywords.KeywordCountry> countries(String... options) {
        CommandLine commandLine = commandLine();
        List<String> all = new ArrayList<>(List.of("keywords", "--keywords", "coffee", "--from", "2026-11-01", "--report",
                dir.resolve("r.html").toString()));
        all.addAll(List.of(options));
        commandLine.parseArgs(all.toArray(String[]::new));
        return ((KeywordsCommand) commandLine.getSubcommands().get("keywords").getCommand()).countries();
    }
}
