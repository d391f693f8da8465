package dev.starling.core.api.ads;

import org.assertj.core.api.InstanceOfAssertFactories;
import dev.starling.core.text.Messages;
import dev.starling.core.api.account.NotSignedInException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.error.AdsErrors;
import dev.starling.core.api.error.ApiException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The Ads client against the real in-process sandbox, signed in as demo_marketer through the PIN flow. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AdsClientTest {

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private AdsClient ads;
    private String us;
    private String eu;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
        ads = sandbox.ads();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void seededWorld() {
        sandbox.resetAds();
        us = accountId("Starling Coffee - US");
        eu = accountId("Starling Coffee - EU");
    }

    @Test
    void listsTheAdAccountsTheSignedInUserMayActFor() {
        assertThat(ads.accounts()).extracting(AdAccount::name)
                .containsExactlyInAnyOrder("Starling Coffee - US", "Starling Coffee - EU");
        assertThat(ads.accounts()).allSatisfy(account -> assertThat(account.businessName()).isEqualTo("Starling Coffee"));
    }

    @Test
    void pagesThroughAudiencesWithTheCursorTheApiReturns() {
        Page<CustomAudience> first = ads.audiences(us, AudienceQuery.firstPage(2));
        assertThat(first.data()).hasSize(2);
        assertThat(first.hasNext()).isTrue();
        List<String> names = new java.util.ArrayList<>();
        first.data().forEach(a -> names.add(a.name()));
        Page<CustomAudience> page = first;
        for (int i = 0; i < 10 && page.hasNext(); i++) {
            page = ads.audiences(us, AudienceQuery.firstPage(2).atCursor(page.nextCursor()));
            page.data().forEach(a -> names.add(a.name()));
        }
        assertThat(page.hasNext()).isFalse();
        assertThat(names).containsExactlyInAnyOrder("Newsletter subscribers", "Lapsed customers", "App installers",
                "Trade show leads", "Loyal app users",
                "Loyalty app members", "Order-ahead users", "Push opt-ins", "Dormant app users", "Beta testers",
                "Loyal app members, not lapsed", "Frequent orderers");
    }

    @Test
    void searchesByNamePrefixScopeAndDeleted() {
        assertThat(ads.audiences(us, new AudienceQuery(50, null, "newS", AudienceScope.OWNER, false)).data())
                .extracting(CustomAudience::name).containsExactly("Newsletter subscribers");
        assertThat(ads.audiences(eu, new AudienceQuery(50, null, null, AudienceScope.SHARED, false)).data())
                .singleElement().satisfies(shared -> {
                    assertThat(shared.name()).isEqualTo("Newsletter subscribers");
                    assertThat(shared.owner()).isFalse();
                    assertThat(shared.permissionLevel()).isEqualTo("READ_ONLY");
                });
        assertThat(ads.audiences(eu, new AudienceQuery(50, null, null, AudienceScope.OWNER, false)).data())
                .extracting(CustomAudience::name).doesNotContain("Old prospects");
        assertThat(ads.audiences(eu, new AudienceQuery(50, null, null, AudienceScope.OWNER, true)).data())
                .filteredOn(CustomAudience::deleted).extracting(CustomAudience::name)
                .containsExactlyInAnyOrder("Old prospects", "Old EU app");
    }

    @Test
    void readsSizeAndTargetabilityOfSeededAudiences() {
        List<CustomAudience> all = ads.audiences(us, AudienceQuery.firstPage(50)).data();
        CustomAudience newsletter = byName(all, "Newsletter subscribers");
        assertThat(newsletter.targetable()).isTrue();
        assertThat(newsletter.audienceSize()).isEqualTo(1200);
        assertThat(newsletter.updatedAt()).isNotNull();
        CustomAudience lapsed = byName(all, "Lapsed customers");
        assertThat(lapsed.targetable()).isFalse();
        assertThat(lapsed.reasonsNotTargetable()).containsExactly("TOO_SMALL");
        assertThat(ads.audience(us, newsletter.id(), false)).isEqualTo(newsletter);
    }

    @Test
    void createsRenamesDescribesAndDeletesAnAudience() {
        CustomAudience created = ads.createAudience(us, "Spring CRM", "from the spring fair");
        assertThat(created.targetable()).isFalse();
        assertThat(created.reasonsNotTargetable()).containsExactly("PROCESSING", "TOO_SMALL");
        assertThat(created.audienceSize()).isNull();
        assertThat(created.description()).isEqualTo("from the spring fair");

        CustomAudience renamed = ads.updateAudience(us, created.id(), "Spring fair CRM", null);
        assertThat(renamed.name()).isEqualTo("Spring fair CRM");
        assertThat(renamed.description()).isEqualTo("from the spring fair");
        CustomAudience described = ads.updateAudience(us, created.id(), null, "booth sign-ups");
        assertThat(described.name()).isEqualTo("Spring fair CRM");
        assertThat(described.description()).isEqualTo("booth sign-ups");

        assertThat(ads.deleteAudience(us, created.id()).deleted()).isTrue();
        assertThat(ads.audiences(us, new AudienceQuery(50, null, "Spring", AudienceScope.OWNER, false)).data()).isEmpty();
    }

    @Test
    void aDuplicateNameIsRefusedWithTheServersExplanation() {
        assertThatThrownBy(() -> ads.createAudience(us, "newsletter SUBSCRIBERS", null))
                .isInstanceOfSatisfying(ApiException.class, failure -> {
                    assertThat(failure.error()).isInstanceOfSatisfying(AdsErrors.class, errors ->
                            assertThat(errors.errors().get(0).code()).isEqualTo("DUPLICATE_NAME"));
                    assertThat(failure.error().text().render(Messages::text)).contains("DUPLICATE_NAME");
                });
    }

    @Test
    void grantsListsAndRevokesPermissionsThroughBothApiVersions() {
        CustomAudience audience = ads.createAudience(us, "Shared leads", null);
        AudiencePermission granted = ads.grant(PermissionApi.CUSTOM_AUDIENCE, us, audience.id(), eu,
                PermissionLevel.READ_ONLY);
        assertThat(granted.grantedAccountId()).isEqualTo(eu);
        assertThat(granted.permissionLevel()).isEqualTo("READ_ONLY");
        assertThat(granted.audienceId()).isEqualTo(audience.id());

        assertThat(ads.permissions(PermissionApi.TAILORED_AUDIENCE, us, audience.id())).singleElement()
                .satisfies(same -> {
                    assertThat(same.id()).isEqualTo(granted.id());
                    assertThat(same.audienceId()).isEqualTo(audience.id());
                });
        AudiencePermission upgraded = ads.grant(PermissionApi.TAILORED_AUDIENCE, us, audience.id(), eu,
                PermissionLevel.READ_WRITE);
        assertThat(ads.permissions(PermissionApi.CUSTOM_AUDIENCE, us, audience.id())).singleElement()
                .satisfies(p -> assertThat(p.permissionLevel()).isEqualTo("READ_WRITE"));

        assertThat(ads.revoke(PermissionApi.TAILORED_AUDIENCE, us, audience.id(), upgraded.id()).deleted()).isTrue();
        assertThat(ads.permissions(PermissionApi.CUSTOM_AUDIENCE, us, audience.id())).isEmpty();
    }

    @Test
    void onlyTheOwnerMayGrantAndSharingOutsideTheBusinessNeedsTheFeature() {
        CustomAudience shared = ads.audiences(eu, new AudienceQuery(50, null, null, AudienceScope.SHARED, false))
                .data().get(0);
        assertThatThrownBy(() -> ads.grant(PermissionApi.CUSTOM_AUDIENCE, eu, shared.id(), us, PermissionLevel.READ_ONLY))
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING)
                .contains("Only the owner account").contains("UNAUTHORIZED_ACCESS");

        String outside = outsideAccountId();
        CustomAudience holiday = byName(ads.audiences(eu, AudienceQuery.firstPage(50)).data(), "Holiday promo");
        assertThatThrownBy(() -> ads.grant(PermissionApi.CUSTOM_AUDIENCE, eu, holiday.id(), outside,
                PermissionLevel.READ_ONLY))
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING).contains("only within its business")
                .contains("SHARE_AUDIENCE_OUTSIDE_BUSINESS");
    }

    @Test
    void targetedCampaignsShowActiveLineItemsOrAllOfThem() {
        CustomAudience newsletter = byName(ads.audiences(us, AudienceQuery.firstPage(50)).data(), "Newsletter subscribers");
        List<TargetedCampaign> active = ads.targetedCampaigns(us, newsletter.id(), true, null).data();
        assertThat(active).singleElement().satisfies(campaign -> {
            assertThat(campaign.campaignName()).isEqualTo("Spring launch");
            assertThat(campaign.lineItems()).extracting(TargetedCampaign.LineItem::name).containsExactly("Newsletter - feed");
        });
        List<TargetedCampaign> all = ads.targetedCampaigns(us, newsletter.id(), false, null).data();
        assertThat(all.get(0).lineItems()).extracting(TargetedCampaign.LineItem::servable).containsExactly(true, false);
    }

    @Test
    void listsAndDeletesDoNotReachLists() {
        List<DoNotReachList> lists = ads.doNotReachLists(us, 50, null).data();
        assertThat(lists).singleElement().satisfies(list -> {
            assertThat(list.name()).isEqualTo("Global suppression");
            assertThat(list.targetable()).isTrue();
            assertThat(list.listSize()).isEqualTo(150); // 120 emails and 30 phone numbers seeded
        });
        assertThat(ads.deleteDoNotReachList(us, lists.get(0).id()).deleted()).isTrue();
        assertThat(ads.doNotReachLists(us, 50, null).data()).isEmpty();
        assertThatThrownBy(() -> ads.deleteDoNotReachList(us, lists.get(0).id()))
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING).contains("NOT_FOUND");
    }

    @Test
    void createsADoNotReachListAndARepeatedNameIsRefused() {
        DoNotReachList created = ads.createDoNotReachList(us, "Press contacts", "Journalists we never advertise to");

        assertThat(created.name()).isEqualTo("Press contacts");
        assertThat(created.description()).isEqualTo("Journalists we never advertise to");
        assertThat(created.targetable()).isFalse();
        assertThat(created.listSize()).isNull();
        assertThat(ads.allDoNotReachLists(us)).extracting(DoNotReachList::name)
                .containsExactlyInAnyOrder("Global suppression", "Press contacts");
        assertThatThrownBy(() -> ads.createDoNotReachList(us, "press CONTACTS", " "))
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING).contains("DUPLICATE_NAME");
    }

    @Test
    void anAccountOfAnotherUserIsRefused() {
        String outside = outsideAccountId();
        assertThatThrownBy(() -> ads.audiences(outside, AudienceQuery.firstPage(10)))
                .isInstanceOf(ApiException.class)
                .extracting(e -> Messages.text(((ApiException) e).text()), InstanceOfAssertFactories.STRING).contains("not authorized to use account")
                .contains("HTTP 403");
    }

    @Test
    void withNobodySignedInNothingIsSent() {
        SignedInSandbox fresh = new SignedInSandbox(vault.resolve("fresh"));
        try {
            assertThatThrownBy(() -> fresh.ads().accounts()).isInstanceOf(NotSignedInException.class);
        } finally {
            fresh.close();
        }
    }

    /** An account of Northwind Outdoor, which demo_marketer may not use (found through the engineer's view). */
    private String outsideAccountId() {
        CustomAudience shared = ads.audiences(eu, new AudienceQuery(50, null, null, AudienceScope.SHARED, false))
                .data().get(0);
        assertThat(shared.ownerAccountId()).isEqualTo(us);
        // Account ids are not secret: the engineer's sandbox session shows Northwind's.
        SignedInSandbox engineer = new SignedInSandbox(vault.resolve("engineer"));
        try {
            engineer.signIn(SignedInSandbox.ENGINEER);
            return engineer.ads().accounts().stream().filter(a -> a.businessName().equals("Northwind Outdoor"))
                    .findFirst().orElseThrow().id();
        } finally {
            engineer.close();
        }
    }

    private String accountId(String name) {
        return ads.accounts().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow().id();
    }

    private static CustomAudience byName(List<CustomAudience> audiences, String name) {
        return audiences.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }
}
