package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CustomAudienceCrudTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
    private final String base = "/12/accounts/" + us + "/custom_audiences";

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void createMakesAPlaceholderAudience() {
        Response response = ads.post(MARKETER, base + "?name=" + enc("Spring leads") + "&description=" + enc("From the fair"));

        assertThat(response.status()).isEqualTo(201);
        var audience = response.data();
        assertThat(audience.get("name").asText()).isEqualTo("Spring leads");
        assertThat(audience.get("description").asText()).isEqualTo("From the fair");
        assertThat(audience.get("targetable").asBoolean()).isFalse();
        assertThat(audience.get("reasons_not_targetable")).hasSize(2);
        assertThat(audience.get("reasons_not_targetable").toString()).contains("PROCESSING", "TOO_SMALL");
        assertThat(audience.get("audience_size").isNull()).isTrue();
        assertThat(audience.get("audience_type").asText()).isEqualTo("CRM");
        assertThat(audience.get("created_at").asText()).isEqualTo("2026-03-02T10:00:00Z");
        assertThat(response.json().path("request").path("params").path("name").asText()).isEqualTo("Spring leads");
    }

    @Test
    void createWithoutANameIsRefused() {
        Response response = ads.post(MARKETER, base);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("name");
    }

    @Test
    void reusingAnAudienceNameIsRefused() {
        Response response = ads.post(MARKETER, base + "?name=" + enc("newsletter SUBSCRIBERS"));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("DUPLICATE_NAME");
    }

    @Test
    void aNameOfADeletedAudienceMayBeReused() {
        String id = ads.post(MARKETER, base + "?name=Temp").data().get("id").asText();
        ads.delete(MARKETER, base + "/" + id);

        assertThat(ads.post(MARKETER, base + "?name=Temp").status()).isEqualTo(201);
    }

    @Test
    void aNameLongerThan255CharactersIsRefused() {
        Response response = ads.post(MARKETER, base + "?name=" + "n".repeat(256));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("INVALID_PARAMETER");
    }

    @Test
    void getReturnsOneAudience() {
        String id = ads.audienceId(MARKETER, us, "Lapsed customers");

        Response response = ads.get(MARKETER, base + "/" + id);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("id").asText()).isEqualTo(id);
        assertThat(response.data().get("audience_size").asInt()).isEqualTo(40);
    }

    @Test
    void getOfAnUnknownAudienceIsNotFound() {
        Response response = ads.get(MARKETER, base + "/nosuch");

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.errorCode()).isEqualTo("NOT_FOUND");
    }

    @Test
    void anotherAccountsUnsharedAudienceIsNotFound() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");
        String members = ads.audienceId(ENGINEER, retail, "Northwind members");

        Response response = ads.get(ENGINEER, base + "/" + members);

        assertThat(response.status()).isEqualTo(404);
    }

    @Test
    void putRenamesAndRedescribes() {
        String id = ads.audienceId(MARKETER, us, "Lapsed customers");
        ads.clock.advance(java.time.Duration.ofMinutes(5));

        Response response = ads.put(MARKETER, base + "/" + id + "?name=" + enc("Win-back") + "&description=" + enc("Q2"));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("name").asText()).isEqualTo("Win-back");
        assertThat(response.data().get("description").asText()).isEqualTo("Q2");
        assertThat(response.data().get("updated_at").asText()).isEqualTo("2026-03-02T10:05:00Z");
        assertThat(ads.get(MARKETER, base + "/" + id).data().get("name").asText()).isEqualTo("Win-back");
    }

    @Test
    void putToANameInUseIsRefused() {
        String id = ads.audienceId(MARKETER, us, "Lapsed customers");

        Response response = ads.put(MARKETER, base + "/" + id + "?name=" + enc("App installers"));

        assertThat(response.errorCode()).isEqualTo("DUPLICATE_NAME");
    }

    @Test
    void putWithNothingToChangeIsRefused() {
        String id = ads.audienceId(MARKETER, us, "Lapsed customers");

        Response response = ads.put(MARKETER, base + "/" + id);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
    }

    @Test
    void putOnAFlexibleAudienceIsRefusedAsImmutable() {
        String id = ads.audienceId(MARKETER, us, "Loyal app users");

        Response response = ads.put(MARKETER, base + "/" + id + "?name=Renamed");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("INVALID_OPERATION");
    }

    @Test
    void aReadOnlyGranteeCannotRename() {
        String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");

        Response response = ads.put(MARKETER, "/12/accounts/" + eu + "/custom_audiences/" + newsletter + "?name=Mine");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.errorCode()).isEqualTo("UNAUTHORIZED_ACCESS");
    }

    @Test
    void deleteReturnsTheRecordWithDeletedTrueAndHidesIt() {
        String id = ads.audienceId(MARKETER, us, "Lapsed customers");

        Response response = ads.delete(MARKETER, base + "/" + id);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("deleted").asBoolean()).isTrue();
        assertThat(ads.get(MARKETER, base + "/" + id).status()).isEqualTo(404);
        assertThat(ads.get(MARKETER, base + "/" + id + "?with_deleted=true").data().get("deleted").asBoolean()).isTrue();
    }

    @Test
    void onlyTheOwnerMayDelete() {
        String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");

        Response response = ads.delete(MARKETER, "/12/accounts/" + eu + "/custom_audiences/" + newsletter);

        assertThat(response.status()).isEqualTo(403);
        assertThat(ads.get(MARKETER, base + "/" + newsletter).status()).isEqualTo(200);
    }

    @Test
    void anUnsupportedMethodOnAKnownPathIsRefused() {
        Response response = ads.send(MARKETER, "PATCH", base, null, null);

        assertThat(response.status()).isEqualTo(405);
        assertThat(response.errorCode()).isEqualTo("METHOD_NOT_ALLOWED");
    }
}
