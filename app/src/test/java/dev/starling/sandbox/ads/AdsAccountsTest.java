package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class AdsAccountsTest {

    private final AdsTestServer ads = new AdsTestServer();

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void marketerSeesTheTwoAccountsOfTheFirstBusinessWithTheirFields() {
        Response response = ads.get(MARKETER, "/12/accounts");

        assertThat(response.status()).isEqualTo(200);
        assertThat(AdsTestServer.texts(response.data(), "name"))
                .containsExactlyInAnyOrder("Starling Coffee - US", "Starling Coffee - EU");
        var account = response.data().get(0);
        assertThat(account.fieldNames()).toIterable().contains("id", "name", "business_id", "business_name",
                "timezone", "currency", "approval_status", "deleted", "created_at", "updated_at");
        assertThat(AdsTestServer.texts(response.data(), "business_id")).containsOnly(account.get("business_id").asText());
        assertThat(response.json().has("next_cursor")).isTrue();
        assertThat(response.json().path("next_cursor").isNull()).isTrue();
        assertThat(response.json().path("request").has("params")).isTrue();
    }

    @Test
    void engineerAlsoSeesTheSecondBusinessAccount() {
        Response response = ads.get(ENGINEER, "/12/accounts");

        assertThat(AdsTestServer.texts(response.data(), "name")).containsExactlyInAnyOrder(
                "Starling Coffee - US", "Starling Coffee - EU", "Northwind Outdoor - Retail");
        assertThat(AdsTestServer.texts(response.data(), "business_name")).contains("Northwind Outdoor");
    }

    @Test
    void aUserAddedWithDashDashUserCanUseTheFirstBusinessAccounts() {
        List<SandboxConfig.DemoUser> users = new ArrayList<>(SandboxConfig.DEMO_USERS);
        users.add(new SandboxConfig.DemoUser("alice", "pw"));
        try (AdsTestServer withAlice = new AdsTestServer(SandboxConfig.defaults().withUsers(users), 1500)) {
            Response response = withAlice.get("alice", "/12/accounts");

            assertThat(AdsTestServer.texts(response.data(), "name"))
                    .containsExactlyInAnyOrder("Starling Coffee - US", "Starling Coffee - EU");
        }
    }

    @Test
    void oneAccountByIdIsTheRecordTheListShowsAsTheAdsSdksFirstCallReadsIt() {
        String us = ads.accountId(MARKETER, "Starling Coffee - US");

        Response response = ads.get(MARKETER, "/12/accounts/" + us);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.data().isObject()).isTrue();
        var listed = java.util.stream.StreamSupport.stream(ads.get(MARKETER, "/12/accounts").data().spliterator(), false)
                .filter(account -> account.get("id").asText().equals(us)).findFirst().orElseThrow();
        assertThat(response.data()).isEqualTo(listed);
        assertThat(response.json().path("request").path("params").path("account_id").asText()).isEqualTo(us);
        assertThat(ads.get(MARKETER, "/12/accounts/" + us + "?with_deleted=true").status()).isEqualTo(200);
    }

    @Test
    void oneAccountByIdIsRefusedWhenUnknownOrNotTheUsers() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");

        Response notTheirs = ads.get(MARKETER, "/12/accounts/" + retail);
        Response unknown = ads.get(MARKETER, "/12/accounts/zzzzzzzzzzz");

        assertThat(notTheirs.status()).isEqualTo(403);
        assertThat(notTheirs.errorCode()).isEqualTo("UNAUTHORIZED_ACCESS");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.errorParameter()).isEqualTo("account_id");
        assertThat(ads.get(null, "/12/accounts/" + retail).status()).isEqualTo(400);
    }

    @Test
    void requestsWithoutUserContextAreRefused() {
        Response response = ads.get(null, "/12/accounts");

        // Unsigned: X's "Bad Authentication data" (400, code 215); wrong signatures get 401, see AdsAuthenticationTest.
        assertThat(response.status()).isEqualTo(400);
        assertThat(response.json().path("errors").path(0).path("code").asInt()).isEqualTo(215);
    }

    @Test
    void anAccountNotAssociatedWithTheUserIsRefused() {
        String retail = ads.accountId(ENGINEER, "Northwind Outdoor - Retail");

        Response response = ads.get(MARKETER, "/12/accounts/" + retail + "/custom_audiences");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.errorCode()).isEqualTo("UNAUTHORIZED_ACCESS");
    }

    @Test
    void anUnknownAccountIsNotFound() {
        Response response = ads.get(MARKETER, "/12/accounts/zzzzzzzzzzz/custom_audiences");

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.errorCode()).isEqualTo("NOT_FOUND");
        assertThat(response.errorParameter()).isEqualTo("account_id");
    }

    @Test
    void theSameSeedGivesTheSameAccountsAndAnotherSeedOthers() {
        List<String> first = AdsTestServer.texts(ads.get(MARKETER, "/12/accounts").data(), "id");
        try (AdsTestServer same = new AdsTestServer();
             AdsTestServer other = new AdsTestServer(SandboxConfig.defaults().withSeed(7), 1500)) {
            assertThat(AdsTestServer.texts(same.get(MARKETER, "/12/accounts").data(), "id")).isEqualTo(first);
            assertThat(AdsTestServer.texts(other.get(MARKETER, "/12/accounts").data(), "id")).doesNotContainAnyElementsOf(first);
        }
    }

    @Test
    void accountListingPagesWithCount() {
        Response page = ads.get(ENGINEER, "/12/accounts?count=2");

        assertThat(page.data()).hasSize(2);
        Response rest = ads.get(ENGINEER, "/12/accounts?count=2&cursor=" + page.json().get("next_cursor").asText());
        assertThat(rest.data()).hasSize(1);
        assertThat(rest.json().get("next_cursor").isNull()).isTrue();
    }

    @Test
    void unknownAdsRoutesAnswerInTheAdsErrorShape() {
        Response response = ads.get(MARKETER, "/12/nothing/here");

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.errorCode()).isEqualTo("ROUTE_NOT_FOUND");
    }
}
