package dev.starling.ui.flexible;

import dev.starling.ui.common.LatestOnly;
import dev.starling.ui.common.StatusViewModel;
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
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdsRecords;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.TextClipboard;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
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
public final class FlexibleAudiencesViewModel extends StatusViewModel {

    private final AdAccountPicker picker;
    private final Supplier<AdsClient> ads;
    private final FlexibleDraftRepository drafts;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final TextClipboard clipboard;
    private final PaletteViewModel palette;
    private final TreeEditorViewModel editor;
    private final DraftSaver saver;
    private final CreateProblems createProblems = new CreateProblems();
    private final DraftCreation creation;
    private final EntryDeletion deletion;
    private final JsonImport jsonImport;

    private final ObservableList<FlexibleEntry> entries = FXCollections.observableArrayList();
    private final ObjectProperty<FlexibleEntry> openEntry = new SimpleObjectProperty<>(this, "openEntry");
    private final ObservableList<FlexibleEntry> chosen = FXCollections.observableArrayList();
    private AudienceDirectory directory = AudienceDirectory.empty();
    private String accountId;
    /** Only the latest listing's answer is shown. */
    private final LatestOnly listing;

    /**
     * @param ads the Ads client of the active environment, signed as its default account
     * @param flexible its flexible-audience batch client
     */
    public FlexibleAudiencesViewModel(AdAccountPicker picker, Supplier<AdsClient> ads,
                                      Supplier<FlexibleAudienceClient> flexible, FlexibleDraftRepository drafts,
                                      Clock clock, TaskRunner tasks, Dialogs dialogs, TextClipboard clipboard) {
        this.picker = picker;
        this.ads = ads;
        this.drafts = drafts;
        this.tasks = tasks;
        this.listing = new LatestOnly(tasks);
        this.dialogs = dialogs;
        this.clipboard = clipboard;
        this.palette = new PaletteViewModel(ads, tasks);
        this.editor = new TreeEditorViewModel(this::takenNames);
        this.saver = new DraftSaver(drafts, tasks, clock, this::replaceDraft);
        EntryCommands commands = new EntryCommands(flexible, drafts, saver, tasks, dialogs);
        this.creation = new DraftCreation(this, commands);
        this.jsonImport = new JsonImport(this, tasks, dialogs);
        this.deletion = new EntryDeletion(this, commands);
        editor.onEdited(this::edited);
        palette.typeProperty().bind(editor.typeProperty());
        picker.selectedProperty().addListener((obs, old, now) -> {
            if (!picker.isUpdating()) {
                showAccount();
            }
        });
        picker.onLoaded(this::showAccount);
        // audiences made, renamed, deleted or uploaded to in another workspace: leaf facts, list and palette follow
        picker.records().listen(Set.of(AdsRecords.Kind.CUSTOM_AUDIENCE, AdsRecords.Kind.FLEXIBLE_AUDIENCE), event -> {
            if (event.source() != this && accountId != null && accountId.equals(event.accountId())) {
                changedElsewhere(event);
            }
        });
        openEntry.addListener((obs, old, now) -> {
            if (!FlexibleEntry.same(old, now)) {
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
    /** "Saved" / "Saving…" for the open draft. */
    public ReadOnlyStringProperty saveStatusProperty() { return saver.statusProperty(); }
    public ReadOnlyStringProperty saveErrorProperty() { return saver.errorProperty(); }

    // --- loading -----------------------------------------------------------------------------

    /** Re-reads the ad accounts, then the chosen account's audiences and drafts. */
    public void refresh() { picker.load(); }

    /** The workspace opens: the chosen account's audiences at once when its accounts are read, else after. */
    public void open() { picker.open(this::showAccount); }

    /** Re-reads the chosen account's audiences and drafts (the palette too). */
    public void reload() { showAccount(); }

    private void showAccount() {
        accountId = picker.selectedId();
        palette.showAccount(accountId);
        readEntries();
    }

    /**
     * Another workspace changed an audience of this account: a deleted one leaves the list and the palette
     * at once, then both are read again (the palette keeps its search and page) with the leaves' facts.
     */
    private void changedElsewhere(AdsRecords.Event event) {
        if (event.deleted()) {
            entries.stream().filter(entry -> entry instanceof FlexibleEntry.Created created
                    && created.audience().id().equals(event.id())).findFirst().ifPresent(this::removeEntry);
        }
        palette.changed(event.id(), event.deleted());
        readEntries();
    }

    /** This workspace created or deleted a flexible audience: its palette follows, and the other views are told. */
    void announce(AdsRecords.Change change, String audienceId) {
        palette.changed(audienceId, change == AdsRecords.Change.DELETED);
        picker.records().changed(AdsRecords.Kind.FLEXIBLE_AUDIENCE, change, accountId, audienceId, this);
    }

    private void readEntries() {
        listing.supersede();
        String account = accountId;
        if (account == null) {
            directory = AudienceDirectory.empty();
            entries.clear();
            openEntry.set(null);
            return;
        }
        busy.set(true);
        error.set("");
        listing.run("list flexible audiences and drafts", () -> load(account), loaded -> {
            busy.set(false);
            show(loaded);
        }, failedTo(Messages.text("flexui.listFailed")));
    }

    private record Loaded(AudienceDirectory directory, List<FlexibleEntry> entries) {
    }

    private Loaded load(String account) {
        AudienceDirectory found = AudienceDirectory.load(ads.get(), account);
        List<FlexibleEntry> list = new ArrayList<>();
        for (CustomAudience audience : found.all()) {
            if (!audience.deleted() && audience.flexible() && account.equals(audience.ownerAccountId())) {
                list.add(EntryTrees.created(audience, found, error::set));
            }
        }
        for (FlexibleDraft draft : drafts.list(account)) {
            list.add(new FlexibleEntry.Draft(EntryTrees.withFacts(draft, found)));
        }
        return new Loaded(found, list);
    }

    private void show(Loaded loaded) {
        directory = loaded.directory();
        FlexibleEntry keep = openEntry.get();
        entries.setAll(loaded.entries());
        FlexibleEntry reopen = keep == null ? null : find(keep.key()).orElse(null);
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

    void addDraft(FlexibleDefinition definition, String done) {
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
        if (entry != null) {
            clearMessages();
            deletion.delete(entry);
        }
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

    /** Ctrl+Shift+V: the clipboard's text as a segments object or batch body. */
    public void pasteJson() {
        importJson(clipboard.paste().orElse(""));
    }

    /** Pasted JSON: a {@code segments} object replaces the open tree; anything naming audiences becomes drafts. */
    public void importJson(String text) { jsonImport.importJson(text); }
    /** Asks for a JSON file and imports it (read in the background). */
    public void importFile() { jsonImport.importFile(); }
    void importFile(Path file) { jsonImport.importFile(file); }

    /** Copies the exact request body to the clipboard. */
    public void copyJson() {
        if (editor.openProperty().get()) {
            clipboard.copy(editor.jsonProperty().get());
            message.set(Messages.text("flexui.copyJson.done"));
        }
    }

    /** Copies the selected subtree (for pasting here or in another draft), its JSON to the system clipboard. */
    public void copySubtree() { editor.copy().ifPresent(clipboard::copy); }
    public void cutSubtree() { editor.cut().ifPresent(clipboard::copy); }

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

    public void setType(FlexibleAudienceType type) { editor.setType(type); }

    // --- creating (in DraftCreation) ------------------------------------------------------

    /** Why Create cannot send the open draft now, or empty. */
    public StringBinding createBlocker() { return creation.blocker(); }
    public BooleanBinding canCreate() { return creation.blocker().isEmpty(); }
    public void create() { creation.create(); }

    /** Why the chosen drafts cannot be created in one batch, or empty. */
    public StringBinding createChosenBlocker() { return creation.chosenBlocker(); }
    public void createChosen() { creation.createChosen(); }

    /** Text of the plain statement shown beside Create. */
    public String immutableNote() { return Messages.text("flexui.immutable"); }

    /** Item errors of the last create, for DraftCreation. */
    CreateProblems createProblems() { return createProblems; }
    String accountId() { return accountId; }
    void setBusy(boolean now) { busy.set(now); }
    void showError(String text) { error.set(text); }
    void showMessage(String text) { message.set(text); }

    /** X answered with a newer record of an audience (e.g. deleted). */
    void known(CustomAudience audience) { directory = directory.with(audience); }
    AudienceDirectory directory() { return directory; }
    void clearStatus() { clearMessages(); }

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

    String uniqueName(String base) { return FlexibleEntry.uniqueName(base, takenNamesExcept(-1)); }

    boolean requireAccount() {
        if (accountId == null) {
            error.set(picker.noticeProperty().get().isEmpty() ? Messages.text("flexui.chooseAccount")
                    : picker.noticeProperty().get());
            return false;
        }
        return true;
    }

    void removeEntry(FlexibleEntry entry) {
        int at = entries.indexOf(entry);
        entries.remove(entry);
        chosen.remove(entry);
        if (openEntry.get() == entry || FlexibleEntry.same(openEntry.get(), entry)) {
            openEntry.set(entries.isEmpty() ? null : entries.get(Math.max(0, Math.min(at, entries.size() - 1))));
        }
    }

    private Optional<FlexibleEntry> find(String key) {
        return entries.stream().filter(entry -> entry.key().equals(key)).findFirst();
    }
}
