package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A targetable flexible audience carries an {@code audience_size} (the spec gives every custom
 * audience one): the sandbox's estimate from its leaves. Without it the app showed "–" beside
 * "targetable", as if X did not know.
 */
class FlexibleAudienceSizeTest {

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void aTargetableOrOfTwoAudiencesReportsTheirSummedSize() {
        String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
        JsonNode audiences = ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences?count=100").data();
        JsonNode regulars = AdsTestServer.find(audiences, "name", "EU app regulars");
        JsonNode segments = regulars.path("metadata").path(0).path("segments");
        assertThat(segments.path("boolean_operator").asText()).isEqualTo("OR");

        int expected = 0;
        for (JsonNode leaf : segments.path("child_segments")) {
            expected += AdsTestServer.find(audiences, "id", leaf.path("custom_audience_id").asText())
                    .path("audience_size").asInt();
        }
        assertThat(regulars.path("targetable").asBoolean()).isTrue();
        assertThat(regulars.path("audience_size").isInt()).isTrue();
        assertThat(regulars.path("audience_size").asInt()).isEqualTo(expected).isPositive();
    }
}
