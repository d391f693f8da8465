package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static dev.starling.sandbox.ads.AdsTestServer.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code POST /12/accounts/:account_id/do_not_reach_lists}, shaped like custom-audience creation. */
class DoNotReachCreateTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String lists = "/12/accounts/" + us + "/do_not_reach_lists";

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void createMakesAnEmptyPlaceholderListThatIsListed() {
        Response response = ads.post(MARKETER, lists + "?name=" + enc("Press contacts") + "&description=" + enc("Never advertise"));

        assertThat(response.status()).isEqualTo(201);
        var list = response.data();
        assertThat(list.get("name").asText()).isEqualTo("Press contacts");
        assertThat(list.get("description").asText()).isEqualTo("Never advertise");
        assertThat(list.get("targetable").asBoolean()).isFalse();
        assertThat(list.get("reasons_not_targetable").toString()).contains("PROCESSING", "TOO_SMALL");
        assertThat(list.get("list_size").isNull()).isTrue();
        assertThat(list.get("deleted").asBoolean()).isFalse();
        assertThat(response.json().path("request").path("params").path("name").asText()).isEqualTo("Press contacts");
        assertThat(texts(ads.get(MARKETER, lists).data(), "name")).contains("Press contacts", "Global suppression");
    }

    @Test
    void createWithoutANameIsRefused() {
        Response response = ads.post(MARKETER, lists + "?name=" + enc("   "));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("name");
    }

    @Test
    void aNameLongerThan255CharactersOrALongDescriptionIsRefused() {
        Response name = ads.post(MARKETER, lists + "?name=" + "n".repeat(256));
        Response description = ads.post(MARKETER, lists + "?name=Ok&description=" + "d".repeat(256));

        assertThat(name.status()).isEqualTo(400);
        assertThat(name.errorCode()).isEqualTo("INVALID_PARAMETER");
        assertThat(name.errorParameter()).isEqualTo("name");
        assertThat(description.errorCode()).isEqualTo("INVALID_PARAMETER");
        assertThat(description.errorParameter()).isEqualTo("description");
    }

    @Test
    void reusingAListNameOfTheAccountIsRefusedButADeletedListsNameMayBeReused() {
        Response duplicate = ads.post(MARKETER, lists + "?name=" + enc("global SUPPRESSION"));
        assertThat(duplicate.status()).isEqualTo(400);
        assertThat(duplicate.errorCode()).isEqualTo("DUPLICATE_NAME");
        assertThat(duplicate.errorParameter()).isEqualTo("name");

        String id = ads.post(MARKETER, lists + "?name=Temp").data().get("id").asText();
        assertThat(ads.delete(MARKETER, lists + "/" + id).status()).isEqualTo(200);
        assertThat(ads.post(MARKETER, lists + "?name=Temp").status()).isEqualTo(201);
    }

    @Test
    void anAccountTheUserMayNotUseIsRefused() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");

        Response response = ads.post(MARKETER, "/12/accounts/" + retail + "/do_not_reach_lists?name=Mine");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.errorCode()).isEqualTo("UNAUTHORIZED_ACCESS");
    }
}
