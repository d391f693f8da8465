package dev.starling.ui.flexible;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.FlexibleAudienceClient;
import dev.starling.core.api.ads.LeafAudiences;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FlexibleDraft;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentTrees;
import dev.starling.core.flexible.edit.ReplaceTree;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.Messages;
import dev.starling.ui.common.TextClipboard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Flexible audiences workspace: the chosen account's flexible audiences (opened read-only from
 * their {@code metadata.segments}) and its local drafts (saved on every edit) on the left, the open
 * tree in {@link #editor()}, the palette of custom audiences in {@link #palette()}. Creates one draft
 * or up to ten in one batch request, puts item errors back on the drafts and nodes they name, and keeps
 * every draft until the API has created it.
 */
public final class FlexibleAudiencesViewModel {

    private final AdAccountPicker picker;
    private final Supplier<AdsClient> ads;
    private final Supplier<FlexibleAudienceClient> flexible;
    private final FlexibleDraftRepository drafts;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;
    private final PaletteViewModel palette;
    private final TreeEditorViewModel editor;
    private final DraftSaver saver;
    private final CreateProblems createProblems = new CreateProblems();
    private final DraftCreation creation;

    private final ObservableList<FlexibleEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<FlexibleEntry> openEntry = new SimpleObjectProperty<>(this, "openEntry");
    private final ObservableList<FlexibleEntry> chosen = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private AudienceDirectory directory = AudienceDirectory.empty();
    private String accountId;
    /** Only the latest listing's answer is shown. */
    private long listing;

    /**
     * @param ads the Ads client of the active environment, signed as its default account
     * @param flexible its flexible-audience batch client
     */
    public FlexibleAudiencesViewModel(AdAccountPicker picker, Supplier<AdsClient> ads,
                                      Supplier<FlexibleAudienceClient> flexible, FlexibleDraftRepository drafts,
                                      Clock clock, TaskRunner tasks, Dialogs dialogs, TextClipboard clipboard) {
        this.picker = picker;
        this.ads = ads;
        this.flexible = flexible;
        this.drafts = drafts;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.clipboard = clipboard;
        this.palette = new PaletteViewModel(ads, tasks);
        this.editor = new TreeEditorViewModel(this::takenNames);
        this.saver = new DraftSaver(drafts, tasks, clock, this::replaceDraft);
        this.creation = new DraftCreation(this, flexible, tasks, dialogs);
        editor.onEdited(this::edited);
        palette.typeProperty().bind(editor.typeProperty());
        picker.selectedProperty().addListener((obs, old, now) -> {
            if (!picker.isUpdating()) {
                showAccount();
            }
        });
        picker.onLoaded(this::showAccount);
        openEntry.addListener((obs, old, now) -> {
            if (!sameEntry(old, now)) {
                openIn(now);
            }
        });
    }

    public AdAccountPicker picker() { return picker; }
    public PaletteViewModel palette() { return palette; }
    public TreeEditorViewModel editor() { return editor; }
    /** The account's flexible audiences, then its drafts (newest first). */
    public ObservableList<FlexibleEntry> entries() { return entries; }
    /** The entry shown in the centre. */
    public ObjectProperty<FlexibleEntry> openEntryProperty() { return openEntry; }
    /** The entries selected in the list (for creating several drafts in one batch). */
    public ObservableList<FlexibleEntry> chosen() { return chosen; }
    public ReadOnlyBooleanProperty busyProperty() { return busy.getReadOnlyProperty(); }
    public ReadOnlyStringProperty messageProperty() { return message.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    /** "Saved" / "Saving…" for the open draft. */
    public ReadOnlyStringProperty saveStatusProperty() { return saver.statusProperty(); }
    public ReadOnlyStringProperty saveErrorProperty() { return saver.errorProperty(); }

    // --- loading -----------------------------------------------------------------------------

    /** Re-reads the ad accounts, then the chosen account's audiences and drafts. */
    public void refresh() {
        picker.load();
    }

    /** Re-reads the chosen account's audiences and drafts (the palette too). */
    public void reload() {
        showAccount();
    }

    private void showAccount() {
        accountId = picker.selectedId();
        palette.showAccount(accountId);
        long mine = ++listing;
        String account = accountId;
        if (account == null) {
            directory = AudienceDirectory.empty();
            entries.clear();
            openEntry.set(null);
            return;
        }
        busy.set(true);
        error.set("");
        tasks.run("list flexible audiences and drafts", () -> load(account), loaded -> {
            if (mine == listing) {
                busy.set(false);
                show(loaded);
            }
        }, failure -> {
            if (mine == listing) {
                busy.set(false);
                error.set(FailureText.describe(failure, Messages.text("flexui.listFailed")));
            }
        });
    }

    private record Loaded(AudienceDirectory directory, List<FlexibleEntry> entries) {
    }

    private Loaded load(String account) {
        AudienceDirectory found = AudienceDirectory.load(ads.get(), account);
        List<FlexibleEntry> list = new ArrayList<>();
        for (CustomAudience audience : found.all()) {
            if (!audience.deleted() && audience.flexible() && account.equals(audience.ownerAccountId())) {
                list.add(created(audience, found));
            }
        }
        for (FlexibleDraft draft : drafts.list(account)) {
            list.add(new FlexibleEntry.Draft(withFacts(draft, found)));
        }
        return new Loaded(found, list);
    }

    private void show(Loaded loaded) {
        directory = loaded.directory();
        FlexibleEntry keep = openEntry.get();
        entries.setAll(loaded.entries());
        FlexibleEntry reopen = keep == null ? null : find(key(keep)).orElse(null);
        openEntry.set(reopen != null ? reopen : entries.isEmpty() ? null : entries.get(0));
        if (reopen != null && reopen instanceof FlexibleEntry.Created) {
            openIn(reopen);
        }
    }

    // --- drafts ------------------------------------------------------------------------------

    /** A new, empty draft named so no other audience or draft has its name; opened at once. */
    public void newDraft() {
        if (requireAccount()) {
            addDraft(FlexibleDefinition.empty(uniqueName(Messages.text("flexui.newDraft.name"))),
                    Messages.text("flexui.newDraft.done"));
        }
    }

    /** A draft copy of the open entry (the way to change a created audience: they are immutable). */
    public void duplicateAsDraft() {
        FlexibleEntry entry = openEntry.get();
        if (entry == null || !requireAccount()) {
            error.set(Messages.text("flexui.duplicate.nothing"));
            return;
        }
        FlexibleDefinition copy = editor.definition().withName(uniqueName(Messages.text("flexui.duplicate.name",
                entry.name())));
        addDraft(copy, Messages.text("flexui.duplicate.done", entry.name()));
    }

    private void addDraft(FlexibleDefinition definition, String done) {
        String account = accountId;
        clearMessages();
        tasks.run("create flexible draft", () -> drafts.create(account, definition), draft -> {
            if (!account.equals(accountId)) {
                return;
            }
            FlexibleEntry.Draft entry = new FlexibleEntry.Draft(draft);
            entries.add(entry);
            openEntry.set(entry);
            message.set(done);
        }, failure -> error.set(FailureText.describe(failure, Messages.text("flexui.saveFailed"))));
    }

    /** Renames the open draft (asks for the name); a created audience cannot be renamed. */
    public void rename() {
        if (!(openEntry.get() instanceof FlexibleEntry.Draft draft)) {
            error.set(Messages.text("flexui.rename.onlyDrafts"));
            return;
        }
        dialogs.askText(Messages.text("flexui.rename.title"), Messages.text("flexui.rename.prompt", draft.name()),
                editor.nameProperty().get()).map(String::strip).filter(name -> !name.isEmpty())
                .ifPresent(name -> {
                    editor.rename(name);
                    edited(editor.definition());
                });
    }

    /** Deletes the open entry after confirming: a draft locally, a created audience through the batch Delete. */
    public void deleteOpen() {
        FlexibleEntry entry = openEntry.get();
        if (entry == null) {
            return;
        }
        clearMessages();
        if (entry instanceof FlexibleEntry.Draft draft) {
            if (dialogs.confirm(Messages.text("flexui.deleteDraft.title"),
                    Messages.text("flexui.deleteDraft.confirm", draft.name()), Messages.text("flexui.delete"))) {
                saver.forget(draft.id());
                tasks.run("delete flexible draft", () -> {
                    drafts.delete(draft.id());
                    return draft;
                }, gone -> {
                    removeEntry(gone);
                    message.set(Messages.text("flexui.deleteDraft.done", gone.name()));
                }, failure -> error.set(FailureText.describe(failure, Messages.text("flexui.deleteDraft.failed"))));
            }
            return;
        }
        FlexibleEntry.Created created = (FlexibleEntry.Created) entry;
        if (!dialogs.confirm(Messages.text("flexui.deleteAudience.title"),
                Messages.text("flexui.deleteAudience.confirm", created.name()), Messages.text("flexui.delete"))) {
            return;
        }
        String account = accountId;
        busy.set(true);
        tasks.run("delete flexible audience", () -> flexible.get().delete(account, List.of(created.audience().id())),
                result -> {
            busy.set(false);
            if (!result.succeeded()) {
                error.set(Messages.text("flexui.deleteAudience.refused", created.name(), BatchWords.problems(result)));
                return;
            }
            directory = directory.with(result.audiences().get(0));
            removeEntry(created);
            message.set(Messages.text("flexui.deleteAudience.done", created.name()));
        }, failure -> {
            busy.set(false);
            error.set(FailureText.describe(failure, Messages.text("flexui.deleteAudience.failed", created.name())));
        });
    }

    private void edited(FlexibleDefinition definition) {
        if (openEntry.get() instanceof FlexibleEntry.Draft draft && accountId != null) {
            saver.save(draft.id(), accountId, definition);
        }
    }

    /** A draft came back from the store: the list shows its current name. */
    private void replaceDraft(FlexibleDraft saved) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i) instanceof FlexibleEntry.Draft draft && draft.id() == saved.id()) {
                FlexibleEntry.Draft now = new FlexibleEntry.Draft(saved);
                boolean open = openEntry.get() == entries.get(i);
                entries.set(i, now);
                if (open) {
                    openEntry.set(now);
                }
                return;
            }
        }
    }

    // --- import and export -------------------------------------------------------------------

    /**
     * Turns pasted JSON into trees: a bare {@code segments} object replaces the open draft's tree (an
     * undoable edit); a batch body, a Create item or anything that names audiences becomes new drafts.
     */
    public void importJson(String text) {
        clearMessages();
        List<FlexibleDefinition> read;
        try {
            read = SegmentJsonReader.read(text);
        } catch (SegmentJsonException bad) {
            error.set(Messages.text("flexui.import.failed", TreeEditorViewModel.render(bad.text())));
            return;
        }
        if (!requireAccount()) {
            return;
        }
        List<FlexibleDefinition> resolved = read.stream().map(definition -> definition.withRoot(
                withFacts(definition.root(), directory))).toList();
        if (resolved.size() == 1 && resolved.get(0).name().isBlank() && !editor.readOnlyProperty().get()) {
            if (editor.apply(new ReplaceTree(resolved.get(0).root()))) {
                message.set(Messages.text("flexui.import.replaced"));
            }
            return;
        }
        for (FlexibleDefinition definition : resolved) {
            String name = definition.name().isBlank() ? uniqueName(Messages.text("flexui.import.name")) : definition.name();
            addDraft(definition.withName(name), Messages.text("flexui.import.done", resolved.size()));
        }
    }

    /** Asks for a JSON file and imports it (read in the background). */
    public void importFile() {
        dialogs.chooseFileToOpen(Messages.text("flexui.import.title"), "json").ifPresent(this::importFile);
    }

    void importFile(Path file) {
        tasks.run("read flexible audience JSON", () -> Files.readString(file), this::importJson,
                failure -> error.set(FailureText.describe(failure, Messages.text("flexui.import.readFailed",
                        file.getFileName()))));
    }

    /** Copies the exact request body to the clipboard. */
    public void copyJson() {
        if (editor.openProperty().get()) {
            clipboard.copy(editor.jsonProperty().get());
            message.set(Messages.text("flexui.copyJson.done"));
        }
    }

    /** Copies the selected subtree (for pasting here or in another draft), its JSON to the system clipboard. */
    public void copySubtree() {
        editor.copy().ifPresent(clipboard::copy);
    }

    public void cutSubtree() {
        editor.cut().ifPresent(clipboard::copy);
    }

    /** Adds the palette's selected audience to the selected group. */
    public void addPaletteSelection() {
        PaletteEntry entry = palette.selectedProperty().get();
        if (entry == null) {
            error.set(Messages.text("flexui.add.noneChosen"));
            return;
        }
        if (!entry.usable()) {
            error.set(Messages.text("flexui.add.unusable", entry.name(), entry.reason().orElse("")));
            return;
        }
        error.set("");
        editor.add(entry.facts());
    }

    /** Facts of an audience the palette or the account's list knows, for drops. */
    Optional<AudienceFacts> facts(String audienceId) {
        Optional<PaletteEntry> shown = palette.entries().stream().filter(e -> e.id().equals(audienceId)).findFirst();
        if (shown.isPresent()) {
            return Optional.of(shown.get().facts());
        }
        return directory.find(audienceId).map(LeafAudiences::facts);
    }

    public void setType(FlexibleAudienceType type) {
        editor.setType(type);
    }

    // --- creating (in DraftCreation) ------------------------------------------------------

    /** Why Create cannot send the open draft now, or empty. */
    public StringBinding createBlocker() {
        return creation.blocker();
    }

    public BooleanBinding canCreate() {
        return creation.blocker().isEmpty();
    }

    public void create() {
        creation.create();
    }

    /** Why the chosen drafts cannot be created in one batch, or empty. */
    public StringBinding createChosenBlocker() {
        return creation.chosenBlocker();
    }

    public void createChosen() {
        creation.createChosen();
    }

    /** Text of the plain statement shown beside Create. */
    public String immutableNote() {
        return Messages.text("flexui.immutable");
    }

    /** The created audiences replace their drafts in the list; the first one is opened. */
    void showCreated(List<FlexibleEntry.Draft> sent, List<CustomAudience> audiences) {
        List<FlexibleEntry.Created> made = new ArrayList<>();
        for (int i = 0; i < sent.size() && i < audiences.size(); i++) {
            FlexibleEntry.Draft draft = sent.get(i);
            directory = directory.with(audiences.get(i));
            FlexibleEntry.Created entry = created(audiences.get(i), directory);
            int at = entries.indexOf(draft);
            saver.forget(draft.id());
            chosen.remove(draft);
            if (at >= 0) {
                entries.set(at, entry);
            } else {
                entries.add(0, entry);
            }
            made.add(entry);
            removeStoredDraft(draft.id(), entry.name());
        }
        if (!made.isEmpty()) {
            openEntry.set(made.get(0));
        }
        message.set(made.size() == 1 ? Messages.text("flexui.create.done", made.get(0).name(),
                made.get(0).audience().id()) : Messages.text("flexui.createChosen.done", made.size()));
    }

    /** The created audience replaces its draft, which is then removed from the store. */
    private void removeStoredDraft(long draftId, String name) {
        tasks.run("remove created draft", () -> drafts.delete(draftId), gone -> { },
                failure -> error.set(FailureText.describe(failure, Messages.text("flexui.create.draftKept", name))));
    }

    /** Item errors of the last create, for DraftCreation. */
    CreateProblems createProblems() {
        return createProblems;
    }

    String accountId() {
        return accountId;
    }

    void setBusy(boolean now) {
        busy.set(now);
    }

    void showError(String text) {
        error.set(text);
    }

    void clearStatus() {
        clearMessages();
    }

    // --- helpers -----------------------------------------------------------------------------

    private void openIn(FlexibleEntry entry) {
        if (entry == null) {
            editor.close();
            return;
        }
        editor.open(entry.definition(), entry instanceof FlexibleEntry.Draft);
        createProblems.applyTo(entry, editor);
    }

    List<FlexibleEntry.Draft> chosenDrafts() {
        return chosen.stream().filter(FlexibleEntry.Draft.class::isInstance).map(FlexibleEntry.Draft.class::cast).toList();
    }

    /** The open draft's definition from the editor (it may be newer than the stored one). */
    FlexibleDefinition current(FlexibleEntry.Draft draft) {
        return openEntry.get() instanceof FlexibleEntry.Draft open && open.id() == draft.id()
                ? editor.definition() : draft.definition();
    }

    private Collection<String> takenNames() {
        FlexibleEntry open = openEntry.get();
        return takenNamesExcept(open instanceof FlexibleEntry.Draft draft ? draft.id() : -1);
    }

    Collection<String> takenNamesExcept(long draftId) {
        List<String> names = new ArrayList<>();
        directory.all().stream().filter(audience -> !audience.deleted()).map(CustomAudience::name).forEach(names::add);
        for (FlexibleEntry entry : entries) {
            if (entry instanceof FlexibleEntry.Draft draft && draft.id() != draftId) {
                names.add(current(draft).name());
            }
        }
        return names;
    }

    private String uniqueName(String base) {
        Set<String> taken = takenNamesExcept(-1).stream().map(name -> name.toLowerCase(Locale.ROOT))
                .collect(Collectors.toSet());
        String name = base;
        for (int n = 2; taken.contains(name.toLowerCase(Locale.ROOT)); n++) {
            name = base + " " + n;
        }
        return name;
    }

    private boolean requireAccount() {
        if (accountId == null) {
            error.set(picker.noticeProperty().get().isEmpty() ? Messages.text("flexui.chooseAccount")
                    : picker.noticeProperty().get());
            return false;
        }
        return true;
    }

    private void removeEntry(FlexibleEntry entry) {
        int at = entries.indexOf(entry);
        entries.remove(entry);
        chosen.remove(entry);
        if (openEntry.get() == entry || sameEntry(openEntry.get(), entry)) {
            openEntry.set(entries.isEmpty() ? null : entries.get(Math.max(0, Math.min(at, entries.size() - 1))));
        }
    }

    private Optional<FlexibleEntry> find(String key) {
        return entries.stream().filter(entry -> key(entry).equals(key)).findFirst();
    }

    private static String key(FlexibleEntry entry) {
        return entry instanceof FlexibleEntry.Draft draft ? "draft:" + draft.id()
                : "audience:" + ((FlexibleEntry.Created) entry).audience().id();
    }

    private static boolean sameEntry(FlexibleEntry a, FlexibleEntry b) {
        return a != null && b != null && key(a).equals(key(b));
    }

    /** A created audience's entry, its tree read from the metadata it carries. */
    private FlexibleEntry.Created created(CustomAudience audience, AudienceDirectory known) {
        SegmentNode root;
        try {
            root = withFacts(SegmentJsonReader.segments(audience.segments()), known);
        } catch (SegmentJsonException unreadable) {
            // Shown as an empty tree with the reason, never dropped: the audience exists at X.
            root = dev.starling.core.flexible.SegmentGroup.empty();
            error.set(Messages.text("flexui.unreadableTree", audience.name(),
                    TreeEditorViewModel.render(unreadable.text())));
        }
        return new FlexibleEntry.Created(audience, new FlexibleDefinition(audience.name(), typeOf(audience), root));
    }

    private static FlexibleAudienceType typeOf(CustomAudience audience) {
        return "MOBILE_AUDIENCE".equals(audience.audienceType()) ? FlexibleAudienceType.MOBILE_AUDIENCE
                : FlexibleAudienceType.FLEXIBLE;
    }

    private static SegmentNode withFacts(SegmentNode root, AudienceDirectory known) {
        return SegmentTrees.withFacts(root, id -> known.find(id).map(LeafAudiences::facts)
                .orElse(AudienceFacts.missing(id)));
    }

    private static FlexibleDraft withFacts(FlexibleDraft draft, AudienceDirectory known) {
        return new FlexibleDraft(draft.id(), draft.accountId(),
                draft.definition().withRoot(withFacts(draft.definition().root(), known)), draft.updatedAt());
    }

    private void clearMessages() {
        message.set("");
        error.set("");
    }
}
