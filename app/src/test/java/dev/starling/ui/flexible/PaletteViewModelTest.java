package dev.starling.ui.flexible;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.flexible.FlexibleAudienceType;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The palette on its own, against the sandbox's seeded account: listing, searching, marking by type, forgetting. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PaletteViewModelTest {

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private PaletteViewModel palette;
    private String account;

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
        palette = new PaletteViewModel(sandbox::ads, new SameThreadTaskRunner());
        account = sandbox.ads().accounts().stream().filter(a -> a.name().equals("Starling Coffee - US")).findFirst()
                .map(AdAccount::id).orElseThrow();
        palette.showAccount(account);
    }

    @Test
    void listsTheAccountsAudiencesUsableOnesFirstWithTheFirstUsableOneSelected() {
        assertThat(palette.entries()).extracting(PaletteEntry::name).contains("Newsletter subscribers", "Loyal app users");
        int firstUnusable = palette.entries().stream().map(PaletteEntry::usable).toList().indexOf(false);
        assertThat(palette.entries().subList(firstUnusable, palette.entries().size())).noneMatch(PaletteEntry::usable);
        assertThat(palette.selectedProperty().get()).isEqualTo(palette.entries().get(0));
        assertThat(palette.selectedProperty().get().usable()).isTrue();
        assertThat(palette.statusProperty().get()).contains(String.valueOf(palette.entries().size()));
    }

    @Test
    void aNewTypeRemarksTheSamePageAndMovesASelectionThatCanNoLongerBeAdded() {
        palette.selectedProperty().set(palette.entries().stream().filter(e -> e.name().equals("Newsletter subscribers"))
                .findFirst().orElseThrow());
        palette.typeProperty().set(FlexibleAudienceType.MOBILE_AUDIENCE);
        PaletteEntry crm = palette.entries().stream().filter(e -> e.name().equals("Newsletter subscribers")).findFirst()
                .orElseThrow();
        assertThat(crm.usable()).isFalse();
        assertThat(palette.selectedProperty().get()).isNotEqualTo(crm);
        assertThat(palette.selectedProperty().get() == null || palette.selectedProperty().get().usable()).isTrue();
    }

    @Test
    void searchesByNamePrefixOnTheServerAndSaysWhenNothingMatches() {
        palette.searchProperty().set("Newsletter");
        palette.firstPage();
        assertThat(palette.entries()).extracting(PaletteEntry::name).containsExactly("Newsletter subscribers");

        palette.searchProperty().set("zzz-no-such-audience");
        palette.firstPage();
        assertThat(palette.entries()).isEmpty();
        assertThat(palette.selectedProperty().get()).isNull();
        assertThat(palette.statusProperty().get()).contains("zzz-no-such-audience");
    }

    @Test
    void aDeletedAudienceLeavesThePaletteAndNoAccountShowsNothing() {
        String newsletter = palette.entries().stream().filter(e -> e.name().equals("Newsletter subscribers")).findFirst()
                .orElseThrow().id();
        sandbox.ads().deleteAudience(account, newsletter);
        palette.changed(newsletter, true);
        assertThat(palette.entries()).noneMatch(e -> e.id().equals(newsletter) && e.usable());

        palette.showAccount(null);
        assertThat(palette.entries()).isEmpty();
        assertThat(palette.statusProperty().get()).isEmpty();
        assertThat(palette.busyProperty().get()).isFalse();
    }
}
