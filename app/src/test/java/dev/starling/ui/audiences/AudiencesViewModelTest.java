package dev.starling.ui.audiences;

import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdsText;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.ScriptedDialogs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.api.ads.PermissionLevel;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.api.ads.TargetedCampaign;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The Audiences workspace's logic against the real sandbox, signed in as demo_marketer. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AudiencesViewModelTest {

    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private boolean signedIn = true;
    private AudiencesViewModel viewModel;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void open() {
        sandbox.resetAds();
        signedIn = true;
        SameThreadTaskRunner tasks = new SameThreadTaskRunner();
        viewModel = new AudiencesViewModel(new AdAccountPicker(sandbox::ads, () -> signedIn, tasks), sandbox::ads, tasks,
                dialogs);
        viewModel.refresh();
        choose("Starling Coffee - US");
    }

    @Test
    void withNobodySignedInItAsksToSignInFirstAndListsNothing() {
        signedIn = false;
        viewModel.refresh();
        assertThat(viewModel.picker().noticeProperty().get()).startsWith("Sign in first (Account, Ctrl+1)");
        assertThat(viewModel.picker().accounts()).isEmpty();
        assertThat(viewModel.audiences()).isEmpty();
        assertThat(viewModel.selectedAccountIdProperty().get()).isNull();
        viewModel.newNameProperty().set("Anything");
        viewModel.create();
        assertThat(viewModel.errorProperty().get()).startsWith("Sign in first");
    }

    @Test
    void picksTheFirstAccountAndListsItsAudiences() {
        assertThat(viewModel.picker().accounts()).extracting(AdAccount::name)
                .containsExactlyInAnyOrder("Starling Coffee - US", "Starling Coffee - EU");
        assertThat(viewModel.selectedAccountIdProperty().get()).isEqualTo(viewModel.picker().selectedId());
        assertThat(names()).containsExactlyInAnyOrder("Newsletter subscribers", "Lapsed customers", "App installers",
                "Trade show leads", "Loyal app users",
                "Loyalty app members", "Order-ahead users", "Push opt-ins", "Dormant app users", "Beta testers",
                "Loyal app members, not lapsed", "Frequent orderers");
    }

    @Test
    void pagesForwardAndBackWithTheServersCursors() {
        // 12 seeded audiences: pages of 5, 5 and 2.
        viewModel.filters().pageSizeProperty().set(5);
        List<String> first = names();
        assertThat(first).hasSize(5);
        assertThat(viewModel.pages().hasPreviousProperty().get()).isFalse();
        viewModel.pages().next();
        viewModel.pages().next();
        assertThat(viewModel.pages().pageNumberProperty().get()).isEqualTo(3);
        assertThat(names()).hasSize(2);
        assertThat(viewModel.pages().hasNextProperty().get()).isFalse();
        viewModel.pages().previous();
        viewModel.pages().previous();
        assertThat(viewModel.pages().pageNumberProperty().get()).isEqualTo(1);
        assertThat(names()).isEqualTo(first);
    }

    @Test
    void searchesByPrefixAndSwitchesScopeAndDeleted() {
        viewModel.filters().searchProperty().set("lap");
        viewModel.firstPage();
        assertThat(names()).containsExactly("Lapsed customers");

        viewModel.filters().searchProperty().set("");
        choose("Starling Coffee - EU");
        viewModel.filters().scopeProperty().set(AudienceScope.SHARED);
        assertThat(names()).containsExactly("Newsletter subscribers");
        viewModel.filters().scopeProperty().set(AudienceScope.OWNER);
        assertThat(names()).doesNotContain("Old prospects");
        viewModel.filters().showDeletedProperty().set(true);
        assertThat(names()).contains("Old prospects");
    }

    @Test
    void createsAnAudienceThatIsNotTargetableYetAndRefusesADuplicateName() {
        viewModel.newNameProperty().set("Fair leads");
        viewModel.create();
        CustomAudience created = viewModel.selectedAudienceProperty().get();
        assertThat(created.name()).isEqualTo("Fair leads");
        assertThat(viewModel.audiences()).contains(created);
        assertThat(created.targetable()).isFalse();
        assertThat(created.reasonsNotTargetable()).containsExactly("PROCESSING", "TOO_SMALL");
        assertThat(viewModel.messageProperty().get()).startsWith("Created \u201cFair leads\u201d");

        viewModel.newNameProperty().set("fair LEADS");
        viewModel.create();
        assertThat(viewModel.errorProperty().get()).startsWith("Could not create \u201cfair LEADS\u201d: ")
                .contains("DUPLICATE_NAME");
        assertThat(names()).containsOnlyOnce("Fair leads");
    }

    @Test
    void renamesDescribesAndDeletes() {
        viewModel.newNameProperty().set("Draft");
        viewModel.create();
        CustomAudience draft = viewModel.selectedAudienceProperty().get();
        viewModel.rename(draft, "Final");
        assertThat(names()).contains("Final").doesNotContain("Draft");
        viewModel.editDescription(viewModel.selectedAudienceProperty().get(), "for the autumn push");
        assertThat(viewModel.selectedAudienceProperty().get().description()).isEqualTo("for the autumn push");

        viewModel.rename(viewModel.selectedAudienceProperty().get(), "Lapsed customers");
        assertThat(viewModel.errorProperty().get()).startsWith("Could not rename the audience: ").contains("DUPLICATE_NAME");

        viewModel.delete(viewModel.selectedAudienceProperty().get());
        assertThat(names()).doesNotContain("Final");
        assertThat(viewModel.selectedAudienceProperty().get()).isNull();
    }

    @Test
    void deletingAsksForTheNameOnlyOfAnAudienceThatIsSharedOrTargetedAndSaysHowItIsUsed() {
        int asked = dialogs.confirmations().size();
        select("Trade show leads");
        dialogs.answer(false);
        viewModel.confirmDelete();
        select("Newsletter subscribers");
        dialogs.answer(false);
        viewModel.confirmDelete();

        assertThat(dialogs.confirmations()).hasSize(asked + 2);
        Confirmation unused = dialogs.confirmations().get(asked);
        assertThat(unused.actionText()).isEqualTo("Delete \u201cTrade show leads\u201d at X");
        assertThat(unused.asksForName()).isFalse();
        Confirmation used = dialogs.confirmations().get(asked + 1);
        assertThat(used.actionText()).isEqualTo("Delete \u201cNewsletter subscribers\u201d at X");
        assertThat(used.nameToType()).isEqualTo("Newsletter subscribers");
        assertThat(used.message()).contains("shared with one account and targeted by one campaign");
        assertThat(names()).contains("Trade show leads", "Newsletter subscribers");

        dialogs.answer(true);
        viewModel.confirmDelete();
        assertThat(names()).doesNotContain("Newsletter subscribers");
    }

    @Test
    void aDescriptionChangedOnlyBySpacesIsNotSentToX() {
        viewModel.newNameProperty().set("Spaces");
        viewModel.create();
        CustomAudience audience = viewModel.selectedAudienceProperty().get();
        viewModel.editDescription(audience, "for the autumn push");
        CustomAudience described = viewModel.selectedAudienceProperty().get();
        java.time.Instant updated = sandbox.ads().audience(picked(), described.id(), false).updatedAt();

        viewModel.editDescription(described, "for the autumn push ");
        viewModel.editDescription(described, " for the autumn push");

        assertThat(sandbox.ads().audience(picked(), described.id(), false).description()).isEqualTo("for the autumn push");
        assertThat(sandbox.ads().audience(picked(), described.id(), false).updatedAt()).isEqualTo(updated);
    }

    @Test
    void theDescriptionIsAskedEditedFromTheOneTheAudienceHasAndABlankAnswerClearsIt() {
        viewModel.newNameProperty().set("Described");
        viewModel.create();
        dialogs.answer("for the autumn push");
        viewModel.askDescription();
        CustomAudience described = viewModel.selectedAudienceProperty().get();
        assertThat(dialogs.asked()).last().asString().contains("Described");
        assertThat(sandbox.ads().audience(picked(), described.id(), false).description()).isEqualTo("for the autumn push");

        dialogs.answer(null);
        viewModel.askDescription();
        assertThat(sandbox.ads().audience(picked(), described.id(), false).description()).isEqualTo("for the autumn push");

        dialogs.answer("");
        viewModel.askDescription();
        assertThat(sandbox.ads().audience(picked(), described.id(), false).description()).isNullOrEmpty();
    }

    private String picked() {
        return viewModel.picker().selectedId();
    }

    @Test
    void revokingAsksFirstNamingTheAudienceAndTheAccount() {
        select("Newsletter subscribers");
        AudienceDetailsViewModel details = viewModel.details();
        AudiencePermission share = details.permissions(PermissionApi.CUSTOM_AUDIENCE).get(0);
        dialogs.answer(false);
        details.confirmRevoke(PermissionApi.CUSTOM_AUDIENCE, share);
        assertThat(dialogs.confirmations()).last().extracting(Confirmation::actionText).asString()
                .startsWith("Stop sharing \u201cNewsletter subscribers\u201d with Starling Coffee - EU (");
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).hasSize(1);

        dialogs.answer(true);
        details.confirmRevoke(PermissionApi.CUSTOM_AUDIENCE, share);
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).isEmpty();
    }

    @Test
    void grantsAndRevokesAShareSeenThroughBothPermissionLists() {
        String eu = accountId("Starling Coffee - EU");
        viewModel.newNameProperty().set("Partners");
        viewModel.create();
        AudienceDetailsViewModel details = viewModel.details();
        details.grantAccountIdProperty().set(" " + eu + " ");
        details.grantLevelProperty().set(PermissionLevel.READ_ONLY);
        details.grant();
        assertThat(details.errorProperty().get()).isEmpty();
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).singleElement().satisfies(p -> {
            assertThat(p.grantedAccountId()).isEqualTo(eu);
            assertThat(p.permissionLevel()).isEqualTo("READ_ONLY");
        });
        assertThat(details.permissions(PermissionApi.TAILORED_AUDIENCE)).extracting(AudiencePermission::id)
                .containsExactlyElementsOf(details.permissions(PermissionApi.CUSTOM_AUDIENCE).stream().map(AudiencePermission::id).toList());

        details.revoke(PermissionApi.TAILORED_AUDIENCE, details.permissions(PermissionApi.TAILORED_AUDIENCE).get(0));
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).isEmpty();
        assertThat(details.permissions(PermissionApi.TAILORED_AUDIENCE)).isEmpty();
        assertThat(details.messageProperty().get()).contains("may no longer target");
    }

    @Test
    void sharesWithAnAccountPickedByNameAndShowsNamesAndMarketerWords() {
        AdAccount eu = viewModel.picker().accounts().stream().filter(a -> a.name().equals("Starling Coffee - EU"))
                .findFirst().orElseThrow();
        viewModel.newNameProperty().set("Partners");
        viewModel.create();
        AudienceDetailsViewModel details = viewModel.details();
        // The audience's own account is not offered; the other accessible one is, with its name.
        assertThat(details.shareCandidates()).containsExactly(eu);

        details.grantAccountIdProperty().set(eu.label()); // what the editable choice holds once picked
        details.grantLevelProperty().set(PermissionLevel.READ_WRITE);
        details.grant();

        assertThat(details.errorProperty().get()).isEmpty();
        assertThat(details.messageProperty().get()).isEqualTo("Account " + eu.label() + " may now use \u201cPartners\u201d (Can edit).");
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).singleElement().satisfies(p -> {
            assertThat(p.grantedAccountId()).isEqualTo(eu.id());
            assertThat(details.shareText(p)).startsWith(eu.label() + "\nCan edit \u00b7 since ");
        });
        assertThat(details.granteeId("Starling Coffee - EU")).isEqualTo(eu.id());
        assertThat(details.granteeId(" 18ce54d4x5t ")).as("an id typed by hand").isEqualTo("18ce54d4x5t");
        assertThat(details.accountName("18ce54d4x5t")).as("an account the user cannot see").isEqualTo("18ce54d4x5t");
    }

    @Test
    void statusAndSizesReadInAMarketersWordsWithTheApiTermsKeptForTooltips() {
        CustomAudience lapsed = viewModel.audiences().stream().filter(a -> a.name().equals("Lapsed customers"))
                .findFirst().orElseThrow();
        CustomAudience flexible = viewModel.audiences().stream().filter(a -> a.name().equals("Frequent orderers"))
                .findFirst().orElseThrow();
        CustomAudience placeholder = viewModel.audiences().stream().filter(a -> a.name().equals("Trade show leads"))
                .findFirst().orElseThrow();

        assertThat(AdsText.status(lapsed.targetable(), lapsed.reasonsNotTargetable()))
                .isEqualTo("Too small (under 100 matched people)");
        assertThat(viewModel.sizeText(lapsed)).isEqualTo("40");
        assertThat(flexible.targetable()).isTrue();
        assertThat(viewModel.sizeText(flexible)).as("a targetable flexible audience has a size").matches("[0-9,]+");
        // a size being counted is not said to be too small (issue 29)
        assertThat(AdsText.status(placeholder.targetable(), placeholder.reasonsNotTargetable()))
                .isEqualTo("Size being recomputed");
        assertThat(AdsText.statusTerms(placeholder.targetable(), placeholder.reasonsNotTargetable()))
                .contains("targetable = false").contains("reasons_not_targetable = [PROCESSING, TOO_SMALL]");
        assertThat(AdsText.permission("READ_ONLY")).isEqualTo("Can view");
        assertThat(AdsText.permission("READ_WRITE")).isEqualTo("Can edit");
        assertThat(AdsText.permissionApi(PermissionApi.CUSTOM_AUDIENCE)).doesNotContain("/12/");
        assertThat(AdsText.permissionApi(PermissionApi.TAILORED_AUDIENCE)).doesNotContain("/5/");
        assertThat(AdsText.yesNo(true)).isEqualTo("Yes");
    }

    @Test
    void refusalsToShareAreExplained() {
        AudienceDetailsViewModel details = viewModel.details();
        select("Trade show leads");
        details.grant();
        assertThat(details.errorProperty().get()).startsWith("Type the id of the ad account");

        details.grantAccountIdProperty().set(viewModel.picker().selectedId());
        details.grant();
        assertThat(details.errorProperty().get()).contains("cannot be shared with its owner account");

        String us = accountId("Starling Coffee - US");
        choose("Starling Coffee - EU");
        viewModel.filters().scopeProperty().set(AudienceScope.SHARED);
        select("Newsletter subscribers");
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).singleElement()
                .satisfies(own -> assertThat(own.grantedAccountId()).isEqualTo(viewModel.picker().selectedId()));
        details.grantAccountIdProperty().set(us);
        details.grant();
        assertThat(details.errorProperty().get()).startsWith("Could not share with account Starling Coffee - US (" + us + "): ")
                .contains("Only the owner account").contains("UNAUTHORIZED_ACCESS");
    }

    @Test
    void targetedCampaignsShowActiveLineItemsOrAll() {
        select("Newsletter subscribers");
        AudienceDetailsViewModel details = viewModel.details();
        assertThat(lineItems(details)).containsExactly("Newsletter - feed");
        details.activeOnlyProperty().set(false);
        assertThat(lineItems(details)).containsExactly("Newsletter - feed", "Newsletter and app - search");
        select("Trade show leads");
        assertThat(details.campaigns()).isEmpty();
    }

    private static List<String> lineItems(AudienceDetailsViewModel details) {
        List<String> names = new ArrayList<>();
        for (TargetedCampaign campaign : details.campaigns()) {
            campaign.lineItems().forEach(item -> names.add(item.name()));
        }
        return names;
    }

    private void choose(String accountName) {
        viewModel.picker().selectedProperty().set(viewModel.picker().accounts().stream()
                .filter(a -> a.name().equals(accountName)).findFirst().orElseThrow());
    }

    private String accountId(String accountName) {
        return viewModel.picker().accounts().stream().filter(a -> a.name().equals(accountName)).findFirst()
                .orElseThrow().id();
    }

    private void select(String audienceName) {
        viewModel.selectedAudienceProperty().set(viewModel.audiences().stream()
                .filter(a -> a.name().equals(audienceName)).findFirst().orElseThrow());
    }

    private List<String> names() {
        return viewModel.audiences().stream().map(CustomAudience::name).toList();
    }
}
