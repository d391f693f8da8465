package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static dev.starling.sandbox.ads.AdsTestServer.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CustomAudienceListTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");

    @AfterEach
    void stop() {
        ads.close();
    }

    private Response list(String account, String query) {
        return ads.get(MARKETER, "/12/accounts/" + account + "/custom_audiences" + (query.isEmpty() ? "" : "?" + query));
    }

    @Test
    void listsTheAccountsOwnAudiencesWithTheirFields() {
        Response response = list(us, "");

        assertThat(response.status()).isEqualTo(200);
        assertThat(texts(response.data(), "name")).containsExactlyInAnyOrder("Newsletter subscribers",
                "Lapsed customers", "App installers", "Trade show leads", "Loyal app users",
                // Seeded for the flexible-audience editor: five mobile audiences listed (a sixth is deleted), two flexible.
                "Loyalty app members", "Order-ahead users", "Push opt-ins", "Dormant app users", "Beta testers",
                "Loyal app members, not lapsed", "Frequent orderers");
        var newsletter = AdsTestServer.find(response.data(), "name", "Newsletter subscribers");
        assertThat(newsletter.fieldNames()).toIterable().contains("id", "description", "audience_type", "targetable",
                "targetable_types", "reasons_not_targetable", "permission_level", "owner_account_id", "partner_source",
                "audience_size", "created_at", "updated_at", "deleted");
        assertThat(newsletter.get("targetable").asBoolean()).isTrue();
        assertThat(newsletter.get("audience_size").asInt()).isEqualTo(1200);
        assertThat(newsletter.get("owner_account_id").asText()).isEqualTo(us);
        assertThat(response.json().path("request").path("params").path("account_id").asText()).isEqualTo(us);
    }

    @Test
    void seededAudiencesCoverTargetableAndUntargetableStates() {
        Response response = list(us, "");

        var lapsed = AdsTestServer.find(response.data(), "name", "Lapsed customers");
        assertThat(lapsed.get("targetable").asBoolean()).isFalse();
        assertThat(lapsed.get("reasons_not_targetable")).hasSize(1);
        assertThat(lapsed.get("reasons_not_targetable").get(0).asText()).isEqualTo("TOO_SMALL");
        var placeholder = AdsTestServer.find(response.data(), "name", "Trade show leads");
        assertThat(placeholder.get("audience_size").isNull()).isTrue();
        assertThat(AdsTestServer.find(response.data(), "name", "App installers").get("audience_type").asText())
                .isEqualTo("MOBILE");
        assertThat(AdsTestServer.find(response.data(), "name", "Loyal app users").get("audience_type").asText())
                .isEqualTo("FLEXIBLE");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "1001", "ten"})
    void countOutsideOneToThousandIsRefused(String count) {
        Response response = list(us, "count=" + count);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("INVALID_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("count");
    }

    @Test
    void cursorWalksEveryAudienceOnceInPages() {
        for (int i = 0; i < 7; i++) {
            ads.post(MARKETER, "/12/accounts/" + us + "/custom_audiences?name=Extra%20" + i);
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        for (int page = 0; page < 20; page++) {
            Response response = list(us, "count=3" + (cursor == null ? "" : "&cursor=" + cursor));
            assertThat(response.data().size()).isLessThanOrEqualTo(3);
            seen.addAll(texts(response.data(), "id"));
            cursor = response.json().get("next_cursor").isNull() ? null : response.json().get("next_cursor").asText();
            if (cursor == null) {
                break;
            }
        }
        assertThat(cursor).isNull();
        // 12 seeded (not deleted) audiences and the 7 extras.
        assertThat(seen).hasSize(19).doesNotHaveDuplicates();
    }

    @Test
    void defaultCountIsTwoHundred() {
        for (int i = 0; i < 200; i++) {
            ads.post(MARKETER, "/12/accounts/" + us + "/custom_audiences?name=Bulk%20" + i);
        }
        Response response = list(us, "");

        assertThat(response.data()).hasSize(200);
        assertThat(response.json().get("next_cursor").isNull()).isFalse();
    }

    @Test
    void withTotalCountAddsTheTotal() {
        Response response = list(us, "with_total_count=true&count=1");

        assertThat(response.json().get("total_count").asInt()).isEqualTo(12);
        assertThat(response.data()).hasSize(1);
    }

    @Test
    void withTotalCountIsLimitedToTwoHundredRequestsPerFifteenMinutes() {
        for (int i = 0; i < 200; i++) {
            assertThat(list(us, "with_total_count=true&count=1").status()).isEqualTo(200);
        }

        Response refused = list(us, "with_total_count=true&count=1");

        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.errorCode()).isEqualTo("TOO_MANY_REQUESTS");
        assertThat(refused.headers().firstValue("x-rate-limit-remaining")).hasValue("0");
        assertThat(list(us, "count=1").status()).isEqualTo(200);
        ads.clock.advance(java.time.Duration.ofMinutes(15));
        assertThat(list(us, "with_total_count=true&count=1").status()).isEqualTo(200);
    }

    @Test
    void withTotalCountAndCursorAreExclusive() {
        String cursor = list(us, "count=1").json().get("next_cursor").asText();

        Response response = list(us, "with_total_count=true&cursor=" + cursor);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("with_total_count");
    }

    @Test
    void aCursorThisApiDidNotIssueIsRefused() {
        Response response = list(us, "cursor=" + enc("not a cursor"));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("cursor");
    }

    @Test
    void aHugeCursorIsRefusedNotAFailure() {
        assertThat(list(us, "cursor=czzzzzz").errorParameter()).isEqualTo("cursor");
        assertThat(list(us, "cursor=czzzzz").data()).isEmpty();
    }

    @Test
    void sortByNameAscendingAndDescending() {
        List<String> ascending = texts(list(us, "sort_by=name-asc").data(), "name");
        List<String> descending = texts(list(us, "sort_by=name-desc").data(), "name");

        assertThat(ascending).isSortedAccordingTo(String.CASE_INSENSITIVE_ORDER);
        assertThat(descending).isSortedAccordingTo(String.CASE_INSENSITIVE_ORDER.reversed());
    }

    @Test
    void sortByAnUnknownAttributeIsRefused() {
        Response response = list(us, "sort_by=colour-asc");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("sort_by");
    }

    @Test
    void sharedScopeShowsAudiencesOtherAccountsShared() {
        Response shared = list(eu, "permission_scope=SHARED");
        Response owned = list(eu, "permission_scope=OWNER");

        assertThat(texts(shared.data(), "name")).containsExactly("Newsletter subscribers");
        assertThat(shared.data().get(0).get("permission_level").asText()).isEqualTo("READ_ONLY");
        assertThat(shared.data().get(0).get("owner_account_id").asText()).isEqualTo(us);
        assertThat(texts(owned.data(), "name")).doesNotContain("Newsletter subscribers");
    }

    @Test
    void anUnknownPermissionScopeIsRefused() {
        Response response = list(us, "permission_scope=EVERYONE");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("permission_scope");
    }

    @Test
    void qMatchesANamePrefixIgnoringCase() {
        Response response = list(us, "q=" + enc("nEWS"));

        assertThat(texts(response.data(), "name")).containsExactly("Newsletter subscribers");
        assertThat(list(us, "q=letter").data()).isEmpty();
    }

    @Test
    void qLongerThan255CharactersIsRefused() {
        Response response = list(us, "q=" + "a".repeat(256));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("q");
    }

    @Test
    void customAudienceIdsFilterTheList() {
        String lapsed = ads.audienceId(MARKETER, us, "Lapsed customers");
        String installers = ads.audienceId(MARKETER, us, "App installers");

        Response response = list(us, "custom_audience_ids=" + lapsed + "," + installers);

        assertThat(texts(response.data(), "id")).containsExactlyInAnyOrder(lapsed, installers);
    }

    @Test
    void moreThanTwoHundredIdsAreRefused() {
        String ids = IntStream.range(0, 201).mapToObj(i -> "id" + i).collect(Collectors.joining(","));

        Response response = list(us, "custom_audience_ids=" + ids);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("custom_audience_ids");
    }

    @Test
    void deletedAudiencesAppearOnlyWithWithDeleted() {
        assertThat(texts(list(eu, "").data(), "name")).doesNotContain("Old prospects");

        Response response = list(eu, "with_deleted=true");

        var deleted = AdsTestServer.find(response.data(), "name", "Old prospects");
        assertThat(deleted.get("deleted").asBoolean()).isTrue();
    }

    @Test
    void aBooleanParameterThatIsNotABooleanIsRefused() {
        Response response = list(us, "with_deleted=maybe");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("with_deleted");
    }

    @Test
    void defaultOrderIsNewestFirst() {
        Response response = list(us, "");

        List<String> created = texts(response.data(), "created_at");
        assertThat(created).isSortedAccordingTo(Comparator.<String>naturalOrder().reversed());
    }
}
