package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.v2.V2User;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code audience_size} counts people (matched users), as X's does, not the identifiers uploaded: the
 * identifiers of one user object are one person, a value sent again with new ones joins them, and a
 * user of the sandbox's world is one person whichever of their identifiers arrive, in whichever request.
 */
class AudiencePeopleTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String audience = ads.audienceId(MARKETER, us, "Trade show leads");
    private final String users = "/12/accounts/" + us + "/custom_audiences/" + audience + "/users";

    @AfterEach
    void stop() {
        ads.close();
    }

    private void update(List<Map<String, Object>> userObjects) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("users", userObjects);
        assertThat(ads.postJson(MARKETER, users, List.of(Map.of("operation_type", "Update", "params", params)))
                .status()).isEqualTo(200);
    }

    private JsonNode audienceAfterProcessing() {
        ads.clock.advance(Duration.ofMinutes(2));
        return ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences/" + audience).data();
    }

    @Test
    void aUserUploadedWithAnEmailAndAPhoneIsOnePerson() {
        List<Map<String, Object>> people = new ArrayList<>();
        for (int i = 0; i < 120; i++) {
            people.add(Map.of("email", List.of(Hashes.sha256("person" + i + "@example.com")),
                    "phone_number", List.of(Hashes.sha256(String.format(Locale.ROOT, "+1555%07d", i)))));
        }
        update(people);

        JsonNode record = audienceAfterProcessing();

        assertThat(record.path("audience_size").asInt()).isEqualTo(120);
        assertThat(record.path("targetable").asBoolean()).isTrue();
    }

    @Test
    void anEmailSentAgainWithADeviceIdJoinsThatDeviceToItsPerson() {
        List<Map<String, Object>> first = new ArrayList<>();
        List<Map<String, Object>> again = new ArrayList<>();
        for (int i = 0; i < 110; i++) {
            String email = Hashes.sha256("again" + i + "@example.com");
            first.add(Map.of("email", List.of(email)));
            again.add(Map.of("email", List.of(email), "device_id", List.of(Hashes.sha256("device-" + i))));
        }
        update(first);
        update(again);

        assertThat(audienceAfterProcessing().path("audience_size").asInt()).isEqualTo(110);
    }

    @Test
    void aWorldUsersHandleAndIdSentInSeparateRequestsAreOnePerson() {
        List<Map<String, Object>> handles = new ArrayList<>();
        List<Map<String, Object>> ids = new ArrayList<>();
        for (V2User user : ads.worldUsers()) {
            handles.add(Map.of("handle", List.of(Hashes.sha256(user.username().toLowerCase(Locale.ROOT)))));
            ids.add(Map.of("service_id", List.of(Hashes.sha256(user.id()))));
        }
        update(handles);
        update(ids);
        // Unknown hashes each stay a person of their own.
        update(List.of(Map.of("handle", List.of(Hashes.sha256("nobody_in_the_world")))));

        assertThat(ads.worldUsers()).hasSizeGreaterThan(60);
        assertThat(audienceAfterProcessing().path("audience_size").asInt()).isEqualTo(ads.worldUsers().size() + 1);
    }

    @Test
    void aFlexibleAudienceWhoseLeafTookAnUploadIsProcessingNotTooSmallUntilRecomputed() {
        String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
        String path = "/12/accounts/" + eu + "/custom_audiences";
        JsonNode regulars = AdsTestServer.find(ads.get(MARKETER, path + "?count=100").data(), "name", "EU app regulars");
        assertThat(regulars.path("targetable").asBoolean()).isTrue();
        String leaf = regulars.at("/metadata/0/segments/child_segments/0/custom_audience_id").asText();

        assertThat(ads.postJson(MARKETER, path + "/" + leaf + "/users", List.of(Hashes.operation("Update", "device_id",
                List.of(Hashes.sha256("new-device-1"), Hashes.sha256("new-device-2")))))
                .status()).isEqualTo(200);
        JsonNode recomputing = ads.get(MARKETER, path + "/" + regulars.path("id").asText()).data();

        assertThat(recomputing.path("reasons_not_targetable")).extracting(JsonNode::asText).containsExactly("PROCESSING");
        assertThat(recomputing.path("targetable").asBoolean()).isFalse();
        assertThat(recomputing.path("audience_size").isNull()).isTrue();

        ads.clock.advance(Duration.ofMinutes(2));
        JsonNode recomputed = ads.get(MARKETER, path + "/" + regulars.path("id").asText()).data();

        assertThat(recomputed.path("targetable").asBoolean()).isTrue();
        assertThat(recomputed.path("reasons_not_targetable")).isEmpty();
        assertThat(recomputed.path("audience_size").asInt()).isEqualTo(regulars.path("audience_size").asInt() + 2);
    }
}
