package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DoNotReachTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String lists = "/12/accounts/" + us + "/do_not_reach_lists";
    private final String suppression = AdsTestServer.find(ads.get(MARKETER, lists).data(), "name", "Global suppression")
            .get("id").asText();
    private final String users = "/12/batch/accounts/" + us + "/do_not_reach_lists/" + suppression + "/users";

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void theAccountsListsAreListedWithTheirFields() {
        Response response = ads.get(MARKETER, lists);

        assertThat(response.status()).isEqualTo(200);
        assertThat(texts(response.data(), "name")).containsExactly("Global suppression");
        var list = response.data().get(0);
        assertThat(list.get("list_size").asInt()).isEqualTo(150);
        assertThat(list.get("targetable").asBoolean()).isTrue();
        assertThat(list.fieldNames()).toIterable().contains("id", "description", "reasons_not_targetable",
                "created_at", "updated_at", "deleted");
        assertThat(response.json().has("next_cursor")).isTrue();
    }

    @Test
    void listingPagesWithCountAndRefusesBadCounts() {
        assertThat(ads.get(MARKETER, lists + "?count=0").errorParameter()).isEqualTo("count");
        assertThat(ads.get(MARKETER, lists + "?with_total_count=true").json().get("total_count").asInt()).isEqualTo(1);
    }

    @Test
    void anUploadAddsEmailAndPhoneHashes() {
        Map<String, Object> user = Map.of("email", List.of(Hashes.SUPPORT_AT_X), "phone_number", List.of(Hashes.PHONE_VECTOR));
        Response response = ads.postJson(MARKETER, users, List.of(
                Map.of("operation_type", "Update", "params", Map.of("users", List.of(user)))));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get(0).get("success_count").asInt()).isEqualTo(1);
        assertThat(response.data().get(0).get("total_count").asInt()).isEqualTo(1);
        assertThat(response.json().get("request").get(0).get("operation_type").asText()).isEqualTo("Update");
        ads.clock.advance(Duration.ofMinutes(2));
        // One user object with an email and a phone number is one person: sizes count people, not identifiers.
        assertThat(ads.get(MARKETER, lists).data().get(0).get("list_size").asInt()).isEqualTo(151);
    }

    @Test
    void aDeleteOperationRemovesHashesAndEachOperationGetsItsCounts() {
        List<String> hashes = Hashes.emails("dnr", 0, 3);
        Response response = ads.postJson(MARKETER, users, List.of(Hashes.operation("Update", "email", hashes),
                Hashes.operation("Delete", "email", hashes.subList(0, 2))));

        assertThat(response.data()).hasSize(2);
        assertThat(response.data().get(0).get("total_count").asInt()).isEqualTo(3);
        assertThat(response.data().get(1).get("total_count").asInt()).isEqualTo(2);
        assertThat(response.json().get("request").get(1).get("operation_type").asText()).isEqualTo("Delete");
        ads.clock.advance(Duration.ofMinutes(2));
        assertThat(ads.get(MARKETER, lists).data().get(0).get("list_size").asInt()).isEqualTo(151);
    }

    @Test
    void uploadsToADeletedListAreNotFound() {
        ads.delete(MARKETER, lists + "/" + suppression);

        Response response = ads.postJson(MARKETER, users,
                List.of(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X))));

        assertThat(response.status()).isEqualTo(404);
    }

    @Test
    void onlyEmailAndPhoneNumberAreAccepted() {
        Response response = ads.postJson(MARKETER, users,
                List.of(Hashes.operation("Update", "device_id", List.of(Hashes.SUPPORT_AT_X))));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().path("operation_errors").path(0).path("index").asInt()).isZero();
    }

    @Test
    void valuesMustBeHashes() {
        Response response = ads.postJson(MARKETER, users,
                List.of(Hashes.operation("Update", "email", List.of("support@x.com"))));

        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("code").asText())
                .isEqualTo("INVALID_PARAMETER");
    }

    @Test
    void expiresAtMustBeLaterThanNow() {
        var operation = Hashes.withParam(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X)),
                "expires_at", "2026-03-02T09:59:59Z");

        Response response = ads.postJson(MARKETER, users, List.of(operation));

        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("parameter").asText())
                .isEqualTo("expires_at");
    }

    @Test
    void aNonJsonBodyIsRefused() {
        assertThat(ads.send(MARKETER, "POST", users, "text/csv", "email\n").status()).isEqualTo(415);
    }

    @Test
    void deleteReturnsTheRecordWithDeletedTrueAndNotTargetable() {
        Response response = ads.delete(MARKETER, lists + "/" + suppression);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("deleted").asBoolean()).isTrue();
        assertThat(response.data().get("targetable").asBoolean()).isFalse();
        assertThat(ads.get(MARKETER, lists).data()).isEmpty();
        assertThat(ads.get(MARKETER, lists + "?with_deleted=true").data()).hasSize(1);
        assertThat(ads.delete(MARKETER, lists + "/" + suppression).status()).isEqualTo(404);
    }

    @Test
    void anUnknownListIsNotFound() {
        assertThat(ads.delete(MARKETER, lists + "/nosuch").status()).isEqualTo(404);
    }

    @Test
    void anotherAccountsListIsRefused() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");

        Response response = ads.get(MARKETER, "/12/accounts/" + retail + "/do_not_reach_lists");

        assertThat(response.status()).isEqualTo(403);
    }
}
