package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TargetedCampaignsTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
    private final String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");

    @AfterEach
    void stop() {
        ads.close();
    }

    private Response targeted(String account, String audience, String query) {
        return ads.get(MARKETER, "/12/accounts/" + account + "/custom_audiences/" + audience + "/targeted" + query);
    }

    @Test
    void byDefaultOnlyServableLineItemsAreListed() {
        Response response = targeted(us, newsletter, "");

        assertThat(response.status()).isEqualTo(200);
        assertThat(texts(response.data(), "campaign_name")).containsExactly("Spring launch");
        var lineItems = response.data().get(0).get("line_items");
        assertThat(texts(lineItems, "name")).containsExactly("Newsletter - feed");
        assertThat(lineItems.get(0).get("servable").asBoolean()).isTrue();
        assertThat(response.json().has("next_cursor")).isTrue();
    }

    @Test
    void withActiveFalseAddsUnservableLineItems() {
        Response response = targeted(us, newsletter, "?with_active=false");

        var lineItems = response.data().get(0).get("line_items");
        assertThat(texts(lineItems, "name")).containsExactly("Newsletter - feed", "Newsletter and app - search");
        assertThat(lineItems.get(1).get("servable").asBoolean()).isFalse();
    }

    @Test
    void aCampaignWithOnlyUnservableLineItemsAppearsOnlyWithWithActiveFalse() {
        String lapsed = ads.audienceId(MARKETER, us, "Lapsed customers");

        assertThat(targeted(us, lapsed, "").data()).isEmpty();
        Response all = targeted(us, lapsed, "?with_active=false");
        assertThat(texts(all.data(), "campaign_name")).containsExactly("Retention");
        assertThat(all.data().get(0).get("line_items").get(0).get("name").isNull()).isTrue();
    }

    @Test
    void aGranteeSeesItsOwnCampaignsTargetingASharedAudience() {
        Response response = targeted(eu, newsletter, "");

        assertThat(texts(response.data(), "campaign_name")).containsExactly("EU awareness");
    }

    @Test
    void cursorPagesTheCampaigns() {
        String installers = ads.audienceId(MARKETER, us, "App installers");

        Response first = targeted(us, installers, "?with_active=false&count=1");
        Response second = targeted(us, installers, "?with_active=false&count=1&cursor=" + first.json().get("next_cursor").asText());

        assertThat(first.data()).hasSize(1);
        assertThat(second.data()).hasSize(1);
        assertThat(second.json().get("next_cursor").isNull()).isTrue();
        assertThat(texts(first.data(), "campaign_id")).doesNotContainAnyElementsOf(texts(second.data(), "campaign_id"));
    }

    @Test
    void anUnknownAudienceIsNotFound() {
        assertThat(targeted(us, "nosuch", "").status()).isEqualTo(404);
    }

    @Test
    void withActiveMustBeABoolean() {
        assertThat(targeted(us, newsletter, "?with_active=yes").errorParameter()).isEqualTo("with_active");
    }
}
