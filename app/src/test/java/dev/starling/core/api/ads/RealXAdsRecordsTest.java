package dev.starling.core.api.ads;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.realx.RealXServer;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Ads client over payloads shaped like X's real ones: fields X leaves out are unknown, never "no". */
class RealXAdsRecordsTest {

    private static final String ACCOUNT = "18ce54d4x5t";

    private final RealXServer x = new RealXServer();
    private final AdsClient ads = x.ads();

    @AfterEach
    void stop() {
        x.close();
    }

    @Test
    void accountsWithoutBusinessFieldsOrCurrencyReadAsUnknownNotAsEmptyStrings() {
        x.answer(200, "ads-accounts.json");

        List<AdAccount> accounts = ads.accounts();

        assertThat(accounts).hasSize(2);
        AdAccount untitled = accounts.get(0);
        assertThat(untitled.businessName()).isNull();
        assertThat(untitled.businessId()).isNull();
        assertThat(untitled.currency()).isNull();
        assertThat(untitled.approvalStatus()).isEqualTo("ACCEPTED");
        assertThat(untitled.timezoneSwitchAt()).isEqualTo(Instant.parse("2016-07-21T07:00:00Z"));
        AdAccount eu = accounts.get(1);
        assertThat(eu.businessName()).as("an empty string from X is not a name").isNull();
        assertThat(eu.businessId()).isNull();
        assertThat(eu.currency()).isEqualTo("EUR");
        assertThat(eu.label()).isEqualTo("Coffee & Co - EU (5gvk9h)");
    }

    @Test
    void audiencesListedWithTheOwnerScopeAreOwnedAndWritableWhenXLeavesOwnershipOut() {
        x.answer(200, "ads-audiences-owner.json");

        List<CustomAudience> own = ads.audiences(ACCOUNT, AudienceQuery.firstPage(50)).data();

        assertThat(x.nextRequest()).contains("permission_scope=OWNER");
        assertThat(own).extracting(CustomAudience::name).containsExactly("Site visitors", "Newsletter & loyalty");
        assertThat(own).allSatisfy(audience -> {
            assertThat(audience.owner()).isTrue();
            assertThat(audience.ownerAccountId()).isEqualTo(ACCOUNT);
            assertThat(audience.permissionLevel()).as("not sent, so not invented").isNull();
            assertThat(audience.description()).isNull();
            assertThat(audience.writeAccess()).isEqualTo(Ability.YES);
            assertThat(audience.ownerAccess()).isEqualTo(Ability.YES);
        });
        assertThat(own.get(0).audienceType()).isEqualTo("WEB");
        assertThat(own.get(0).listType()).isEqualTo("WEB");
        assertThat(own.get(1).audienceSize()).isEqualTo(2400);
    }

    @Test
    void sharedRecordsAreOtherAccountsAndAnUnknownPermissionIsUnknownNotReadOnly() {
        x.answer(200, "ads-audiences-shared.json");

        List<CustomAudience> shared = ads.audiences(ACCOUNT,
                new AudienceQuery(50, null, null, AudienceScope.SHARED, false)).data();

        CustomAudience buyers = shared.get(0);
        assertThat(buyers.owner()).as("owner_account_id names another account").isFalse();
        assertThat(buyers.permissionLevel()).isNull();
        assertThat(buyers.writeAccess()).isEqualTo(Ability.UNKNOWN);
        assertThat(buyers.writeAccess().mayTry()).isTrue();
        assertThat(buyers.ownerAccess()).isEqualTo(Ability.NO);
        CustomAudience lapsed = shared.get(1);
        assertThat(lapsed.writeAccess()).isEqualTo(Ability.NO);
    }

    @Test
    void aRecordWithOwnerAccountIdOfTheViewerIsOwnedWhateverTheLookup() {
        x.answer(200, "ads-audiences-shared.json");

        List<CustomAudience> seenByOwner = ads.audiences("5gvk9h",
                new AudienceQuery(50, null, null, AudienceScope.SHARED, false)).data();

        assertThat(seenByOwner).allSatisfy(audience -> assertThat(audience.owner()).isTrue());
        assertThat(seenByOwner.get(0).writeAccess()).isEqualTo(Ability.YES);
    }

    @Test
    void aSparseAnswerToARenameKeepsWhatTheListingKnew() {
        x.answer(200, "ads-audiences-owner.json").answer(200, "ads-audience-renamed.json");
        CustomAudience listed = ads.audiences(ACCOUNT, AudienceQuery.firstPage(50)).data().get(1);

        CustomAudience renamed = ads.updateAudience(ACCOUNT, listed.id(), "Newsletter & loyalty 2026", null);

        x.nextRequest();
        assertThat(x.nextRequest()).startsWith("PUT /12/accounts/18ce54d4x5t/custom_audiences/1nmti?name=");
        assertThat(renamed.owner()).as("a PUT answer proves nothing about ownership").isNull();
        CustomAudience merged = renamed.knownFrom(listed);
        assertThat(merged.name()).isEqualTo("Newsletter & loyalty 2026");
        assertThat(merged.owner()).isTrue();
        assertThat(merged.writeAccess()).isEqualTo(Ability.YES);
    }

    @Test
    void listSizesAreReadAsNumbersOrDigitStringsAndAnythingElseIsUnknown() {
        x.answer(200, "ads-do-not-reach-lists.json");

        List<DoNotReachList> lists = ads.allDoNotReachLists(ACCOUNT);

        assertThat(lists).extracting(DoNotReachList::listSize).containsExactly(1250, 3400, null);
        assertThat(lists.get(1).description()).isNull();
    }
}
