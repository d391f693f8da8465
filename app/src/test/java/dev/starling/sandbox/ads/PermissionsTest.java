package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PermissionsTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");
    private final String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");
    private final String newsletter = ads.audienceId(MARKETER, us, "Newsletter subscribers");
    private final String lapsed = ads.audienceId(MARKETER, us, "Lapsed customers");
    private final String visitors = ads.audienceId(MARKETER, eu, "Website visitors");

    @AfterEach
    void stop() {
        ads.close();
    }

    private String custom(String account, String audience) {
        return "/12/accounts/" + account + "/custom_audiences/" + audience + "/permissions";
    }

    private String tailored(String account, String audience) {
        return "/5/accounts/" + account + "/tailored_audiences/" + audience + "/permissions";
    }

    @Test
    void theOwnerListsCustomAudiencePermissions() {
        Response response = ads.get(MARKETER, custom(us, newsletter));

        assertThat(response.status()).isEqualTo(200);
        var permission = response.data().get(0);
        assertThat(permission.get("custom_audience_id").asText()).isEqualTo(newsletter);
        assertThat(permission.get("granted_account_id").asText()).isEqualTo(eu);
        assertThat(permission.get("permission_level").asText()).isEqualTo("READ_ONLY");
        assertThat(permission.get("deleted").asBoolean()).isFalse();
        assertThat(permission.fieldNames()).toIterable().contains("id", "created_at", "updated_at");
        assertThat(response.json().has("next_cursor")).isTrue();
    }

    @Test
    void versionFiveServesTheSameRecordsAsTailoredAudiencePermissions() {
        Response v12 = ads.get(MARKETER, custom(us, newsletter));
        Response v5 = ads.get(MARKETER, tailored(us, newsletter));

        assertThat(v5.status()).isEqualTo(200);
        assertThat(v5.data().get(0).get("tailored_audience_id").asText()).isEqualTo(newsletter);
        assertThat(v5.data().get(0).has("custom_audience_id")).isFalse();
        assertThat(texts(v5.data(), "id")).isEqualTo(texts(v12.data(), "id"));
    }

    @Test
    void grantingWithinTheBusinessSharesTheAudience() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=" + eu + "&permission_level=READ_WRITE");

        assertThat(response.status()).isEqualTo(201);
        assertThat(response.data().get("granted_account_id").asText()).isEqualTo(eu);
        assertThat(response.data().get("permission_level").asText()).isEqualTo("READ_WRITE");
        Response shared = ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences?permission_scope=SHARED");
        assertThat(texts(shared.data(), "id")).contains(lapsed);
    }

    @Test
    void grantingOutsideTheBusinessNeedsTheOwnersFeature() {
        Response response = ads.post(MARKETER, custom(eu, visitors) + "?granted_account_id=" + retail + "&permission_level=READ_ONLY");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.errorParameter()).isEqualTo("granted_account_id");
    }

    @Test
    void anOwnerWithTheFeatureSharesOutsideTheBusiness() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=" + retail + "&permission_level=READ_ONLY");

        assertThat(response.status()).isEqualTo(201);
        Response shared = ads.get(ENGINEER, "/12/accounts/" + retail + "/custom_audiences?permission_scope=SHARED");
        assertThat(texts(shared.data(), "id")).containsExactly(lapsed);
    }

    @Test
    void onlyTheOwnerMayGrant() {
        Response response = ads.post(MARKETER, custom(eu, newsletter) + "?granted_account_id=" + retail + "&permission_level=READ_ONLY");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.errorCode()).isEqualTo("UNAUTHORIZED_ACCESS");
    }

    @Test
    void onlyTheOwnerMayRevoke() {
        String permission = ads.get(MARKETER, custom(us, newsletter)).data().get(0).get("id").asText();

        Response response = ads.delete(MARKETER, custom(eu, newsletter) + "/" + permission);

        assertThat(response.status()).isEqualTo(403);
    }

    @Test
    void revokingReturnsTheRecordWithDeletedTrueAndEndsTheShare() {
        String permission = ads.get(MARKETER, custom(us, newsletter)).data().get(0).get("id").asText();

        Response response = ads.delete(MARKETER, custom(us, newsletter) + "/" + permission);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("deleted").asBoolean()).isTrue();
        assertThat(response.data().get("id").asText()).isEqualTo(permission);
        assertThat(ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences?permission_scope=SHARED").data()).isEmpty();
        assertThat(ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences/" + newsletter).status()).isEqualTo(404);
        assertThat(ads.get(MARKETER, custom(us, newsletter)).data()).isEmpty();
        assertThat(ads.get(MARKETER, custom(us, newsletter) + "?with_deleted=true").data()).hasSize(1);
    }

    @Test
    void tailoredGrantAndRevokeWorkOnTheSameRecords() {
        Response granted = ads.post(MARKETER, tailored(us, lapsed) + "?granted_account_id=" + eu + "&permission_level=READ_ONLY");
        String id = granted.data().get("id").asText();

        assertThat(granted.data().get("tailored_audience_id").asText()).isEqualTo(lapsed);
        assertThat(texts(ads.get(MARKETER, custom(us, lapsed)).data(), "id")).containsExactly(id);
        Response revoked = ads.delete(MARKETER, tailored(us, lapsed) + "/" + id);
        assertThat(revoked.data().get("deleted").asBoolean()).isTrue();
    }

    @Test
    void revokingAnUnknownPermissionIsNotFound() {
        assertThat(ads.delete(MARKETER, custom(us, newsletter) + "/nosuch").status()).isEqualTo(404);
    }

    @Test
    void grantedAccountIdIsRequired() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?permission_level=READ_ONLY");

        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("granted_account_id");
    }

    @Test
    void permissionLevelIsRequired() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=" + eu);

        assertThat(response.errorCode()).isEqualTo("MISSING_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("permission_level");
    }

    @Test
    void anUnknownPermissionLevelIsRefused() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=" + eu + "&permission_level=ADMIN");

        assertThat(response.errorCode()).isEqualTo("INVALID_PARAMETER");
        assertThat(response.errorParameter()).isEqualTo("permission_level");
    }

    @Test
    void anUnknownGranteeIsRefused() {
        Response response = ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=nosuch&permission_level=READ_ONLY");

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("granted_account_id");
    }

    @Test
    void listFiltersByGrantedAccountAndPermissionIds() {
        String second = ads.post(MARKETER, custom(us, newsletter) + "?granted_account_id=" + retail
                + "&permission_level=READ_ONLY").data().get("id").asText();

        assertThat(texts(ads.get(MARKETER, custom(us, newsletter) + "?granted_account_ids=" + retail).data(), "id"))
                .containsExactly(second);
        assertThat(texts(ads.get(MARKETER, custom(us, newsletter) + "?custom_audience_permission_ids=" + second).data(), "id"))
                .containsExactly(second);
        assertThat(texts(ads.get(MARKETER, tailored(us, newsletter) + "?tailored_audience_permission_ids=" + second).data(), "id"))
                .containsExactly(second);
    }

    @Test
    void moreThanTwoHundredIdsInAFilterAreRefused() {
        String ids = IntStream.range(0, 201).mapToObj(i -> "a" + i).collect(Collectors.joining(","));

        Response response = ads.get(MARKETER, custom(us, newsletter) + "?granted_account_ids=" + ids);

        assertThat(response.status()).isEqualTo(400);
        assertThat(response.errorParameter()).isEqualTo("granted_account_ids");
    }

    @Test
    void aGranteeSeesOnlyItsOwnShare() {
        ads.post(MARKETER, custom(us, newsletter) + "?granted_account_id=" + retail + "&permission_level=READ_ONLY");

        Response response = ads.get(MARKETER, custom(eu, newsletter));

        assertThat(texts(response.data(), "granted_account_id")).containsExactly(eu);
    }

    @Test
    void aReadWriteGranteeMayRename() {
        ads.post(MARKETER, custom(us, lapsed) + "?granted_account_id=" + eu + "&permission_level=READ_WRITE");

        Response response = ads.put(MARKETER, "/12/accounts/" + eu + "/custom_audiences/" + lapsed + "?description=shared");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().get("permission_level").asText()).isEqualTo("READ_WRITE");
        assertThat(response.data().get("is_owner").asBoolean()).isFalse();
    }
}
