package dev.starling.ui.audiences;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.api.ads.PermissionLevel;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** An audience's details on their own, against the sandbox: shares, grants, who is told, what is cleared. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AudienceDetailsViewModelTest {

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<CustomAudience> sharesChanged = new ArrayList<>();
    private AudienceDetailsViewModel details;
    private String us;
    private String eu;

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
        List<AdAccount> accounts = sandbox.ads().accounts();
        us = id(accounts, "Starling Coffee - US");
        eu = id(accounts, "Starling Coffee - EU");
        sharesChanged.clear();
        details = new AudienceDetailsViewModel(sandbox::ads, new SameThreadTaskRunner(), dialogs,
                FXCollections.observableArrayList(accounts), sharesChanged::add);
    }

    @Test
    void showsAnAudiencesSharesThroughBothListsAndOffersEveryOtherAccount() {
        details.show(us, audience("Newsletter subscribers"));
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).isNotEmpty();
        assertThat(details.permissions(PermissionApi.TAILORED_AUDIENCE)).hasSameSizeAs(
                details.permissions(PermissionApi.CUSTOM_AUDIENCE));
        assertThat(details.shareCandidates()).extracting(AdAccount::id).contains(eu).doesNotContain(us);
        assertThat(details.errorProperty().get()).isEmpty();

        details.show(us, null);
        assertThat(details.audienceProperty().get()).isNull();
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).isEmpty();
        assertThat(details.campaigns()).isEmpty();
    }

    @Test
    void aGrantSharesWithTheTypedAccountAndTellsTheOtherViews() {
        CustomAudience created = sandbox.ads().createAudience(us, "Partners", null);
        details.show(us, created);
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).isEmpty();

        details.grantAccountIdProperty().set("Starling Coffee - EU");
        details.grantLevelProperty().set(PermissionLevel.READ_ONLY);
        details.grant();

        assertThat(details.errorProperty().get()).isEmpty();
        assertThat(details.permissions(PermissionApi.CUSTOM_AUDIENCE)).singleElement()
                .satisfies(share -> assertThat(share.grantedAccountId()).isEqualTo(eu));
        assertThat(sharesChanged).extracting(CustomAudience::id).containsExactly(created.id());
        assertThat(details.shareText(details.permissions(PermissionApi.CUSTOM_AUDIENCE).get(0)))
                .startsWith("Starling Coffee - EU (" + eu + ")");
    }

    @Test
    void aGrantWithoutAnAccountSaysWhatIsMissingAndSendsNothing() {
        CustomAudience created = sandbox.ads().createAudience(us, "Partners", null);
        details.show(us, created);
        details.grant();
        assertThat(details.errorProperty().get()).startsWith("Type the id of the ad account");
        assertThat(sharesChanged).isEmpty();
        assertThat(sandbox.ads().permissions(PermissionApi.CUSTOM_AUDIENCE, us, created.id())).isEmpty();
    }

    private CustomAudience audience(String name) {
        return sandbox.ads().audiences(us, new AudienceQuery(50, null, name, AudienceScope.OWNER, false)).data().stream()
                .filter(audience -> audience.name().equals(name)).findFirst().orElseThrow();
    }

    private static String id(List<AdAccount> accounts, String name) {
        return accounts.stream().filter(account -> account.name().equals(name)).findFirst().orElseThrow().id();
    }
}
