package dev.starling.core.api.ads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.InstanceOfAssertFactories;
import dev.starling.core.text.Messages;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.keywords.KeywordCountries;
import dev.starling.core.keywords.KeywordCountry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** {@code GET /12/insights/keywords/search} against the in-process sandbox, signed in as demo_marketer. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KeywordInsightsClientTest {

    private static final Instant START = Instant.parse("2026-10-01T06:00:00Z");

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private KeywordInsightsClient client;

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

    @Test
    void bucketsArePlacedFromTheEchoedStartAndTheLastOneEndsAtTheEnd() {
        Instant end = START.plus(Duration.ofDays(2)).plus(Duration.ofHours(5));
        KeywordVolumes volumes = client.search(new KeywordVolumeRequest(List.of("coffee", "latte"), List.of("decaf"),
                KeywordGranularity.DAY, START, end, null));

        assertThat(volumes.params().start()).isEqualTo(START);
        assertThat(volumes.params().end()).isEqualTo(end);
        assertThat(volumes.params().keywords()).containsExactly("coffee", "latte");
        assertThat(volumes.params().negativeKeywords()).containsExactly("decaf");
        assertThat(volumes.params().location()).isEqualTo(KeywordCountries.DEFAULT.targetingValue());
        assertThat(volumes.points()).extracting(VolumePoint::start)
                .containsExactly(START, START.plus(Duration.ofDays(1)), START.plus(Duration.ofDays(2)));
        assertThat(volumes.points().get(2).end()).isEqualTo(end);
        assertThat(volumes.points()).allSatisfy(point -> assertThat(point.volume()).isPositive());
        assertThat(volumes.relatedKeywords()).hasSize(30).doesNotContain("coffee", "latte", "decaf");
    }

    @Test
    void theSandboxAnswersForEveryListedCountryWithItsOwnVolumes() {
        long us = totalFor(KeywordCountries.DEFAULT);
        List<KeywordCountry> countries = KeywordCountries.all(Locale.ENGLISH);

        assertThat(countries).hasSizeGreaterThanOrEqualTo(20);
        assertThat(countries).filteredOn(country -> country != KeywordCountries.DEFAULT)
                .allSatisfy(country -> assertThat(totalFor(country)).as(country.code()).isNotEqualTo(us));
        assertThat(countries).extracting(c -> c.displayName(Locale.ENGLISH)).contains("United States", "Germany", "Japan");
    }

    @Test
    void aRangeOverSevenDaysIsRefusedWithTheApisReason() {
        KeywordVolumeRequest tooLong = new KeywordVolumeRequest(List.of("coffee"), List.of(), KeywordGranularity.HOUR,
                START, START.plus(Duration.ofDays(8)), null);

        assertThatThrownBy(() -> client.search(tooLong)).isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING)
                .contains("at most 7 days");
    }

    @Test
    void anAnswerWithoutVolumesIsNotReadAsEmpty() {
        KeywordVolumeRequest request = new KeywordVolumeRequest(List.of("coffee"), List.of(), KeywordGranularity.DAY,
                START, START.plus(Duration.ofDays(1)), null);

        assertThatThrownBy(() -> KeywordInsightsClient.read(request, "{\"data\":{}}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> KeywordInsightsClient.read(request, "<html>".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ApiException.class);
    }

    private long totalFor(KeywordCountry country) {
        return client.search(new KeywordVolumeRequest(List.of("coffee"), List.of(), KeywordGranularity.DAY, START,
                START.plus(Duration.ofDays(1)), country.targetingValue())).points().get(0).volume();
    }
}
