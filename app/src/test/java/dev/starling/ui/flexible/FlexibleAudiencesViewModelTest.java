package dev.starling.ui.flexible;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.testing.FakeClock;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.FlexibleDraft;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.flexible.FrequencyComparator;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentJson;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.store.DurableStore;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.common.ScriptedDialogs;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The Flexible audiences workspace's logic against the real sandbox and a real (in-memory) draft store. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FlexibleAudiencesViewModelTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private DurableStore store;
    private ScriptedDialogs dialogs;
    private FlexibleAudiencesViewModel viewModel;
    private boolean flexibleSignedIn;
    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-23T00:00:00Z"));

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
        store = DurableStore.inMemory(DurableMigrations.ALL);
        flexibleSignedIn = true;
        viewModel = newViewModel();
        choose("Starling Coffee - US");
    }

    @AfterEach
    void close() {
        store.close();
    }

    private FlexibleAudiencesViewModel newViewModel() {
        dialogs = new ScriptedDialogs();
        SameThreadTaskRunner tasks = new SameThreadTaskRunner();
        FlexibleAudiencesViewModel made = new FlexibleAudiencesViewModel(
                new AdAccountPicker(sandbox::ads, () -> true, tasks), sandbox::ads, () -> {
                    if (!flexibleSignedIn) {
                        throw new NotSignedInException();
                    }
                    return sandbox.ads().flexible();
                }, new FlexibleDraftRepository(store.database(), clock), clock, tasks, dialogs, dialogs);
        made.refresh();
        return made;
    }

    @Test
    void listsTheAccountsFlexibleAudiencesAndOpensThemReadOnlyAsATree() {
        FlexibleEntry loyal = entry("Loyal app users");
        assertThat(loyal).isInstanceOf(FlexibleEntry.Created.class);
        viewModel.openEntryProperty().set(loyal);
        TreeEditorViewModel editor = viewModel.editor();
        assertThat(editor.readOnlyProperty().get()).isTrue();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(2);
        assertThat(leafNames(editor.rootProperty().get())).containsExactly("Newsletter subscribers", "App installers");
        assertThat(editor.sentenceProperty().get()).contains("Newsletter subscribers").contains("OR");

        assertThat(editor.toggleNegate()).isFalse();
        assertThat(editor.messageProperty().get()).contains("cannot be changed").contains("Duplicate");
        assertThat(viewModel.canCreate().get()).isFalse();
        assertThat(viewModel.createBlocker().get()).contains("already exists");
    }

    @Test
    void duplicateAsDraftMakesAnEditableCopyThatIsSavedInTheStore() {
        viewModel.openEntryProperty().set(entry("Loyal app users"));
        viewModel.duplicateAsDraft();

        FlexibleEntry open = viewModel.openEntryProperty().get();
        assertThat(open).isInstanceOf(FlexibleEntry.Draft.class);
        assertThat(open.name()).isEqualTo("Copy of Loyal app users");
        assertThat(viewModel.editor().readOnlyProperty().get()).isFalse();
        assertThat(viewModel.editor().rootProperty().get().leafCount()).isEqualTo(2);
        assertThat(drafts()).extracting(FlexibleDraft::name).containsExactly("Copy of Loyal app users");
    }

    @Test
    void everyEditIsSavedAtOnceSoANewWindowFindsTheSameTree() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        add("App installers");
        TreeEditorViewModel editor = viewModel.editor();
        SegmentLeaf installers = leaf(editor.rootProperty().get(), "App installers");
        assertThat(editor.setLookback(installers.id(), 7)).isTrue();
        assertThat(editor.setComparator(installers.id(), FrequencyComparator.NUM_GT)).isTrue();
        assertThat(viewModel.saveStatusProperty().get()).isEqualTo("Saved on this computer");
        String sent = editor.jsonProperty().get();

        FlexibleAudiencesViewModel restarted = newViewModel();
        choose(restarted, "Starling Coffee - US");
        FlexibleEntry draft = restarted.entries().stream().filter(FlexibleEntry.Draft.class::isInstance)
                .findFirst().orElseThrow();
        restarted.openEntryProperty().set(draft);
        assertThat(restarted.editor().jsonProperty().get()).isEqualTo(sent);
    }

    @Test
    void keyboardCommandsEditTheTreeAndUndoRedoWalksBackAndForth() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        add("App installers");
        add("Lapsed customers");
        TreeEditorViewModel editor = viewModel.editor();
        String threeLeaves = editor.jsonProperty().get();

        // The last added leaf is selected: exclude it, move it up, wrap it, make the root OR.
        assertThat(editor.toggleNegate()).isTrue();
        assertThat(leaf(editor.rootProperty().get(), "Lapsed customers").negate()).isTrue();
        assertThat(editor.moveUp()).isTrue();
        assertThat(leafNames(editor.rootProperty().get()))
                .containsExactly("Newsletter subscribers", "Lapsed customers", "App installers");
        assertThat(editor.moveUp()).isTrue();
        assertThat(editor.moveUp()).isFalse();
        assertThat(editor.messageProperty().get()).isEqualTo("It is already the first in its group.");
        assertThat(editor.wrapInGroup()).isTrue();
        assertThat(((SegmentGroup) editor.rootProperty().get()).children().get(0)).isInstanceOf(SegmentGroup.class);
        assertThat(editor.unwrap()).isTrue();
        editor.select(editor.rootProperty().get().id());
        assertThat(editor.toggleOperator()).isTrue();
        assertThat(((SegmentGroup) editor.rootProperty().get()).operator().name()).isEqualTo("OR");
        editor.selectNext(1);
        assertThat(editor.delete()).isTrue();
        assertThat(editor.rootProperty().get().leafCount()).isEqualTo(2);

        for (int i = 0; i < 7; i++) {
            editor.undo();
        }
        assertThat(editor.jsonProperty().get()).isEqualTo(threeLeaves);
        assertThat(editor.undoProperty().get().undoText()).startsWith("Undo Add");
        editor.redo();
        assertThat(leaf(editor.rootProperty().get(), "Lapsed customers").negate()).isTrue();
        assertThat(SegmentJson.segments(drafts().get(0).definition().root()))
                .isEqualTo(SegmentJson.segments(editor.rootProperty().get()));
    }

    @Test
    void dropsAreJudgedBeforeTheyAreMadeAndIllegalOnesSayWhy() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        TreeEditorViewModel editor = viewModel.editor();
        SegmentLeaf newsletter = leaf(editor.rootProperty().get(), "Newsletter subscribers");
        AudienceFacts installers = viewModel.facts(audienceId("App installers")).orElseThrow();

        // A palette audience dropped on the middle of a leaf: both go into a new AND group there.
        var onto = editor.audienceDrop(installers, newsletter.id(), TreeEditorViewModel.Drop.ONTO);
        assertThat(editor.refusal(onto)).isEmpty();
        assertThat(editor.apply(onto)).isTrue();
        SegmentGroup wrapper = (SegmentGroup) ((SegmentGroup) editor.rootProperty().get()).children().get(0);
        assertThat(leafNames(wrapper)).containsExactly("Newsletter subscribers", "App installers");

        // The new group dragged into its own child: refused while dragging, with the reason.
        SegmentLeaf inside = leaf(wrapper, "App installers");
        var intoItself = editor.nodeDrop(wrapper.id(), inside.id(), TreeEditorViewModel.Drop.BEFORE);
        assertThat(editor.refusal(intoItself)).contains("A group cannot go inside itself or one of its own groups.");
        String before = editor.jsonProperty().get();
        assertThat(editor.apply(intoItself)).isFalse();
        assertThat(editor.jsonProperty().get()).isEqualTo(before);

        // A leaf dragged before its sibling reorders the group.
        var reorder = editor.nodeDrop(inside.id(), leaf(wrapper, "Newsletter subscribers").id(),
                TreeEditorViewModel.Drop.BEFORE);
        assertThat(editor.apply(reorder)).isTrue();
        assertThat(leafNames(editor.rootProperty().get())).containsExactly("App installers", "Newsletter subscribers");

        // Deleted audiences are refused as drops too.
        AudienceFacts deleted = AudienceFacts.known("gone", "Gone", "CRM", 10, false, List.of(), true);
        assertThat(editor.refusal(editor.audienceDrop(deleted, editor.rootProperty().get().id(),
                TreeEditorViewModel.Drop.INTO))).get().asString().contains("is deleted");
    }

    @Test
    void copyAndPasteDuplicatesASubtreeIntoTheSelectedGroup() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        TreeEditorViewModel editor = viewModel.editor();
        viewModel.copySubtree();
        assertThat(dialogs.copied()).singleElement().asString().contains("custom_audience_id");
        editor.select(editor.rootProperty().get().id());
        assertThat(editor.paste()).isTrue();
        List<SegmentLeaf> leaves = dev.starling.core.flexible.SegmentTrees.leaves(editor.rootProperty().get());
        assertThat(leaves).hasSize(2);
        assertThat(leaves.get(0).audienceId()).isEqualTo(leaves.get(1).audienceId());
        assertThat(leaves.get(0).id()).isNotEqualTo(leaves.get(1).id());
    }

    @Test
    void createIsOffWhileTheTreeIsInvalidAndSaysWhy() {
        viewModel.newDraft();
        assertThat(viewModel.canCreate().get()).isFalse();
        assertThat(viewModel.createBlocker().get()).startsWith("Create is off until the tree is valid.")
                .contains("Add at least one audience");
        viewModel.create();
        assertThat(dialogs.asked()).isEmpty();
        add("Newsletter subscribers");
        assertThat(viewModel.canCreate().get()).isTrue();
    }

    @Test
    void createsTheDraftAfterConfirmingAndTheSandboxHoldsExactlyTheSegmentsSent() throws Exception {
        viewModel.newDraft();
        add("Newsletter subscribers");
        add("App installers");
        TreeEditorViewModel editor = viewModel.editor();
        editor.toggleNegate();
        String name = editor.nameProperty().get();
        JsonNode sent = JSON.readTree(editor.jsonProperty().get()).get(0).get("params").get("segments");

        dialogs.answer(true);
        viewModel.create();

        assertThat(dialogs.asked()).singleElement().asString().contains("cannot be changed after it is created");
        FlexibleEntry open = viewModel.openEntryProperty().get();
        assertThat(open).isInstanceOf(FlexibleEntry.Created.class);
        assertThat(viewModel.messageProperty().get()).startsWith("Created \u201c" + name + "\u201d");
        assertThat(drafts()).isEmpty();
        CustomAudience created = ((FlexibleEntry.Created) open).audience();
        CustomAudience stored = sandbox.ads().audience(accountId(), created.id(), false);
        assertThat(stored.segments()).isEqualTo(sent);
        assertThat(viewModel.entries()).contains(open);
    }

    @Test
    void declinedConfirmationCreatesNothingAndKeepsTheDraft() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        dialogs.answer(false);
        viewModel.create();
        assertThat(viewModel.openEntryProperty().get()).isInstanceOf(FlexibleEntry.Draft.class);
        assertThat(drafts()).hasSize(1);
    }

    @Test
    void itemErrorsGoBackToTheDraftAndTheNodeTheyName() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        add("Lapsed customers");
        TreeEditorViewModel editor = viewModel.editor();
        SegmentLeaf lapsed = leaf(editor.rootProperty().get(), "Lapsed customers");
        // Deleted at X after the palette listed it: only the server can tell.
        CustomAudience gone = sandbox.ads().deleteAudience(accountId(), lapsed.audienceId());
        assertThat(gone.deleted()).isTrue();

        dialogs.answer(true);
        viewModel.create();

        assertThat(viewModel.openEntryProperty().get()).isInstanceOf(FlexibleEntry.Draft.class);
        assertThat(drafts()).hasSize(1);
        assertThat(viewModel.errorProperty().get()).startsWith("X refused the draft (1 problem)")
                .contains("segments.child_segments[1].custom_audience_id");
        assertThat(editor.problemsAt(lapsed.id())).anySatisfy(problem -> assertThat(problem)
                .contains("is not an audience this account can use"));
        assertThat(editor.hasErrorAt(lapsed.id())).isTrue();
        assertThat(editor.isValid()).isFalse();
    }

    @Test
    void createsSeveralDraftsInOneBatchAndKeepsThemAllWhenOneIsRefused() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        FlexibleEntry first = viewModel.openEntryProperty().get();
        viewModel.newDraft();
        add("App installers");
        FlexibleEntry second = viewModel.openEntryProperty().get();
        viewModel.chosen().setAll(first, second);
        assertThat(viewModel.createChosenBlocker().get()).isEmpty();
        // Someone takes the second draft's name at X meanwhile.
        sandbox.ads().createAudience(accountId(), second.name(), null);

        dialogs.answer(true);
        viewModel.createChosen();

        assertThat(viewModel.errorProperty().get()).contains("nothing was created").contains(second.name());
        assertThat(drafts()).hasSize(2);
        viewModel.openEntryProperty().set(first);
        viewModel.openEntryProperty().set(viewModel.entries().stream()
                .filter(entry -> entry.name().equals(second.name()) && entry instanceof FlexibleEntry.Draft)
                .findFirst().orElseThrow());
        assertThat(viewModel.editor().nameProblems()).singleElement().asString().contains("already exists");

        viewModel.reload();
        viewModel.chosen().setAll(viewModel.entries().stream().filter(FlexibleEntry.Draft.class::isInstance).toList());
        assertThat(viewModel.createChosenBlocker().get()).contains("is not ready").contains("already used");
    }

    @Test
    void createsTwoDraftsInOneRequest() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        FlexibleEntry first = viewModel.openEntryProperty().get();
        viewModel.newDraft();
        add("App installers");
        FlexibleEntry second = viewModel.openEntryProperty().get();
        viewModel.chosen().setAll(first, second);

        dialogs.answer(true);
        viewModel.createChosen();

        assertThat(viewModel.messageProperty().get()).isEqualTo("Created 2 flexible audiences in one request.");
        assertThat(drafts()).isEmpty();
        assertThat(viewModel.entries().stream().filter(FlexibleEntry.Created.class::isInstance).map(FlexibleEntry::name))
                .contains(first.name(), second.name());
    }

    @Test
    void aRequestLevelFailureIsSaidInWordsAndTheDraftStays() {
        viewModel.newDraft();
        add("Newsletter subscribers");
        flexibleSignedIn = false;
        dialogs.answer(true);
        viewModel.create();
        assertThat(viewModel.errorProperty().get()).startsWith("Sign in first");
        assertThat(drafts()).hasSize(1);
    }

    @Test
    void deletesACreatedAudienceThroughTheBatchDeleteAfterConfirming() {
        FlexibleEntry.Created loyal = (FlexibleEntry.Created) entry("Loyal app users");
        viewModel.openEntryProperty().set(loyal);
        dialogs.answer(false);
        viewModel.deleteOpen();
        assertThat(viewModel.entries()).contains(loyal);

        dialogs.answer(true);
        viewModel.deleteOpen();
        assertThat(dialogs.asked().get(1)).contains("Delete the flexible audience \u201cLoyal app users\u201d");
        assertThat(viewModel.entries()).doesNotContain(loyal);
        assertThat(sandbox.ads().audience(accountId(), loyal.audience().id(), true).deleted()).isTrue();
    }

    @Test
    void deletesAndRenamesDraftsWithTheUsersAnswers() {
        viewModel.newDraft();
        dialogs.answer("Spring buyers");
        viewModel.rename();
        assertThat(viewModel.editor().nameProperty().get()).isEqualTo("Spring buyers");
        assertThat(drafts()).extracting(FlexibleDraft::name).containsExactly("Spring buyers");
        assertThat(viewModel.entries()).extracting(FlexibleEntry::name).contains("Spring buyers");

        dialogs.answer(true);
        viewModel.deleteOpen();
        assertThat(drafts()).isEmpty();
        assertThat(viewModel.entries()).extracting(FlexibleEntry::name).doesNotContain("Spring buyers");
    }

    @Test
    void importsASegmentsObjectIntoTheOpenDraftAndABatchBodyAsNewDrafts() {
        String newsletter = audienceId("Newsletter subscribers");
        String installers = audienceId("App installers");
        viewModel.newDraft();
        viewModel.importJson("{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\""
                + newsletter + "\",\"lookback_window\":14}]}");
        TreeEditorViewModel editor = viewModel.editor();
        assertThat(leafNames(editor.rootProperty().get())).containsExactly("Newsletter subscribers");
        assertThat(leaf(editor.rootProperty().get(), "Newsletter subscribers").lookbackWindow()).isEqualTo(14);
        editor.undo();
        assertThat(editor.rootProperty().get().leafCount()).isZero();

        viewModel.importJson("[{\"operation_type\":\"Create\",\"params\":{\"name\":\"Imported A\",\"audience_type\":"
                + "\"FLEXIBLE\",\"segments\":{\"boolean_operator\":\"OR\",\"child_segments\":[{\"custom_audience_id\":\""
                + installers + "\"}]}}}]");
        assertThat(drafts()).extracting(FlexibleDraft::name).contains("Imported A");

        viewModel.importJson("{\"boolean_operator\": AND}");
        assertThat(viewModel.errorProperty().get()).startsWith("Could not read that JSON: This is not valid JSON (line 1");
    }

    @Test
    void pastingTakesTheClipboardsTextThroughThePortAsImportedJson() {
        String newsletter = audienceId("Newsletter subscribers");
        viewModel.newDraft();
        dialogs.answer("{\"boolean_operator\":\"AND\",\"child_segments\":[{\"custom_audience_id\":\"" + newsletter + "\"}]}");
        viewModel.pasteJson();
        assertThat(dialogs.asked()).last().isEqualTo("paste");
        assertThat(leafNames(viewModel.editor().rootProperty().get())).containsExactly("Newsletter subscribers");
    }

    @Test
    void thePaletteSearchesByNameOnTheServerAndMarksAudiencesThatCannotBeLeaves() {
        PaletteViewModel palette = viewModel.palette();
        assertThat(palette.entries()).extracting(PaletteEntry::name).contains("Newsletter subscribers", "App installers");
        PaletteEntry flexible = palette.entries().stream().filter(e -> e.name().equals("Loyal app users")).findFirst()
                .orElseThrow();
        assertThat(flexible.usable()).isFalse();
        assertThat(flexible.reason()).get().asString().contains("is itself a flexible audience");
        assertThat(flexible.shortReason()).contains("Cannot be used: a flexible audience");

        viewModel.newDraft();
        viewModel.setType(FlexibleAudienceType.MOBILE_AUDIENCE);
        PaletteEntry crm = palette.entries().stream().filter(e -> e.name().equals("Newsletter subscribers")).findFirst()
                .orElseThrow();
        assertThat(crm.usable()).isFalse();
        assertThat(crm.reason()).get().asString().contains("is not a mobile audience");
        assertThat(crm.shortReason()).contains("Cannot be used: not mobile (beta rule)");

        palette.searchProperty().set("app");
        palette.firstPage();
        assertThat(palette.entries()).extracting(PaletteEntry::name).containsExactly("App installers");
        palette.searchProperty().set("zzz");
        palette.firstPage();
        assertThat(palette.entries()).isEmpty();
        assertThat(palette.statusProperty().get()).isEqualTo("No audience name starts with \u201czzz\u201d.");
    }

    // --- helpers -----------------------------------------------------------------------------

    private void add(String name) {
        PaletteViewModel palette = viewModel.palette();
        palette.selectedProperty().set(palette.entries().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow());
        viewModel.addPaletteSelection();
        assertThat(viewModel.errorProperty().get()).isEmpty();
    }

    private FlexibleEntry entry(String name) {
        return viewModel.entries().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }

    private List<FlexibleDraft> drafts() {
        return new FlexibleDraftRepository(store.database(), clock).list(accountId());
    }

    private String accountId() {
        return viewModel.picker().selectedId();
    }

    private String audienceId(String name) {
        return viewModel.palette().entries().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow().id();
    }

    private void choose(String name) {
        choose(viewModel, name);
    }

    private static void choose(FlexibleAudiencesViewModel target, String name) {
        AdAccount account = target.picker().accounts().stream().filter(a -> a.name().equals(name)).findFirst()
                .orElseThrow();
        target.picker().selectedProperty().set(account);
    }

    private static SegmentLeaf leaf(SegmentNode root, String name) {
        return dev.starling.core.flexible.SegmentTrees.leaves(root).stream()
                .filter(leaf -> name.equals(leaf.audience().name())).findFirst().orElseThrow();
    }

    private static List<String> leafNames(SegmentNode root) {
        return dev.starling.core.flexible.SegmentTrees.leaves(root).stream().map(leaf -> leaf.audience().name()).toList();
    }
}
