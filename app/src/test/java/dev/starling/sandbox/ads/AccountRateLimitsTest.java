package dev.starling.sandbox.ads;

import static dev.starling.sandbox.ads.AdsTestServer.ENGINEER;
import static dev.starling.sandbox.ads.AdsTestServer.MARKETER;
import static dev.starling.sandbox.ads.AdsTestServer.enc;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.sandbox.ads.AdsTestServer.Response;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * X's account-level limit of the Ads API: every GET under {@code /accounts/:account_id} answers with
 * {@code x-account-rate-limit-*} (per ad account and endpoint, whoever asks) besides the user's
 * {@code x-rate-limit-*}; writes and reads without an account do not.
 */
class AccountRateLimitsTest {

    private final AdsTestServer ads = new AdsTestServer();
    private final String us = ads.accountId(MARKETER, "Starling Coffee - US");
    private final String eu = ads.accountId(MARKETER, "Starling Coffee - EU");

    @AfterEach
    void stop() {
        ads.close();
    }

    @Test
    void readsOfAnAccountCarryItsLimitBesidesTheUsers() {
        Response first = ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences");
        Response second = ads.get(MARKETER, "/12/accounts/" + us + "/custom_audiences");

        assertThat(first.headers().firstValue("x-account-rate-limit-limit")).hasValue("10000");
        assertThat(first.headers().firstValue("x-account-rate-limit-remaining")).hasValue("9999");
        assertThat(second.headers().firstValue("x-account-rate-limit-remaining")).hasValue("9998");
        long reset = Long.parseLong(first.headers().firstValue("x-account-rate-limit-reset").orElseThrow());
        assertThat(reset).isGreaterThan(ads.clock.instant().getEpochSecond())
                .isLessThanOrEqualTo(ads.clock.instant().plus(Duration.ofMinutes(15)).getEpochSecond());
        assertThat(first.headers().firstValue("x-rate-limit-limit")).as("the user's own limit too").isPresent();
        assertThat(ads.get(MARKETER, "/12/accounts/" + us).headers().firstValue("x-account-rate-limit-remaining"))
                .as("each endpoint has its own count").hasValue("9999");
        assertThat(ads.get(MARKETER, "/5/accounts/" + us + "/tailored_audiences/none/permissions").headers()
                .firstValue("x-account-rate-limit-limit")).as("also on version 5 and on a 404").hasValue("10000");
    }

    @Test
    void writesAndReadsWithoutAnAccountCarryNoAccountLimit() {
        Response created = ads.post(MARKETER, "/12/accounts/" + us + "/custom_audiences?name=" + enc("No account limit"));
        Response accounts = ads.get(MARKETER, "/12/accounts");

        assertThat(created.status()).isEqualTo(201);
        assertThat(created.headers().firstValue("x-account-rate-limit-limit")).isEmpty();
        assertThat(accounts.headers().firstValue("x-account-rate-limit-limit")).isEmpty();
        assertThat(accounts.headers().firstValue("x-rate-limit-limit")).isPresent();
    }

    @Test
    void theAccountsLimitIsSharedByItsUsersAndBitesWithItsHeaders() {
        ads.module.limitAccountReads(3, Duration.ofMinutes(15));
        String list = "/12/accounts/" + us + "/custom_audiences";

        ads.get(MARKETER, list);
        ads.get(ENGINEER, list);
        Response third = ads.get(MARKETER, list);
        Response refused = ads.get(ENGINEER, list);

        assertThat(third.status()).isEqualTo(200);
        assertThat(third.headers().firstValue("x-account-rate-limit-remaining")).hasValue("0");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.errorCode()).isEqualTo("TOO_MANY_REQUESTS");
        assertThat(refused.headers().firstValue("x-account-rate-limit-limit")).hasValue("3");
        assertThat(refused.headers().firstValue("x-account-rate-limit-remaining")).hasValue("0");
        assertThat(ads.get(MARKETER, "/12/accounts/" + eu + "/custom_audiences").status())
                .as("another account has its own").isEqualTo(200);
        ads.clock.advance(Duration.ofMinutes(15));
        assertThat(ads.get(ENGINEER, list).status()).isEqualTo(200);
    }
}
