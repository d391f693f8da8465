package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class KeywordInsightsTest {

    /** A Monday, 00:00 UTC. */
    private static final String WEEK_START = "2026-02-16T00:00:00Z";
    private static final String WEEK_END = "2026-02-23T00:00:00Z";

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    private Response search(String query) {
        return ads.get(MARKETER, "/12/insights/keywords/search?" + query);
    }

    private static List<Long> volumes(Response response) {
        List<Long> volumes = new ArrayList<>();
        response.data().get("tweet_volume").forEach(node -> volumes.add(node.asLong()));
        return volumes;
    }

    private List<Long> hourlyWeek(String keywords, String extra) {
        Response response = search("granularity=HOUR&keywords=" + enc(keywords) + "&start_time=" + WEEK_START
                + "&end_time=" + WEEK_END + extra);
        assertThat(response.status()).isEqualTo(200);
        return volumes(response);
    }

    @Test
    void granularityIsRequired() {
        Response response = search("keywords=coffee&start_time=" + WEEK_START);

        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("granularity");
    }

    @Test
    void granularityIsDayOrHour() {
        assertThat(search("granularity=WEEK&keywords=coffee&start_time=" + WEEK_START).errorParameter())
                .isEqualTo("granularity");
    }

    @Test
    void keywordsAreRequired() {
        assertThat(search("granularity=DAY&start_time=" + WEEK_START).errorParameter()).isEqualTo("keywords");
    }

    @Test
    void startTimeIsRequired() {
        Response response = search("granularity=DAY&keywords=coffee");

        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("start_time");
    }

    @Test
    void startTimeMustBeATimestamp() {
        assertThat(search("granularity=DAY&keywords=coffee&start_time=yesterday").errorParameter()).isEqualTo("start_time");
    }

    @Test
    void aRangeOverSevenDaysIsRefused() {
        Response response = search("granularity=DAY&keywords=coffee&start_time=" + WEEK_START
                + "&end_time=2026-02-23T00:00:01Z");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("end_time");
    }

    @Test
    void endTimeMustFollowStartTime() {
        assertThat(search("granularity=DAY&keywords=coffee&start_time=" + WEEK_START + "&end_time=" + WEEK_START)
                .errorParameter()).isEqualTo("end_time");
    }

    @Test
    void moreThanTenKeywordsIncludingNegativesAreRefused() {
        Response response = search("granularity=DAY&keywords=a,b,c,d,e,f&negative_keywords=g,h,i,j,k&start_time=" + WEEK_START
                + "&end_time=" + WEEK_END);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("keywords");
        assertThat(search("granularity=DAY&keywords=a,b,c,d,e&negative_keywords=g,h,i,j,k&start_time=" + WEEK_START
                + "&end_time=" + WEEK_END).status()).isEqualTo(200);
    }

    @Test
    void endTimeDefaultsToNow() {
        Response response = search("granularity=HOUR&keywords=coffee&start_time=2026-03-02T07:00:00Z");

        assertThat(volumes(response)).hasSize(3);
        assertThat(response.json().path("request").path("params").path("end_time").asText()).isEqualTo("2026-03-02T10:00:00Z");
        assertThat(response.json().path("request").path("params").path("keywords").get(0).asText()).isEqualTo("coffee");
    }

    @Test
    void hourAndDayGranularityGiveOneVolumePerBucket() {
        assertThat(hourlyWeek("coffee", "")).hasSize(168);
        Response daily = search("granularity=DAY&keywords=coffee&start_time=" + WEEK_START + "&end_time=" + WEEK_END);
        assertThat(volumes(daily)).hasSize(7);
    }

    @Test
    void aDayHoldsTheSumOfItsHours() {
        List<Long> hours = hourlyWeek("coffee", "");
        Response daily = search("granularity=DAY&keywords=coffee&start_time=" + WEEK_START + "&end_time=" + WEEK_END);

        long firstDay = hours.subList(0, 24).stream().mapToLong(Long::longValue).sum();
        assertThat(volumes(daily).get(0)).isBetween(firstDay - 24, firstDay + 24);
    }

    @Test
    void hourBucketsStartingMidHourDoNotDoubleCount() {
        List<Long> aligned = volumes(search("granularity=HOUR&keywords=coffee&start_time=2026-02-16T10:00:00Z"
                + "&end_time=2026-02-16T14:00:00Z"));
        List<Long> shifted = volumes(search("granularity=HOUR&keywords=coffee&start_time=2026-02-16T10:30:00Z"
                + "&end_time=2026-02-16T14:30:00Z"));

        assertThat(shifted).isEqualTo(aligned);
    }

    @Test
    void timestampsBeyondTheYear9999AreRefused() {
        assertThat(search("granularity=DAY&keywords=coffee&start_time=%2B99999-01-01T00:00:00Z").errorParameter())
                .isEqualTo("start_time");
    }

    @Test
    void volumesAreDeterministic() {
        List<Long> first = hourlyWeek("coffee,espresso", "");
        try (AdsTestServer again = new AdsTestServer()) {
            Response response = again.get(MARKETER, "/12/insights/keywords/search?granularity=HOUR&keywords="
                    + enc("coffee,espresso") + "&start_time=" + WEEK_START + "&end_time=" + WEEK_END);
            assertThat(volumes(response)).isEqualTo(first);
        }
    }

    @Test
    void keywordsHaveDifferentVolumes() {
        assertThat(hourlyWeek("coffee", "")).isNotEqualTo(hourlyWeek("skateboard", ""));
    }

    @Test
    void moreKeywordsMeanMoreTweets() {
        long one = hourlyWeek("coffee", "").stream().mapToLong(Long::longValue).sum();
        long two = hourlyWeek("coffee,espresso", "").stream().mapToLong(Long::longValue).sum();

        assertThat(two).isGreaterThan(one);
    }

    @Test
    void negativeKeywordsLowerTheVolume() {
        List<Long> plain = hourlyWeek("coffee", "");
        List<Long> negated = hourlyWeek("coffee", "&negative_keywords=decaf");

        for (int i = 0; i < plain.size(); i++) {
            assertThat(negated.get(i)).isLessThanOrEqualTo(plain.get(i));
        }
        assertThat(negated.stream().mapToLong(Long::longValue).sum())
                .isLessThan(plain.stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void afternoonsAreBusierThanNightsInTheCountrysLocalTime() {
        List<Long> hours = hourlyWeek("coffee", "");
        long afternoons = 0;
        long nights = 0;
        for (int day = 0; day < 7; day++) {
            // United States (UTC-5): 14:00-16:00 local is 19-21 UTC; 02:00-04:00 local is 07-09 UTC.
            afternoons += hours.get(day * 24 + 19) + hours.get(day * 24 + 20) + hours.get(day * 24 + 21);
            nights += hours.get(day * 24 + 7) + hours.get(day * 24 + 8) + hours.get(day * 24 + 9);
        }

        assertThat(afternoons).isGreaterThan(nights * 2);
    }

    @Test
    void weekendsDifferFromWeekdays() {
        Response daily = search("granularity=DAY&keywords=coffee&start_time=2026-02-16T05:00:00Z&end_time=2026-02-23T05:00:00Z");
        List<Long> days = volumes(daily);
        double weekday = days.subList(0, 5).stream().mapToLong(Long::longValue).average().orElseThrow();
        double weekend = days.subList(5, 7).stream().mapToLong(Long::longValue).average().orElseThrow();

        assertThat(Math.abs(weekend - weekday) / weekday).isGreaterThan(0.1);
    }

    @Test
    void theLocationChangesTheVolume() {
        assertThat(hourlyWeek("coffee", "&location=06ef846bfc783874")).isNotEqualTo(hourlyWeek("coffee", ""));
    }

    @Test
    void thirtyDistinctRelatedKeywordsOtherThanTheInput() {
        List<String> words = related("coffee", enc("coffee news"));

        assertThat(words).hasSize(30).doesNotContain("coffee", "coffee news");
        assertThat(new HashSet<>(words)).hasSize(30);
        assertThat(words).allMatch(word -> word.contains("coffee"));
    }

    @Test
    void relatedKeywordsArePhrasesPeopleWriteWithTheKeywordsWordsApart() {
        List<String> words = related("espresso deals", "");

        // "espresso deals live", "best espresso deals", "#espressodeals": never the words run together
        // outside a hashtag ("espressodeals live"), never a word twice ("espresso deals deals").
        assertThat(words).hasSize(30).contains("#espressodeals", "best espresso deals");
        assertThat(words).filteredOn(word -> !word.startsWith("#")).allMatch(word -> word.contains("espresso deals"));
        assertThat(words).noneMatch(word -> word.contains("deals deals"));
        assertThat(words).filteredOn(word -> word.startsWith("#")).containsExactly("#espressodeals");
    }

    @Test
    void eachKeywordHasItsTurnInTheRelatedKeywords() {
        List<String> words = related("coffee,tea", "");

        assertThat(words).hasSize(30);
        assertThat(words.subList(0, 2)).anyMatch(word -> word.contains("coffee")).anyMatch(word -> word.contains("tea"));
        assertThat(words.stream().filter(word -> word.contains("tea")).count()).isEqualTo(15);
    }

    @Test
    void relatedKeywordsComeMostUsedFirst() {
        List<String> words = related("espresso", "");
        List<Long> weeks = words.stream().limit(4).map(word -> total(hourlyWeek(word, ""))).toList();

        assertThat(weeks.get(0)).isGreaterThanOrEqualTo(weeks.get(3));
    }

    // --- volumes are counts of posts ------------------------------------------------------------

    @Test
    void oringAKeywordWhosePostsAreAlreadyCountedAddsNothing() {
        // Every "espresso deals" post has "espresso": the OR counts exactly the "espresso" posts.
        assertThat(hourlyWeek("espresso,espresso deals", "")).isEqualTo(hourlyWeek("espresso", ""));
        assertThat(hourlyWeek("espresso deals,espresso", "")).isEqualTo(hourlyWeek("espresso", ""));
        assertThat(hourlyWeek("coffee,#coffee,best coffee", "")).isEqualTo(hourlyWeek("coffee", ""));
    }

    @Test
    void anOrCountsEachPostOnceSoItLiesBetweenTheLargestPartAndTheSum() {
        List<Long> coffee = hourlyWeek("coffee", "");
        List<Long> tea = hourlyWeek("tea", "");
        List<Long> either = hourlyWeek("coffee,tea", "");

        for (int hour = 0; hour < either.size(); hour++) {
            // Rounding to whole posts can move each figure by half a post.
            assertThat(either.get(hour)).isBetween(Math.max(coffee.get(hour), tea.get(hour)),
                    coffee.get(hour) + tea.get(hour) + 1);
        }
        assertThat(total(either)).isLessThan(total(coffee) + total(tea));
    }

    @Test
    void theOrderAndLetterCaseOfKeywordsDoNotMatter() {
        assertThat(hourlyWeek("Tea,COFFEE", "")).isEqualTo(hourlyWeek("coffee,tea", ""));
    }

    @Test
    void aPhraseIsASubsetOfEachOfItsWords() {
        List<Long> phrase = hourlyWeek("espresso deals", "");
        List<Long> espresso = hourlyWeek("espresso", "");
        List<Long> deals = hourlyWeek("deals", "");

        for (int hour = 0; hour < phrase.size(); hour++) {
            assertThat(phrase.get(hour)).isLessThanOrEqualTo(Math.min(espresso.get(hour), deals.get(hour)));
        }
        assertThat(total(phrase)).isPositive();
    }

    @Test
    void aNegativeKeywordTakesOutExactlyThePostsThatAlsoHaveIt() {
        // coffee = (coffee without decaf) + (coffee with decaf), and "coffee decaf" counts the latter.
        long coffee = total(hourlyWeek("coffee", ""));
        long withoutDecaf = total(hourlyWeek("coffee", "&negative_keywords=decaf"));
        long withDecaf = total(hourlyWeek("coffee decaf", ""));

        assertThat(withoutDecaf + withDecaf).isCloseTo(coffee, org.assertj.core.data.Offset.offset(168L));
        assertThat(withDecaf).isPositive();
    }

    @Test
    void aNegativeThatEveryMatchHasLeavesNothing() {
        assertThat(hourlyWeek("espresso deals", "&negative_keywords=espresso")).allMatch(volume -> volume == 0);
    }

    @Test
    void tenKeywordsOfTwoWordsEachAreCountedToo() {
        String ten = "espresso deals,latte art,cold brew,flat white,oat milk,iced coffee,coffee beans,french press,"
                + "pour over,moka pot";
        List<Long> hours = hourlyWeek(ten, "");

        assertThat(hours).hasSize(168).allMatch(volume -> volume >= 0);
        assertThat(total(hours)).isGreaterThanOrEqualTo(total(hourlyWeek("espresso deals,latte art", "")) * 9 / 10);
    }

    private List<String> related(String keywords, String negatives) {
        Response response = search("granularity=DAY&keywords=" + enc(keywords) + "&negative_keywords=" + negatives
                + "&start_time=" + WEEK_START + "&end_time=" + WEEK_END);
        List<String> words = new ArrayList<>();
        response.data().get("related_keywords").forEach(node -> words.add(node.asText()));
        return words;
    }

    private static long total(List<Long> volumes) {
        return volumes.stream().mapToLong(Long::longValue).sum();
    }

    @Test
    void insightsNeedUserContext() {
        assertThat(ads.get(null, "/12/insights/keywords/search?granularity=DAY&keywords=coffee&start_time=" + WEEK_START)
                .status()).isEqualTo(400);
    }
}
