package dev.starling.ui.audiences;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.Ability;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.realx.RealXServer;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Audiences workspace with audience records that lack {@code permission_level}, {@code is_owner},
 * {@code owner_account_id} and {@code description}, as X's may: rename works, an upload goes to the
 * selected audience, an unknown permission is shown as unknown and the action is tried.
 */
class SparseAudienceRecordsTest {

    @TempDir
    static Path vault;

    private static AudiencesViewModel open(Supplier<AdsClient> ads) {
        SameThreadTaskRunner tasks = new SameThreadTaskRunner();
        AudiencesViewModel viewModel = new AudiencesViewModel(new AdAccountPicker(ads, () -> true, tasks), ads, tasks,
                new ScriptedDialogs());
        viewModel.refresh();
        return viewModel;
    }

    private static CustomAudience select(AudiencesViewModel viewModel, String name) {
        CustomAudience audience = viewModel.audiences().stream().filter(a -> a.name().equals(name)).findFirst()
                .orElseThrow();
        viewModel.selectedAudienceProperty().set(audience);
        return audience;
    }

    @Test
    void anOwnedRecordWithoutOwnershipFieldsIsRenamedAndUploadedTo() {
        try (RealXServer x = new RealXServer()) {
            x.route("GET", "/12/accounts?", 200, "ads-accounts.json")
                    .route("GET", "/custom_audiences?", 200, "ads-audiences-owner.json")
                    .route("PUT", "/custom_audiences/1nmti?", 200, "ads-audience-renamed.json");
            AdsClient ads = x.ads();
            AudiencesViewModel viewModel = open(() -> ads);

            CustomAudience newsletter = select(viewModel, "Newsletter & loyalty");
            assertThat(AudienceText.access(newsletter)).isEqualTo("Owner");
            assertThat(AudienceText.type(viewModel.audiences().get(0))).isEqualTo("WEB (WEB)");
            assertThat(viewModel.uploadTarget()).get().isEqualTo(
                    UploadTarget.audience("18ce54d4x5t", "1nmti", "Newsletter & loyalty"));

            viewModel.rename(newsletter, "Newsletter & loyalty 2026");

            assertThat(viewModel.errorProperty().get()).isEmpty();
            assertThat(viewModel.messageProperty().get()).isEqualTo("Renamed to \u201cNewsletter & loyalty 2026\u201d.");
            assertThat(x.sentRequests()).anySatisfy(request -> assertThat(request)
                    .startsWith("PUT /12/accounts/18ce54d4x5t/custom_audiences/1nmti?name=Newsletter"));
            // (This server's listing still has the old name; the selection is the same audience, still writable.)
            CustomAudience after = viewModel.selectedAudienceProperty().get();
            assertThat(after.id()).isEqualTo("1nmti");
            assertThat(after.writeAccess()).isEqualTo(Ability.YES);
            assertThat(viewModel.uploadTarget()).get().extracting(UploadTarget::listId).isEqualTo("1nmti");
        }
    }

    @Test
    void anUnknownPermissionIsShownAsUnknownTriedAndTheRefusalExplained() {
        try (RealXServer x = new RealXServer()) {
            x.route("GET", "permission_scope=SHARED", 200, "ads-audiences-shared.json")
                    .route("GET", "/12/accounts?", 200, "ads-accounts.json")
                    .route("GET", "/custom_audiences?", 200, "ads-audiences-owner.json")
                    .route("PUT", "/custom_audiences/2kx01?", 403, "ads-error-unauthorized.json");
            AdsClient ads = x.ads();
            AudiencesViewModel viewModel = open(() -> ads);
            viewModel.filters().scopeProperty().set(AudienceScope.SHARED);

            CustomAudience buyers = select(viewModel, "Partner buyers");
            assertThat(AudienceText.access(buyers)).isEqualTo("Shared \u00b7 permission unknown");
            assertThat(AudienceText.access(viewModel.audiences().get(1))).isEqualTo("Shared \u00b7 Can view");
            assertThat(viewModel.uploadTarget()).as("tried, not silently sent to a new audience").get()
                    .isEqualTo(UploadTarget.audience("18ce54d4x5t", "2kx01", "Partner buyers"));

            viewModel.rename(buyers, "Partner buyers (renamed)");

            assertThat(viewModel.errorProperty().get()).isEqualTo("Could not rename the audience: Account 18ce54d4x5t "
                    + "has read-only access to custom audience 2kx01 [UNAUTHORIZED_ACCESS] (HTTP 403). X's record of "
                    + "this audience did not say whether this ad account may do that, so Starling tried; X refused it.");
        }
    }

    @Test
    void theSandboxsSparseRecordIsOwnedRenamedAndUploadedTo() {
        try (SignedInSandbox sandbox = new SignedInSandbox(vault)) {
            sandbox.signIn(SignedInSandbox.MARKETER);
            AudiencesViewModel viewModel = open(sandbox::ads);
            viewModel.picker().selectedProperty().set(viewModel.picker().accounts().stream()
                    .filter(a -> a.name().equals("Starling Coffee - EU")).findFirst().orElseThrow());

            CustomAudience holiday = select(viewModel, "Holiday promo");
            assertThat(holiday.permissionLevel()).as("the sandbox leaves it out, as X may").isNull();
            assertThat(holiday.owner()).isTrue();
            assertThat(viewModel.uploadTarget()).get().isEqualTo(UploadTarget.audience(
                    viewModel.picker().selectedId(), holiday.id(), "Holiday promo"));

            viewModel.rename(holiday, "Holiday promo 2026");

            assertThat(viewModel.errorProperty().get()).isEmpty();
            assertThat(viewModel.audiences()).extracting(CustomAudience::name).contains("Holiday promo 2026");
            assertThat(viewModel.selectedAudienceProperty().get().ownerAccess()).isEqualTo(Ability.YES);
        }
    }
}
