package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Ads sandbox answers with the quirks of X's real records, so clients are tested against them. */
class RealXQuirksTest {

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void someAudienceRecordsLeaveOutPermissionOwnershipAndDescriptionAsXsMay() {
        String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
        JsonNode holiday = AdsTestServer.find(ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences").data(),
                "name", "Holiday promo");

        assertThat(holiday.has("permission_level")).isFalse();
        assertThat(holiday.has("is_owner")).isFalse();
        assertThat(holiday.has("description")).isFalse();
        assertThat(holiday.path("owner_account_id").asText()).isEqualTo(eu);
    }

    @Test
    void aWebAudienceCarriesItsListType() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");
        JsonNode web = AdsTestServer.find(ads.get(ENGINEER, "/12/accounts/" + retail + "/custom_audiences").data(),
                "name", "Northwind site visitors");

        assertThat(web.path("audience_type").asText()).isEqualTo("WEB");
        assertThat(web.path("list_type").asText()).isEqualTo("WEB");
        assertThat(web.path("targetable_types")).extracting(JsonNode::asText).containsExactly("WEB", "EXCLUDED_WEB");
    }

    @Test
    void listsCarryTotalCountOnlyWhenAskedAndAccountsCarryXsExtraFields() {
        Response plain = ads.get(MARKETER, "/12/accounts");
        Response counted = ads.get(MARKETER, "/12/accounts?with_total_count=true");

        assertThat(plain.json().has("total_count")).isFalse();
        assertThat(counted.json().path("total_count").asInt()).isEqualTo(counted.data().size());
        assertThat(plain.data()).allSatisfy(account -> {
            assertThat(account.path("timezone_switch_at").asText()).isNotEmpty();
            assertThat(account.path("salt").asText()).isNotEmpty();
            assertThat(account.path("approval_status").asText()).isEqualTo("ACCEPTED");
        });
    }
}
