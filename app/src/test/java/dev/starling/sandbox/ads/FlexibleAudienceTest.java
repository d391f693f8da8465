package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FlexibleAudienceTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");
    private final String installers = ads.audienceId(MARKETER, us, "App installers");
    private final String path = "/12/batch/accounts/" + us + "/custom_audiences";

    @AfterEach
    void stop() {
        ads.close();
    }

    private static Map<String, Object> leaf(String audienceId) {
        Map<String, Object> leaf = new LinkedHashMap<>();
        leaf.put("custom_audience_id", audienceId);
        return leaf;
    }

    private static Map<String, Object> create(String name, String type, Object segments) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("name", name);
        params.put("audience_type", type);
        params.put("segments", segments);
        return Map.of("operation_type", "Create", "params", params);
    }

    private static Map<String, Object> and(Object... children) {
        return Map.of("boolean_operator", "AND", "child_segments", List.of(children));
    }

    private JsonNode firstItemError(Response response) {
        return response.json().path("operation_errors").path(0);
    }

    @Test
    void createReturnsTheAudienceWithMetadataEchoingNormalisedSegments() {
        Map<String, Object> excluded = leaf(installers);
        excluded.put("negate", true);
        excluded.put("lookback_window", 7);
        Response response = ads.postJson(MARKETER, path, List.of(create("Subscribers without app", "FLEXIBLE",
                and(leaf(newsletter), excluded))));

        assertThat(response.status()).isEqualTo(200);
        JsonNode audience = response.data().get(0);
        assertThat(audience.get("audience_type").asText()).isEqualTo("FLEXIBLE");
        JsonNode metadata = audience.get("metadata").get(0);
        assertThat(metadata.get("audience_source").asText()).isEqualTo("FLEXIBLE_AUDIENCE");
        assertThat(metadata.get("upload_status").asText()).isEqualTo("UPLOADED");
        assertThat(metadata.get("account_id").asText()).isEqualTo(us);
        assertThat(metadata.get("custom_audience_id").asText()).isEqualTo(audience.get("id").asText());
        JsonNode first = metadata.get("segments").get("child_segments").get(0);
        assertThat(first.get("negate").asBoolean()).isFalse();
        assertThat(first.get("frequency").asInt()).isEqualTo(1);
        assertThat(first.get("frequency_comparator").asText()).isEqualTo("NUM_GTE");
        JsonNode second = metadata.get("segments").get("child_segments").get(1);
        assertThat(second.get("negate").asBoolean()).isTrue();
        assertThat(second.get("lookback_window").asInt()).isEqualTo(7);
        assertThat(response.json().get("request").get(0).get("operation_type").asText()).isEqualTo("Create");
    }

    @Test
    void aNewFlexibleAudienceProcessesThenIsTargetableWhenItsLeavesAre() {
        Response response = ads.postJson(MARKETER, path, List.of(create("Both", "FLEXIBLE", and(leaf(newsletter), leaf(installers)))));
        String id = response.data().get(0).get("id").asText();

        assertThat(response.data().get(0).get("reasons_not_targetable").toString()).contains("PROCESSING");
        ads.clock.advance(Duration.ofSeconds(60));
        assertThat(ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences/" + id).data().get("targetable").asBoolean())
                .isTrue();
    }

    @Test
    void moreThanTenItemsAreRefusedAsARequestError() {
        List<Object> items = new ArrayList<>();
        for (int i = 0; i < 11; i++) {
            items.add(create("F" + i, "FLEXIBLE", leaf(newsletter)));
        }

        Response response = ads.postJson(MARKETER, path, items);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorCode()).isEqualTo("MAX_BATCH_SIZE_EXCEEDED");
    }

    @Test
    void updatesAreRefusedBecauseFlexibleAudiencesAreImmutable() {
        String loyal = ads.audienceId(MARKETER, us, "Loyal app users");

        Response response = ads.postJson(MARKETER, path, List.of(create("Fine", "FLEXIBLE", leaf(newsletter)),
                Map.of("operation_type", "Update", "params", Map.of("custom_audience_id", loyal, "name", "New"))));

        assertThat(response.status()).isEqualTo(400);
        assertThat(firstItemError(response).get("index").asInt()).isEqualTo(1);
        assertThat(firstItemError(response).path("errors").path(0).path("code").asText()).isEqualTo("INVALID_OPERATION");
    }

    @Test
    void aFailingItemRefusesTheWholeBatch() {
        ads.postJson(MARKETER, path, List.of(create("Fine", "FLEXIBLE", leaf(newsletter)),
                create("Broken", "FLEXIBLE", Map.of("child_segments", List.of(leaf(newsletter))))));

        Response listed = ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences?q=Fine");
        assertThat(listed.data()).isEmpty();
    }

    @Test
    void booleanOperatorIsRequiredWithChildren() {
        Response response = ads.postJson(MARKETER, path,
                List.of(create("No operator", "FLEXIBLE", Map.of("child_segments", List.of(leaf(newsletter))))));

        assertThat(firstItemError(response).path("errors").path(0).path("code").asText()).isEqualTo("MISSING_PARAMETER");
        assertThat(firstItemError(response).path("errors").path(0).path("parameter").asText())
                .isEqualTo("segments.boolean_operator");
    }

    @Test
    void anUnknownBooleanOperatorIsRefused() {
        Response response = ads.postJson(MARKETER, path, List.of(create("Xor", "FLEXIBLE",
                Map.of("boolean_operator", "XOR", "child_segments", List.of(leaf(newsletter))))));

        assertThat(firstItemError(response).path("errors").path(0).path("code").asText()).isEqualTo("INVALID_PARAMETER");
    }

    @Test
    void moreThanTenLeavesAreRefused() {
        Object[] leaves = new Object[11];
        for (int i = 0; i < 11; i++) {
            leaves[i] = leaf(i % 2 == 0 ? newsletter : installers);
        }

        Response response = ads.postJson(MARKETER, path, List.of(create("Wide", "FLEXIBLE", and(leaves))));

        assertThat(firstItemError(response).path("errors").path(0).path("message").asText()).contains("10 leaf");
    }

    @Test
    void tenLeavesAreAccepted() {
        Object[] leaves = new Object[10];
        for (int i = 0; i < 10; i++) {
            leaves[i] = leaf(i % 2 == 0 ? newsletter : installers);
        }

        assertThat(ads.postJson(MARKETER, path, List.of(create("Ten", "FLEXIBLE", and(leaves)))).status()).isEqualTo(200);
    }

    @Test
    void lookbackWindowMustBeOneSevenFourteenOrThirty() {
        Map<String, Object> leaf = leaf(newsletter);
        leaf.put("lookback_window", 3);

        Response response = ads.postJson(MARKETER, path, List.of(create("Lookback", "FLEXIBLE", and(leaf))));

        assertThat(firstItemError(response).path("errors").path(0).path("parameter").asText())
                .isEqualTo("segments.child_segments[0].lookback_window");
    }

    @Test
    void frequencyComparatorMustBeFromTheEnumeration() {
        Map<String, Object> leaf = leaf(newsletter);
        leaf.put("frequency_comparator", "ABOUT");

        Response response = ads.postJson(MARKETER, path, List.of(create("Comparator", "FLEXIBLE", and(leaf))));

        assertThat(firstItemError(response).path("errors").path(0).path("parameter").asText())
                .endsWith("frequency_comparator");
    }

    @Test
    void leavesMustBeAudiencesTheAccountCanUse() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");
        String northwind = ads.audienceId(ENGINEER, retail, "Northwind members");

        Response response = ads.postJson(MARKETER, path, List.of(create("Foreign", "FLEXIBLE", and(leaf(northwind)))));

        assertThat(firstItemError(response).path("errors").path(0).path("parameter").asText())
                .isEqualTo("segments.child_segments[0].custom_audience_id");
    }

    @Test
    void sharedAudiencesMayBeLeaves() {
        String eu = ads.accountId(MARKETER, "Starling Coffee - EU");

        Response response = ads.postJson(MARKETER, "/12/batch/accounts/" + eu + "/custom_audiences",
                List.of(create("Shared leaf", "FLEXIBLE", and(leaf(newsletter)))));

        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void mobileAudienceFlexibleAudiencesCombineOnlyMobileAudiences() {
        assertThat(ads.postJson(MARKETER, path, List.of(create("Mobile ok", "MOBILE_AUDIENCE", and(leaf(installers)))))
                .status()).isEqualTo(200);

        Response response = ads.postJson(MARKETER, path,
                List.of(create("Mobile crm", "MOBILE_AUDIENCE", and(leaf(newsletter)))));

        assertThat(firstItemError(response).path("errors").path(0).path("message").asText()).contains("mobile");
    }

    @Test
    void audienceTypeIsRequiredAndMustBeFlexibleOrMobileAudience() {
        Response missing = ads.postJson(MARKETER, path, List.of(Map.of("operation_type", "Create",
                "params", Map.of("name", "Typeless", "segments", leaf(newsletter)))));
        Response wrong = ads.postJson(MARKETER, path, List.of(create("Crm", "CRM", leaf(newsletter))));

        assertThat(firstItemError(missing).path("errors").path(0).path("code").asText()).isEqualTo("MISSING_PARAMETER");
        assertThat(firstItemError(wrong).path("errors").path(0).path("parameter").asText()).isEqualTo("audience_type");
    }

    @Test
    void aReusedNameIsRefused() {
        Response response = ads.postJson(MARKETER, path, List.of(create("App installers", "FLEXIBLE", leaf(newsletter))));

        assertThat(firstItemError(response).path("errors").path(0).path("code").asText()).isEqualTo("DUPLICATE_NAME");
    }

    @Test
    void aNameRepeatedWithinTheBatchIsRefused() {
        Response response = ads.postJson(MARKETER, path, List.of(create("Twice", "FLEXIBLE", leaf(newsletter)),
                create("Twice", "FLEXIBLE", leaf(installers))));

        assertThat(firstItemError(response).get("index").asInt()).isEqualTo(1);
    }

    @Test
    void nameIsRequired() {
        Response response = ads.postJson(MARKETER, path, List.of(Map.of("operation_type", "Create",
                "params", Map.of("audience_type", "FLEXIBLE", "segments", leaf(newsletter)))));

        assertThat(firstItemError(response).path("errors").path(0).path("parameter").asText()).isEqualTo("name");
    }

    @Test
    void deleteRemovesAFlexibleAudience() {
        String loyal = ads.audienceId(MARKETER, us, "Loyal app users");

        Response response = ads.postJson(MARKETER, path,
                List.of(Map.of("operation_type", "Delete", "params", Map.of("custom_audience_id", loyal))));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get(0).get("deleted").asBoolean()).isTrue();
        assertThat(ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences/" + loyal).status()).isEqualTo(404);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"{", "[]", "[1]", "[null]", "{\"a\":1}",
            "[{\"operation_type\":\"Create\",\"params\":{\"name\":{},\"audience_type\":\"FLEXIBLE\"}}]",
            "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"x\",\"audience_type\":\"FLEXIBLE\",\"segments\":[]}}]",
            "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"x\",\"audience_type\":\"FLEXIBLE\",\"segments\":{\"custom_audience_id\":{}}}}]",
            "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"x\",\"audience_type\":\"FLEXIBLE\",\"segments\":{\"boolean_operator\":\"OR\",\"child_segments\":[7]}}}]",
            "[{\"operation_type\":\"Create\",\"params\":{\"name\":\"x\",\"audience_type\":\"FLEXIBLE\",\"segments\":{\"boolean_operator\":\"OR\",\"child_segments\":\"no\"}}}]",
            "[{\"operation_type\":\"Delete\",\"params\":{\"custom_audience_id\":[1]}}]"})
    void malformedBatchesGetAClearErrorNeverAFailure(String body) {
        Response response = ads.send(MARKETER, "POST", path, "application/json", body);

        assertThat(response.status()).isIn(400, 404);
        assertThat(response.json().has("errors")).isTrue();
    }

    @Test
    void deeplyNestedSegmentsAreRefused() {
        Object node = leaf(newsletter);
        for (int i = 0; i < 6; i++) {
            node = and(node);
        }

        Response response = ads.postJson(MARKETER, path, List.of(create("Deep", "FLEXIBLE", node)));

        assertThat(firstItemError(response).path("errors").path(0).path("message").asText()).contains("levels deep");
    }

    @Test
    void deleteOfANonFlexibleAudienceIsRefused() {
        Response response = ads.postJson(MARKETER, path,
                List.of(Map.of("operation_type", "Delete", "params", Map.of("custom_audience_id", newsletter))));

        assertThat(firstItemError(response).path("errors").path(0).path("code").asText()).isEqualTo("NOT_FOUND");
    }
}
