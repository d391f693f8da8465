package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsTestServer.Response;
import dev.starling.sandbox.infra.RateLimits;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * One limit per request, and its headers on every answer: the generic limit is made tiny here
 * (3 per 15 minutes) so a hidden second limit on top of X's own would show at once.
 */
class VisibleRateLimitsTest {

    private final AdsTestServer ads = new AdsTestServer(SandboxConfig.defaults()
            .withRateLimits(RateLimits.defaults().withDefault(3, Duration.ofMinutes(15))), RateLimiter.UPLOAD_LIMIT);
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void uploadsHaveExactlyTheSpecs1500PerMinuteAndNoOtherLimit() {
        String audience = ads.post(MARKETER, "/12/accounts/" + us + "/custom_audiences?name=" + enc("Visible limits"))
                .data().get("id").asText();
        String users = "/12/accounts/" + us + "/custom_audiences/" + audience + "/users";

        Response last = null;
        for (int i = 0; i < 8; i++) {
            last = ads.postJson(MARKETER, users, List.of(Hashes.operation("Update", "email", Hashes.emails("limit", i, i + 1))));
            assertThat(last.status()).as("upload %d", i + 1).isEqualTo(200);
        }

        assertThat(last.headers().firstValue("x-rate-limit-limit")).contains("1500");
        assertThat(last.headers().firstValue("x-rate-limit-remaining")).contains("1492");
    }

    @Test
    void aRefusedUploadStillSaysWhichLimitApplies() {
        String users = "/12/accounts/" + us + "/custom_audiences/nosuch/users";

        Response refused = ads.postJson(MARKETER, users, List.of(Hashes.operation("Update", "email", Hashes.emails("x", 0, 1))));

        assertThat(refused.status()).isEqualTo(404);
        assertThat(refused.headers().firstValue("x-rate-limit-limit")).contains("1500");
    }

    @Test
    void withTotalCountAnswersCarryTheirOwn200PerFifteenMinutesBeforeTheyBite() {
        String list = "/12/accounts/" + us + "/custom_audiences?with_total_count=true&count=1";

        Response first = ads.get(MARKETER, list);
        for (int i = 0; i < 4; i++) {
            assertThat(ads.get(MARKETER, list).status()).isEqualTo(200);
        }

        assertThat(first.status()).isEqualTo(200);
        assertThat(first.headers().firstValue("x-rate-limit-limit")).contains("200");
        assertThat(first.headers().firstValue("x-rate-limit-remaining")).contains("199");
    }

    @Test
    void otherRoutesShowTheirOneLimitUntilItBites() {
        String list = "/12/accounts/" + us + "/custom_audiences?count=1";

        Response first = ads.get(MARKETER, list);
        ads.get(MARKETER, list);
        ads.get(MARKETER, list);
        Response limited = ads.get(MARKETER, list);

        assertThat(first.headers().firstValue("x-rate-limit-limit")).contains("3");
        assertThat(first.headers().firstValue("x-rate-limit-remaining")).contains("2");
        assertThat(limited.status()).isEqualTo(429);
        assertThat(limited.headers().firstValue("x-rate-limit-remaining")).contains("0");
    }
}
