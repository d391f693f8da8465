package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.http.Json;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AdsStateTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
    private final String base = "/12/accounts/" + us + "/custom_audiences";

    @AfterEach
    void stop() {
        ads.close();
    }

    private String changeEverything() {
        String id = ads.post(MARKETER, base + "?name=Exported").data().get("id").asText();
        ads.postJson(MARKETER, base + "/" + id + "/users", List.of(Hashes.operation("Update", "email", List.of(Hashes.SUPPORT_AT_X))));
        ads.post(MARKETER, base + "/" + id + "/permissions?granted_account_id=" + eu + "&permission_level=READ_ONLY");
        String dnr = ads.get(MARKETER, "/12/accounts/" + us + "/do_not_reach_lists").data().get(0).get("id").asText();
        ads.delete(MARKETER, "/12/accounts/" + us + "/do_not_reach_lists/" + dnr);
        return id;
    }

    @Test
    void theStateKeyIsAds() {
        assertThat(ads.module.stateKey()).isEqualTo("ads");
    }

    @Test
    void exportAndRestoreBringBackAudiencesMembersPermissionsAndLists() {
        String id = changeEverything();
        JsonNode exported = ads.module.exportState();

        ads.module.reset();
        assertThat(ads.get(MARKETER, base + "/" + id).status()).isEqualTo(404);
        ads.module.restoreState(exported);

        assertThat(ads.get(MARKETER, base + "/" + id).data().get("name").asText()).isEqualTo("Exported");
        assertThat(ads.module.members(us, id)).isEqualTo(java.util.Map.of("email", Set.of(Hashes.SUPPORT_AT_X)));
        assertThat(ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences?permission_scope=SHARED&q=Exported").data())
                .hasSize(1);
        assertThat(ads.get(MARKETER, "/12/accounts/" + us + "/do_not_reach_lists").data()).isEmpty();
        assertThat(ads.module.exportState()).isEqualTo(exported);
    }

    @Test
    void theExportSurvivesSerialisationAsText() throws Exception {
        changeEverything();
        JsonNode exported = ads.module.exportState();
        JsonNode reparsed = Json.parse(Json.bytes(exported));

        ads.module.reset();
        ads.module.restoreState(reparsed);

        assertThat(ads.module.exportState()).isEqualTo(exported);
    }

    @Test
    void restoredCrmAudiencesKeepTheirSizeAndAreNotTakenForFlexibleOnes() throws Exception {
        String before = ads.get(MARKETER, base).json().toString();
        JsonNode reparsed = Json.parse(Json.bytes(ads.module.exportState()));

        ads.module.restoreState(reparsed);

        JsonNode lapsed = AdsTestServer.find(ads.get(MARKETER, base).data(), "name", "Lapsed customers");
        assertThat(lapsed.has("metadata")).isFalse();
        assertThat(lapsed.path("audience_size").asInt()).isEqualTo(40);
        assertThat(ads.get(MARKETER, base).json().toString()).isEqualTo(before);
    }

    @Test
    void idsCreatedAfterARestoreDoNotCollide() {
        changeEverything();
        ads.module.restoreState(ads.module.exportState());

        String created = ads.post(MARKETER, base + "?name=After").data().get("id").asText();

        assertThat(ads.module.exportState().get("audiences").has(created)).isTrue();
        // 11 audiences seeded before, the WEB audience X's lists have, 8 per account for the flexible-audience
        // editor (6 mobile, 2 flexible), "Exported" and "After".
        assertThat(ads.module.exportState().get("audiences").size()).isEqualTo(46);
    }

    @Test
    void resetReturnsToTheSeed() {
        JsonNode seeded = ads.module.exportState();
        changeEverything();

        ads.module.reset();

        assertThat(ads.module.exportState()).isEqualTo(seeded);
    }

    @Test
    void aStateThatIsNotAnAdsStateIsRefused() {
        assertThatThrownBy(() -> ads.module.restoreState(Json.MAPPER.readTree("{\"accounts\": 5}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ads.module.restoreState(Json.MAPPER.readTree("{\"audiences\": null}")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(ads.get(MARKETER, base).status()).isEqualTo(200);
    }

    @Test
    void aRestoredStateKeepsOrdinaryAudiencesOrdinary() {
        ads.module.restoreState(ads.module.exportState());

        JsonNode newsletter = AdsTestServer.find(ads.get(MARKETER, base).data(), "name", "Newsletter subscribers");
        assertThat(newsletter.has("metadata")).isFalse();
        assertThat(newsletter.get("audience_size").asInt()).isEqualTo(1200);
        JsonNode flexible = AdsTestServer.find(ads.get(MARKETER, base).data(), "name", "Loyal app users");
        assertThat(flexible.get("metadata").get(0).get("segments").get("child_segments")).hasSize(2);
    }
}
