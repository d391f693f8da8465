package dev.starling.ui.ads;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.ChosenAdAccounts;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.store.DurableStore;
import dev.starling.testing.FakeClock;
import dev.starling.ui.audiences.AudiencesViewModel;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.dnr.DoNotReachViewModel;
import dev.starling.ui.flexible.FlexibleAudiencesViewModel;
import dev.starling.ui.flexible.FlexibleEntry;
import dev.starling.ui.flexible.PaletteEntry;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Ads workspaces on one picker, as the window builds them: one chosen ad account for all of them,
 * kept per signed-in user in the durable store; a change made in one seen by the others without a
 * refresh. Against the real sandbox, work run in place.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OneAdAccountTest {

    @TempDir
    static Path vault;

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-23T00:00:00Z"));
    private final SameThreadTaskRunner tasks = new SameThreadTaskRunner();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private SignedInSandbox sandbox;
    private Account marketer;
    private DurableStore store;
    private SignInState.Status status;
    private AdAccountPicker picker;
    private AudiencesViewModel audiences;
    private FlexibleAudiencesViewModel flexible;
    private DoNotReachViewModel lists;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        marketer = sandbox.signIn(SignedInSandbox.MARKETER);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void openWorkspaces() {
        sandbox.resetAds();
        store = DurableStore.inMemory(DurableMigrations.ALL);
        status = SignInState.Status.SIGNED_IN;
        startWindow();
    }

    @AfterEach
    void close() {
        store.close();
    }

    /** What a start of the window builds: one picker on the store, the three workspaces on it, each opened. */
    private void startWindow() {
        ChosenAdAccounts chosen = new ChosenAdAccounts(store.settings());
        picker = new AdAccountPicker(sandbox::ads, () -> status, tasks, () -> memory(chosen));
        audiences = new AudiencesViewModel(picker, sandbox::ads, tasks, dialogs);
        flexible = new FlexibleAudiencesViewModel(picker, sandbox::ads, () -> sandbox.ads().flexible(),
                new FlexibleDraftRepository(store.database(), clock), clock, tasks, dialogs, dialogs);
        lists = new DoNotReachViewModel(picker, sandbox::ads, tasks, dialogs);
        audiences.open();
        flexible.open();
        lists.open();
    }

    private AdAccountPicker.Memory memory(ChosenAdAccounts chosen) {
        return new AdAccountPicker.Memory() {
            @Override
            public Optional<String> recall() {
                return chosen.of(marketer);
            }

            @Override
            public void keep(String adAccountId) {
                chosen.choose(marketer, adAccountId);
            }

            @Override
            public String owner() {
                return marketer.key();
            }
        };
    }

    @Test
    void anAccountChosenInOneWorkspaceIsEveryWorkspacesAndIsChosenAgainAfterARestart() {
        assertThat(picker.selectedProperty().get()).as("nothing chosen yet: the first account")
                .isEqualTo(picker.accounts().get(0));
        AdAccount other = picker.accounts().get(1);

        picker.selectedProperty().set(other);

        assertThat(audiences.selectedAccountIdProperty().get()).isEqualTo(other.id());
        assertThat(audiences.audiences()).isNotEmpty().allSatisfy(a -> assertThat(a.ownerAccountId()).isIn(other.id(), null));
        assertThat(flexible.palette().entries()).extracting(PaletteEntry::id)
                .containsAnyElementsOf(sandbox.ads().audiences(other.id(), dev.starling.core.api.ads.AudienceQuery.firstPage(200))
                        .data().stream().map(CustomAudience::id).toList());
        assertThat(lists.lists()).extracting(DoNotReachList::id)
                .containsExactlyInAnyOrderElementsOf(sandbox.ads().allDoNotReachLists(other.id()).stream().map(DoNotReachList::id).toList());
        assertThat(new ChosenAdAccounts(store.settings()).of(marketer)).contains(other.id());

        startWindow();

        assertThat(picker.selectedId()).as("the same store after a restart").isEqualTo(other.id());
        assertThat(audiences.selectedAccountIdProperty().get()).isEqualTo(other.id());
    }

    @Test
    void theFirstAccountShownIsKeptAsTheChoiceSoTheCommandLineUsesTheSame() {
        assertThat(new ChosenAdAccounts(store.settings()).of(marketer)).contains(picker.selectedId());
    }

    @Test
    void whileTheStartHasNotReadWhoIsSignedInItSaysLoadingNotSignInFirst() {
        status = SignInState.Status.LOADING;
        startWindow();
        assertThat(picker.noticeProperty().get()).isEqualTo("Loading\u2026").doesNotContain("Sign in");
        assertThat(picker.loadingProperty().get()).isTrue();

        status = SignInState.Status.SIGNED_OUT;
        picker.load();
        assertThat(picker.noticeProperty().get()).startsWith("Sign in first");
        assertThat(picker.loadingProperty().get()).isFalse();

        status = SignInState.Status.SIGNED_IN;
        picker.load();
        assertThat(picker.noticeProperty().get()).isEmpty();
        assertThat(audiences.audiences()).isNotEmpty();
    }

    @Test
    void aFlexibleAudienceDeletedInFlexibleAudiencesLeavesAudiencesAndThePaletteWithoutARefresh() {
        choose("Starling Coffee - US");
        FlexibleEntry.Created loyal = (FlexibleEntry.Created) flexible.entries().stream()
                .filter(entry -> entry.name().equals("Loyal app users")).findFirst().orElseThrow();
        String id = loyal.audience().id();
        assertThat(audiences.audiences()).extracting(CustomAudience::id).contains(id);
        flexible.palette().searchProperty().set("Loyal");
        flexible.palette().firstPage();
        assertThat(flexible.palette().entries()).extracting(PaletteEntry::id).contains(id);

        flexible.openEntryProperty().set(loyal);
        dialogs.answer(true);
        flexible.deleteOpen();

        assertThat(sandbox.ads().audience(picker.selectedId(), id, true).deleted()).isTrue();
        assertThat(audiences.audiences()).extracting(CustomAudience::id).doesNotContain(id);
        assertThat(flexible.palette().entries()).extracting(PaletteEntry::id).doesNotContain(id);
        assertThat(flexible.palette().searchProperty().get()).as("the palette keeps its search").isEqualTo("Loyal");
    }

    @Test
    void anAudienceRenamedOrDeletedInAudiencesIsCurrentInFlexibleAudiences() {
        choose("Starling Coffee - US");
        CustomAudience newsletter = audiences.audiences().stream().filter(a -> a.name().equals("Newsletter subscribers"))
                .findFirst().orElseThrow();

        audiences.rename(newsletter, "Newsletter readers");

        assertThat(flexible.palette().entries()).extracting(PaletteEntry::name).contains("Newsletter readers")
                .doesNotContain("Newsletter subscribers");

        CustomAudience created = sandbox.ads().createAudience(picker.selectedId(), "Spring CRM 2026", null);
        audiences.newNameProperty().set("Autumn fair leads");
        audiences.create();
        assertThat(flexible.palette().entries()).extracting(PaletteEntry::name).contains("Autumn fair leads", created.name());
    }

    @Test
    void aListDeletedInDoNotReachIsGoneAndAnUploadIsAnnouncedToTheOtherViews() {
        choose("Starling Coffee - US");
        DoNotReachList first = lists.lists().get(0);
        lists.delete(first);
        assertThat(lists.lists()).extracting(DoNotReachList::id).doesNotContain(first.id());

        java.util.List<AdsRecords.Event> heard = new java.util.ArrayList<>();
        picker.records().listen(java.util.Set.of(AdsRecords.Kind.CUSTOM_AUDIENCE), heard::add);
        audiences.uploadFinished("1nmth");
        assertThat(heard).singleElement().satisfies(event -> {
            assertThat(event.change()).isEqualTo(AdsRecords.Change.UPLOADED);
            assertThat(event.accountId()).isEqualTo(picker.selectedId());
            assertThat(event.id()).isEqualTo("1nmth");
        });
    }

    private void choose(String name) {
        picker.selectedProperty().set(account(name));
    }

    private AdAccount account(String name) {
        return picker.accounts().stream().filter(a -> name.equals(a.name())).findFirst().orElseThrow();
    }
}
