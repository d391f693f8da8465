package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class UserUploadTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
    private final String placeholder = ads.audienceId(MARKETER, us, "Trade show leads");
    private final String users = "/12/accounts/" + us + "/custom_audiences/" + placeholder + "/users";

    @AfterEach
    void stop() {
        ads.close();
    }

    private Response upload(Object... operations) {
        return ads.postJson(MARKETER, users, List.of(operations));
    }

    private JsonNode audience() {
        return ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences/" + placeholder).data();
    }

    @Test
    void anUploadStoresTheIdentifiersAndCountsTheUsers() {
        Response response = upload(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X)),
                Hashes.operation("Update", "phone_number", List.of(Hashes.PHONE_VECTOR)));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("success_count").asInt()).isEqualTo(2);
        assertThat(response.data().get("total_count").asInt()).isEqualTo(2);
        assertThat(ads.module.members(us, placeholder)).isEqualTo(Map.of(
                "email", Set.of(Hashes.SUPPORT_AT_X), "phone_number", Set.of(Hashes.PHONE_VECTOR)));
    }

    @Test
    void tenThousandIdentifiersInSeveralBatchesAreHeldExactly() {
        Set<String> sent = new HashSet<>();
        for (int batch = 0; batch < 5; batch++) {
            List<Object> operations = new ArrayList<>();
            for (int op = 0; op < 4; op++) {
                int from = batch * 2000 + op * 500;
                List<String> hashes = Hashes.emails("member", from, from + 500);
                sent.addAll(hashes);
                operations.add(Hashes.operation("Update", "email", hashes));
            }
            Response response = ads.postJson(MARKETER, users, operations);
            assertThat(response.status()).isEqualTo(200);
            assertThat(response.data().get("success_count").asInt()).isEqualTo(2000);
        }

        assertThat(sent).hasSize(10_000);
        assertThat(ads.module.members(us, placeholder)).containsOnlyKeys("email");
        assertThat(ads.module.members(us, placeholder).get("email")).isEqualTo(sent);
        JsonNode admin = ads.get(null, "/__sandbox/ads/custom_audiences/" + placeholder + "/members").json();
        Set<String> served = new HashSet<>();
        admin.path("members").path("email").forEach(node -> served.add(node.asText()));
        assertThat(served).isEqualTo(sent);
        ads.clock.advance(Duration.ofSeconds(61));
        assertThat(audience().get("audience_size").asInt()).isEqualTo(10_000);
    }

    @Test
    void deleteOperationsRemoveIdentifiers() {
        List<String> hashes = Hashes.emails("d", 0, 10);
        upload(Hashes.operation("Update", "email", hashes));

        Response response = upload(Hashes.operation("Delete", "email", hashes.subList(0, 4)));

        assertThat(response.status()).isEqualTo(200);
        assertThat(ads.module.members(us, placeholder).get("email")).isEqualTo(Set.copyOf(hashes.subList(4, 10)));
    }

    @Test
    void anAudienceProcessesForSixtySecondsThenIsTargetableFromAHundredMembers() {
        upload(Hashes.operation("Update", "email", Hashes.emails("t", 0, 100)));

        assertThat(audience().get("reasons_not_targetable").toString()).contains("PROCESSING").doesNotContain("TOO_SMALL");
        assertThat(audience().get("audience_size").isNull()).isTrue();
        ads.clock.advance(Duration.ofSeconds(59));
        assertThat(audience().get("targetable").asBoolean()).isFalse();
        ads.clock.advance(Duration.ofSeconds(1));
        assertThat(audience().get("targetable").asBoolean()).isTrue();
        assertThat(audience().get("reasons_not_targetable")).isEmpty();
        assertThat(audience().get("audience_size").asInt()).isEqualTo(100);
    }

    @Test
    void anAudienceBelowAHundredMembersIsTooSmall() {
        upload(Hashes.operation("Update", "email", Hashes.emails("s", 0, 99)));
        ads.clock.advance(Duration.ofMinutes(2));

        assertThat(audience().get("targetable").asBoolean()).isFalse();
        assertThat(audience().get("reasons_not_targetable").toString()).isEqualTo("[\"TOO_SMALL\"]");
        assertThat(audience().get("audience_size").asInt()).isEqualTo(99);
    }

    @Test
    void identifiersCountFromEffectiveAtUntilExpiresAt() {
        var operation = Hashes.operation("Update", "email", Hashes.emails("w", 0, 150));
        Hashes.withParam(operation, "effective_at", "2026-03-02T10:05:00Z");
        Hashes.withParam(operation, "expires_at", "2026-03-02T12:00:00Z");
        upload(operation);

        ads.clock.advance(Duration.ofSeconds(90));
        assertThat(audience().get("audience_size").asInt()).isZero();
        ads.clock.advance(Duration.ofMinutes(10));
        assertThat(audience().get("audience_size").asInt()).isEqualTo(150);
        ads.clock.advance(Duration.ofHours(2));
        assertThat(audience().get("audience_size").asInt()).isZero();
        assertThat(ads.module.members(us, placeholder)).isEmpty();
    }

    @Test
    void aNonJsonContentTypeIsRefused() {
        Response response = ads.send(MARKETER, "POST", users, "application/x-www-form-urlencoded", "users=x");

        assertThat(response.status()).isEqualTo(415);
        assertThat(response.json().has("errors")).isTrue();
    }

    @Test
    void moreThan2500OperationsAreRefused() {
        List<Object> operations = new ArrayList<>();
        var one = Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X));
        for (int i = 0; i < 2501; i++) {
            operations.add(one);
        }

        Response response = ads.postJson(MARKETER, users, operations);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("MAX_BATCH_SIZE_EXCEEDED");
        assertThat(ads.module.members(us, placeholder)).isEmpty();
    }

    @Test
    void exactly2500OperationsAreAccepted() {
        List<Object> operations = new ArrayList<>();
        for (String hash : Hashes.emails("op", 0, 2500)) {
            operations.add(Hashes.operation("Update", "email", List.of(hash)));
        }

        assertThat(ads.postJson(MARKETER, users, operations).status()).isEqualTo(200);
    }

    @Test
    void aBodyOverFiveMillionBytesIsRefused() {
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < 70_000; i++) {
            hashes.add(Hashes.SUPPORT_AT_X);
        }
        Response response = upload(Hashes.operation("Update", "email", hashes));

        assertThat(response.status()).isEqualTo(413);
        assertThat(response.errorCode()).isEqualTo("REQUEST_TOO_LARGE");
    }

    @Test
    void aBodyThatIsNotAnArrayIsRefused() {
        Response response = ads.postJson(MARKETER, users, Map.of("operation_type", "Update"));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("INVALID_PARAMETER");
    }

    @Test
    void anUnhashedValueFailsItsItemWithTheItemIndex() {
        Response response = upload(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X)),
                Hashes.operation("Update", "email", List.of("support@x.com")));

        assertThat(response.status()).isEqualTo(400);
        JsonNode failure = response.json().path("operation_errors").get(0);
        assertThat(failure.get("index").asInt()).isEqualTo(1);
        assertThat(failure.path("errors").path(0).path("code").asText()).isEqualTo("INVALID_PARAMETER");
        assertThat(failure.path("errors").path(0).path("parameter").asText()).isEqualTo("users[0].email[0]");
    }

    @Test
    void aFailingItemRefusesTheWholeBatch() {
        upload(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X)),
                Hashes.operation("Update", "email", List.of("not-a-hash")));

        assertThat(ads.module.members(us, placeholder)).isEmpty();
        assertThat(audience().get("audience_size").isNull()).isTrue();
    }

    @Test
    void upperCaseHexIsRefused() {
        Response response = upload(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X.toUpperCase())));

        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("message").asText())
                .contains("lower-case");
    }

    @Test
    void partnerUserIdsAreNotHashed() {
        Response response = upload(Hashes.operation("Update", "partner_user_id", List.of("crm-4711")));

        assertThat(response.status()).isEqualTo(200);
        assertThat(ads.module.members(us, placeholder).get("partner_user_id")).containsExactly("crm-4711");
    }

    @Test
    void everyHashedIdentifierTypeIsAccepted() {
        String hash = Hashes.sha256("jack");
        Map<String, Object> user = Map.of("email", List.of(hash), "device_id", List.of(hash), "handle", List.of(hash),
                "service_id", List.of(hash), "phone_number", List.of(hash));
        Response response = upload(Map.of("operation_type", "Update", "params", Map.of("users", List.of(user))));

        assertThat(response.status()).isEqualTo(200);
        assertThat(ads.module.members(us, placeholder))
                .containsOnlyKeys("email", "device_id", "handle", "service_id", "phone_number");
    }

    @Test
    void anUnknownIdentifierTypeIsRefused() {
        Response response = upload(Hashes.operation("Update", "twitter_id", List.of(Hashes.SUPPORT_AT_X)));

        assertThat(response.json().path("operation_errors").path(0).path("index").asInt()).isZero();
    }

    @Test
    void addAndRemoveOperationTypesAreRefused() {
        Response response = upload(Hashes.operation("ADD", "email", List.of(Hashes.SUPPORT_AT_X)));

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("parameter").asText())
                .isEqualTo("operation_type");
    }

    @Test
    void usersAreRequired() {
        Response response = upload(Map.of("operation_type", "Update", "params", Map.of()));

        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("code").asText())
                .isEqualTo("MISSING_PARAMETER");
    }

    @Test
    void expiresAtMustBeLaterThanEffectiveAt() {
        var operation = Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X));
        Hashes.withParam(operation, "effective_at", "2026-04-01T00:00:00Z");
        Hashes.withParam(operation, "expires_at", "2026-04-01T00:00:00Z");

        Response response = upload(operation);

        assertThat(response.json().path("operation_errors").path(0).path("errors").path(0).path("parameter").asText())
                .isEqualTo("expires_at");
    }

    @Test
    void expiresAtDefaultsToThirteenMonths() {
        upload(Hashes.operation("Update", "email", Hashes.emails("e", 0, 120)));

        ads.clock.advance(Duration.ofDays(390));
        assertThat(audience().get("audience_size").asInt()).isEqualTo(120);
        ads.clock.advance(Duration.ofDays(30));
        assertThat(audience().get("audience_size").asInt()).isZero();
    }

    @Test
    void aReadOnlyGranteeCannotUpload() {
        String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");

        Response response = ads.postJson(MARKETER, "/12/accounts/" + eu + "/custom_audiences/" + newsletter + "/users",
                List.of(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X))));

        assertThat(response.status()).isEqualTo(403);
    }

    @Test
    void uploadsToAFlexibleAudienceAreRefused() {
        String flexible = ads.audienceId(MARKETER, us, "Loyal app users");

        Response response = ads.postJson(MARKETER, "/12/accounts/" + us + "/custom_audiences/" + flexible + "/users",
                List.of(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X))));

        assertThat(response.errorCode()).isEqualTo("INVALID_OPERATION");
    }

    @Test
    void uploadsAreRateLimitedPerMinuteWithRateLimitHeaders() {
        try (AdsTestServer limited = new AdsTestServer(SandboxConfig.defaults(), 3)) {
            String path = "/12/accounts/" + us + "/custom_audiences/" + placeholder + "/users";
            List<Object> body = List.of(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X)));
            for (int i = 0; i < 3; i++) {
                Response ok = limited.postJson(MARKETER, path, body);
                assertThat(ok.status()).isEqualTo(200);
                assertThat(ok.headers().firstValue("x-rate-limit-remaining")).hasValue(Integer.toString(2 - i));
            }

            Response refused = limited.postJson(MARKETER, path, body);

            assertThat(refused.status()).isEqualTo(429);
            assertThat(refused.errorCode()).isEqualTo("TOO_MANY_REQUESTS");
            assertThat(refused.headers().firstValue("x-rate-limit-limit")).hasValue("3");
            assertThat(refused.headers().firstValue("x-rate-limit-remaining")).hasValue("0");
            long reset = Long.parseLong(refused.headers().firstValue("x-rate-limit-reset").orElseThrow());
            assertThat(reset).isEqualTo(AdsTestServer.START.getEpochSecond() + 60);
            limited.clock.advance(Duration.ofSeconds(60));
            assertThat(limited.postJson(MARKETER, path, body).status()).isEqualTo(200);
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"{", "[1]", "[null]", "[]", "\"text\"",
            "[{\"params\":[]}]",
            "[{\"operation_type\":\"Update\",\"params\":{\"users\":[1]}}]",
            "[{\"operation_type\":\"Update\",\"params\":{\"users\":[{\"email\":\"x\"}]}}]",
            "[{\"operation_type\":\"Update\",\"params\":{\"users\":[{\"email\":[1]}]}}]",
            "[{\"operation_type\":7,\"params\":{\"users\":[{}]}}]",
            "[{\"operation_type\":\"Update\",\"params\":{\"users\":[{\"email\":[]}],\"expires_at\":5}}]",
            "[{\"operation_type\":\"Update\",\"params\":{\"users\":[],\"colour\":\"red\"}}]"})
    void malformedBodiesGetAClearErrorNeverAFailure(String body) {
        Response response = ads.send(MARKETER, "POST", users, "application/json", body);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().has("errors")).isTrue();
        assertThat(ads.module.members(us, placeholder)).isEmpty();
    }

    @Test
    void membersOfAnAudienceOfAnotherAccountAreNotHandedOut() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ads.module.members(eu, placeholder))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(ads.get(null, "/__sandbox/ads/custom_audiences/nosuch/members").status()).isEqualTo(404);
    }
}
