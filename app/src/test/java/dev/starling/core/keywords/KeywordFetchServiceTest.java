package dev.starling.core.keywords;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import de.siegmar.fastcsv.reader.CsvReader;
import de.siegmar.fastcsv.reader.CsvRecord;
import dev.starling.testing.FakeClock;
import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.KeywordInsightsClient;
import dev.starling.core.api.ads.KeywordVolumeRequest;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.error.HttpFailure;
import dev.starling.core.requestlog.RequestLogFilter;
import dev.starling.core.store.CacheStore;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** Long ranges against the real in-process sandbox, signed in through the PIN flow. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KeywordFetchServiceTest {

    private static final Instant NOW = Instant.parse("2026-11-23T00:00:00Z");
    private static final Instant START = Instant.parse("2026-10-01T00:00:00Z");
    private static final Instant END = Instant.parse("2026-11-15T00:00:00Z");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path vault;
    @TempDir
    Path out;

    private SignedInSandbox sandbox;
    private KeywordInsightsClient client;
    private FakeClock clock;
    private CacheStore cache;
    private List<KeywordVolumeRequest> sent;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
        client = AdsClient.signedIn(sandbox.services()).keywordInsights();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void freshCache() {
        clock = new FakeClock(NOW);
        cache = CacheStore.inMemory(clock);
        sent = new ArrayList<>();
    }

    @Test
    void aRangeOfFortyFiveDaysIsFetchedInSevenCallsAndStitchedIntoOneDailySeries() {
        SeriesResult result = service(this::real).fetch(coffeeAndLatte(KeywordGranularity.DAY),
                KeywordFetchService.Mode.ONLINE, new FetchControl(), progress -> { });

        assertThat(result.windows()).hasSize(7).allSatisfy(window -> {
            assertThat(window.status()).isEqualTo(WindowStatus.FETCHED);
            assertThat(window.fetchedAt()).isEqualTo(NOW);
        });
        assertThat(result.points()).hasSize(45);
        assertThat(result.points().get(0).start()).isEqualTo(START);
        assertThat(result.points().get(44).end()).isEqualTo(END);
        assertThat(result.relatedKeywords()).hasSize(30);
        assertThat(sent).hasSize(7);
    }

    @Test
    void aSecondFetchOfCachedWindowsSendsNoRequest() {
        KeywordFetchService service = service(this::real);
        SeriesResult first = service.fetch(coffeeAndLatte(KeywordGranularity.HOUR), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), progress -> { });
        int logged = insightRequestsLogged();
        sent.clear();
        clock.sleep(Duration.ofDays(3));

        SeriesResult second = service.fetch(coffeeAndLatte(KeywordGranularity.HOUR), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), progress -> { });

        assertThat(sent).isEmpty();
        assertThat(insightRequestsLogged()).isEqualTo(logged);
        assertThat(second.windows()).allSatisfy(window -> {
            assertThat(window.status()).isEqualTo(WindowStatus.CACHED);
            assertThat(window.fromCache()).isTrue();
            assertThat(window.fetchedAt()).isEqualTo(NOW);
        });
        assertThat(second.points()).isEqualTo(first.points()).hasSize(45 * 24);
    }

    @Test
    void aFailingWindowKeepsTheOthersAndIsRetriedAlone() {
        AtomicInteger failuresLeft = new AtomicInteger(1);
        Instant failing = START.plus(Duration.ofDays(14));
        KeywordFetchService service = service(call -> {
            if (call.start().equals(failing) && failuresLeft.getAndDecrement() > 0) {
                throw new ApiException(new HttpFailure(503, "Service Unavailable"));
            }
            return real(call);
        });
        List<FetchProgress> reports = new ArrayList<>();

        SeriesResult partial = service.fetch(coffeeAndLatte(KeywordGranularity.DAY), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), reports::add);

        assertThat(partial.failedWindows()).singleElement().satisfies(window -> {
            assertThat(window.window().index()).isEqualTo(2);
            assertThat(window.failure()).hasMessageContaining("HTTP 503");
        });
        assertThat(partial.windows()).filteredOn(WindowResult::hasData).hasSize(6);
        assertThat(partial.points()).hasSize(45 - 7).noneMatch(point ->
                !point.start().isBefore(failing) && point.start().isBefore(failing.plus(Duration.ofDays(7))));
        assertThat(reports).hasSize(8);
        assertThat(reports.get(7)).satisfies(last -> {
            assertThat(last.windowsDone()).isEqualTo(7);
            assertThat(last.failed()).isEqualTo(1);
            assertThat(last.fetched()).isEqualTo(6);
        });
        sent.clear();

        SeriesResult retried = service.retryMissing(List.of(partial), new FetchControl(), progress -> { }).get(0);

        assertThat(sent).extracting(KeywordVolumeRequest::start).containsExactly(failing);
        assertThat(retried.complete()).isTrue();
        assertThat(retried.points()).hasSize(45);
    }

    @Test
    void cancellingStopsBeforeTheNextWindowAndKeepsWhatArrived() {
        FetchControl control = new FetchControl();
        KeywordFetchService service = service(this::real);

        SeriesResult result = service.fetch(coffeeAndLatte(KeywordGranularity.DAY), KeywordFetchService.Mode.ONLINE,
                control, progress -> {
                    if (progress.windowsDone() == 2) {
                        control.cancel();
                    }
                });

        assertThat(result.windows()).extracting(WindowResult::status).containsExactly(WindowStatus.FETCHED,
                WindowStatus.FETCHED, WindowStatus.CANCELLED, WindowStatus.CANCELLED, WindowStatus.CANCELLED,
                WindowStatus.CANCELLED, WindowStatus.CANCELLED);
        assertThat(result.points()).hasSize(14);
        assertThat(sent).hasSize(2);
    }

    @Test
    void offlineASavedComparisonOpensFromTheCacheWithItsAge() {
        KeywordFetchService online = service(this::real);
        List<SeriesResult> fetched = online.fetch(List.of(coffeeAndLatte(KeywordGranularity.DAY),
                        coffeeAndLatte(KeywordGranularity.DAY).withTerms(KeywordTerms.of(List.of("tea")))),
                KeywordFetchService.Mode.ONLINE, new FetchControl(), progress -> { });
        Comparison comparison = Comparison.of(fetched);
        clock.sleep(Duration.ofDays(2));
        KeywordFetchService offline = service(call -> {
            throw new AssertionError("offline must not send");
        });

        List<SeriesResult> reopened = offline.fetch(comparison.requests(), KeywordFetchService.Mode.OFFLINE,
                new FetchControl(), progress -> { });

        assertThat(reopened).hasSize(2).allSatisfy(series -> {
            assertThat(series.complete()).isTrue();
            assertThat(series.oldestFetch()).contains(NOW);
        });
        assertThat(reopened.get(1).points()).isEqualTo(fetched.get(1).points());
    }

    @Test
    void offlineAWindowThatWasNeverFetchedIsReportedAsNotCached() {
        SeriesResult result = service(call -> {
            throw new AssertionError("offline must not send");
        }).fetch(coffeeAndLatte(KeywordGranularity.DAY), KeywordFetchService.Mode.OFFLINE, new FetchControl(), p -> { });

        assertThat(result.windows()).extracting(WindowResult::status).containsOnly(WindowStatus.NOT_CACHED);
        assertThat(result.points()).isEmpty();
    }

    @Test
    void aWindowReachingIntoTheLastHourIsReusedForTenMinutesOnlyThenAskedAgain() {
        KeywordRequest recent = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.HOUR,
                NOW.minus(Duration.ofDays(2)), null, null);
        KeywordFetchService service = service(this::real);
        service.fetch(recent, KeywordFetchService.Mode.ONLINE, new FetchControl(), p -> { });
        clock.sleep(Duration.ofMinutes(5));

        SeriesResult soon = service.fetch(recent, KeywordFetchService.Mode.ONLINE,
                new FetchControl(), p -> { });
        clock.sleep(Duration.ofMinutes(6));
        SeriesResult later = service.fetch(recent, KeywordFetchService.Mode.ONLINE, new FetchControl(), p -> { });

        assertThat(soon.windows()).extracting(WindowResult::status).containsOnly(WindowStatus.CACHED);
        assertThat(later.windows()).extracting(WindowResult::status).containsOnly(WindowStatus.FETCHED);
        assertThat(sent).hasSize(2);
    }

    @Test
    void answersOfOneEnvironmentNeverStandInForAnothers() {
        service(this::real).fetch(coffeeAndLatte(KeywordGranularity.DAY), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), p -> { });
        VolumeSource elsewhere = new VolumeSource() {
            @Override
            public byte[] fetch(KeywordVolumeRequest call) {
                return real(call);
            }

            @Override
            public String origin() {
                return "https://ads-api.x.com";
            }
        };
        sent.clear();

        SeriesResult result = new KeywordFetchService(elsewhere, new KeywordCache(cache), clock)
                .fetch(coffeeAndLatte(KeywordGranularity.DAY), KeywordFetchService.Mode.ONLINE, new FetchControl(), p -> { });

        assertThat(result.windows()).extracting(WindowResult::status).containsOnly(WindowStatus.FETCHED);
        assertThat(sent).hasSize(7);
    }

    @Test
    void csvHoldsExactlyTheVolumesTheSandboxReturned() throws Exception {
        KeywordRequest coffee = coffeeAndLatte(KeywordGranularity.DAY);
        KeywordRequest tea = coffee.withTerms(KeywordTerms.of(List.of("tea with milk")));
        List<SeriesResult> results = service(this::real).fetch(List.of(coffee, tea), KeywordFetchService.Mode.ONLINE,
                new FetchControl(), p -> { });
        Path csv = out.resolve("volumes.csv");

        dev.starling.core.output.RunFiles.none().write(csv, file -> KeywordExport.writeCsv(file.writer(), results));

        List<CsvRecord> rows;
        try (CsvReader<CsvRecord> reader = CsvReader.builder().ofCsvRecord(csv)) {
            rows = reader.stream().toList();
        }
        assertThat(rows.get(0).getFields()).containsExactly("time", "coffee, latte -decaf", "tea with milk");
        List<Long> coffeeRaw = rawVolumes(coffee);
        List<Long> teaRaw = rawVolumes(tea);
        assertThat(rows).hasSize(46);
        for (int day = 0; day < 45; day++) {
            CsvRecord row = rows.get(day + 1);
            assertThat(row.getField(0)).isEqualTo(START.plus(Duration.ofDays(day)).toString());
            assertThat(Long.parseLong(row.getField(1))).isEqualTo(coffeeRaw.get(day));
            assertThat(Long.parseLong(row.getField(2))).isEqualTo(teaRaw.get(day));
        }
        assertThat(Files.list(out)).containsExactly(csv);
    }

    @Test
    void theRequestsExportNamesEveryCallWithItsParameters() throws Exception {
        SeriesResult result = service(this::real).fetch(coffeeAndLatte(KeywordGranularity.DAY),
                KeywordFetchService.Mode.ONLINE, new FetchControl(), p -> { });
        StringWriter json = new StringWriter();

        KeywordExport.writeRequestsJson(json, List.of(result));

        JsonNode series = JSON.readTree(json.toString()).get(0);
        assertThat(series.path("keywords").toString()).isEqualTo("[\"coffee\",\"latte\"]");
        assertThat(series.path("calls")).hasSize(7);
        assertThat(series.path("calls").get(0).path("params").path("negative_keywords").asText()).isEqualTo("decaf");
        assertThat(series.path("calls").get(6).path("params").path("end_time").asText()).isEqualTo(END.toString());
    }

    @Test
    void aRequestOverTheLimitsSendsNothing() {
        KeywordRequest tooLong = new KeywordRequest(KeywordTerms.of(List.of("coffee")), KeywordGranularity.DAY,
                NOW.minus(Duration.ofDays(120)), null, null);

        assertThatThrownBy(() -> service(this::real).fetch(tooLong, KeywordFetchService.Mode.ONLINE, new FetchControl(),
                p -> { })).isInstanceOfSatisfying(KeywordLimitException.class, e ->
                assertThat(e.problems()).extracting(LimitProblem::messageKey).containsExactly("keywords.limit.rangeTooLong"));
        assertThat(sent).isEmpty();
    }

    private KeywordFetchService service(VolumeSource source) {
        return new KeywordFetchService(source, new KeywordCache(cache), clock);
    }

    private byte[] real(KeywordVolumeRequest call) {
        sent.add(call);
        return client.searchBody(call);
    }

    private int insightRequestsLogged() {
        return (int) sandbox.services().requestLog().find(RequestLogFilter.ALL).stream()
                .filter(entry -> entry.path().contains("insights")).count();
    }

    /** The sandbox's own numbers, read from its answers' JSON without the client's parsing. */
    private List<Long> rawVolumes(KeywordRequest request) throws Exception {
        List<Long> volumes = new ArrayList<>();
        for (KeywordWindow window : Windowing.split(request)) {
            JsonNode body = JSON.readTree(client.searchBody(Windowing.call(request, window)));
            body.path("data").path("tweet_volume").forEach(value -> volumes.add(value.asLong()));
        }
        return volumes;
    }

    private static KeywordRequest coffeeAndLatte(KeywordGranularity granularity) {
        return new KeywordRequest(new KeywordTerms(List.of("coffee", "latte"), List.of("decaf")), granularity,
                START, END, "96683cc9126741d1");
    }
}
