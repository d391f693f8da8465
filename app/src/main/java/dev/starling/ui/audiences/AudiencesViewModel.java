package dev.starling.ui.audiences;

import dev.starling.ui.common.FailureText;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdsListViewModel;
import dev.starling.ui.ads.AdsRecords;
import dev.starling.ui.ads.AdsText;
import dev.starling.core.api.http.Sleeper;
import java.util.Optional;
import dev.starling.core.api.ads.Ability;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.Page;
import dev.starling.ui.common.CursorPages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.text.Messages;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Audiences workspace: the custom audiences of the chosen ad account, paged by the server's
 * cursors and filtered by name prefix, scope (own or shared with it) and deleted ones; creating,
 * renaming, describing and deleting them. The selected audience's shares and campaigns live in
 * {@link #details()}. {@link #selectedAudienceProperty()} and {@link #selectedAccountIdProperty()}
 * are what the upload wizard works on.
 */
public final class AudiencesViewModel extends AdsListViewModel {

    public static final List<Integer> PAGE_SIZES = List.of(10, 20, 50, 100, 200);

    private final AudienceDetailsViewModel details;

    private final ObservableList<CustomAudience> audiences = FXCollections.observableArrayList();
    private final AudienceFilters filters = new AudienceFilters(this::firstPage);
    private final ObjectProperty<CustomAudience> selectedAudience = new SimpleObjectProperty<>(this, "selectedAudience");
    private final ReadOnlyStringWrapper selectedAccountId = new ReadOnlyStringWrapper(this, "selectedAccountId");

    /** Cursors of the pages before the current one (null for the first page). */
    private final CursorPages pages = new CursorPages(this::list);

    public AudiencesViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs) {
        this(picker, ads, tasks, dialogs, Sleeper.SYSTEM);
    }

    /** @param sleeper how the processing watch waits between re-reads (a fake clock in tests) */
    public AudiencesViewModel(AdAccountPicker picker, Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs,
                              Sleeper sleeper) {
        super(picker, ads, tasks, dialogs, sleeper, "audiences.failed.list");
        this.details = new AudienceDetailsViewModel(ads, tasks, dialogs, picker.accounts(),
                shared -> announce(kindOf(shared), AdsRecords.Change.SHARED, picker.selectedId(), shared.id()));
        selectedAccountId.bind(Bindings.createStringBinding(picker::selectedId, picker.selectedProperty()));
        picker.onAccountChosen(this::firstPage);
        selectedAudience.addListener((obs, old, now) -> details.show(picker.selectedId(), now));
        // custom and flexible audiences made, renamed, deleted or uploaded to in another workspace
        follow(Set.of(AdsRecords.Kind.CUSTOM_AUDIENCE, AdsRecords.Kind.FLEXIBLE_AUDIENCE), this::changedElsewhere);
    }

    @Override
    protected AdsRecords.Kind kind() {
        return AdsRecords.Kind.CUSTOM_AUDIENCE;
    }

    private static AdsRecords.Kind kindOf(CustomAudience audience) {
        return audience.flexible() ? AdsRecords.Kind.FLEXIBLE_AUDIENCE : AdsRecords.Kind.CUSTOM_AUDIENCE;
    }

    /** A deleted audience leaves the table at once (unless deleted ones are shown); then the page is read again. */
    private void changedElsewhere(AdsRecords.Event event) {
        if (event.deleted() && !filters.showDeletedProperty().get()) {
            audiences.removeIf(audience -> audience.id().equals(event.id()));
            if (selectedAudience.get() != null && selectedAudience.get().id().equals(event.id())) {
                selectedAudience.set(null);
            }
        }
        pages.reload();
    }

    public AudienceDetailsViewModel details() { return details; }
    public ObservableList<CustomAudience> audiences() { return audiences; }
    /** The filter row; the search applies with {@link #firstPage()} (Enter in the search field), the others at once. */
    public AudienceFilters filters() { return filters; }
    /** The audience the user selected in the table; the upload wizard uploads to it. */
    public ObjectProperty<CustomAudience> selectedAudienceProperty() { return selectedAudience; }
    /** The ad account whose audiences are shown, or null; the upload wizard's account. */
    public ReadOnlyStringProperty selectedAccountIdProperty() { return selectedAccountId.getReadOnlyProperty(); }
    /** Where the table is in the account's pages: the page number and whether there is a next or previous one. */
    public CursorPages pages() { return pages; }

    /** "Page 2", for the pager. */
    public StringBinding pageLabel() {
        return Bindings.createStringBinding(() -> Messages.text("audiences.page", Integer.toString(pages.pageNumberProperty().get())),
                pages.pageNumberProperty());
    }

    // --- loading -----------------------------------------------------------------------------

    /** Lists from the first page with the current filters (another account or filter: no more watching). */
    public void firstPage() {
        processing.stop();
        pages.first();
    }

    /** The size as the Size column shows it (a processing audience keeps its last size, marked so). */
    public String sizeText(CustomAudience audience) {
        return AdsText.size(audience.audienceSize(), audience.reasonsNotTargetable(), processing.lastSize(audience.id()));
    }

    /** Re-reads the current page, e.g. after an upload changed an audience's size. */
    @Override
    public void reload() {
        pages.reload();
    }

    private void list(String cursor) {
        String account = picker.selectedId();
        if (account == null) {
            listing.supersede();
            audiences.clear();
            selectedAudience.set(null);
            pages.landed(null, null);
            busy.set(false);
            return;
        }
        AudienceQuery query = filters.query(cursor);
        busy.set(true);
        error.set("");
        listing.runLatest("list custom audiences", () -> ads.get().audiences(account, query), page -> show(page, cursor),
                failedTo(Messages.text("audiences.failed.list")));
    }

    private void show(Page<CustomAudience> page, String cursor) {
        busy.set(false);
        String keep = selectedAudience.get() == null ? null : selectedAudience.get().id();
        page.data().forEach(a -> processing.remember(a.id(), a.audienceSize()));
        audiences.setAll(page.data());
        pages.landed(cursor, page.nextCursor());
        selectedAudience.set(page.data().stream().filter(a -> a.id().equals(keep)).findFirst().orElse(null));
        processing.after(page.data().stream().filter(a -> !a.deleted() && AdsText.processing(a.reasonsNotTargetable()))
                .map(CustomAudience::id).toList(), pages::reload);
    }


    // --- commands ----------------------------------------------------------------------------

    /**
     * Where the upload wizard should go: the selected audience unless it is deleted or known to be
     * read-only for this account (X's records may leave the permission out: then the upload is tried
     * and a refusal explained), otherwise a new audience in the chosen account; empty with an error
     * when no account is chosen.
     */
    public Optional<UploadTarget> uploadTarget() {
        String account = picker.selectedId();
        if (account == null) {
            error.set(noAccountReason());
            return Optional.empty();
        }
        CustomAudience audience = selectedAudience.get();
        if (writable(audience)) {
            return Optional.of(UploadTarget.audience(account, audience.id(), audience.name()));
        }
        return Optional.of(UploadTarget.newAudience(account));
    }

    /** Whether this account may change the audience (rename, describe, upload to it). */
    public static boolean writable(CustomAudience audience) {
        // X's records may leave the permission out: unknown is tried (and a refusal explained), not disabled.
        return audience != null && audience.writeAccess().mayTry();
    }

    /** Whether this account may delete the audience: only its owner may. */
    public static boolean deletable(CustomAudience audience) {
        return audience != null && audience.ownerAccess().mayTry();
    }

    /** True while the selected audience may be renamed, described or uploaded to. */
    public BooleanBinding selectedWritable() {
        return Bindings.createBooleanBinding(() -> writable(selectedAudience.get()), selectedAudience);
    }

    /** True while the selected audience may be deleted. */
    public BooleanBinding selectedDeletable() {
        return Bindings.createBooleanBinding(() -> deletable(selectedAudience.get()), selectedAudience);
    }

    /** Asks for the selected audience's new name, then renames it. */
    public void askRename() {
        CustomAudience audience = selectedAudience.get();
        if (writable(audience)) {
            dialogs.askText(Messages.text("audiences.rename.title"), Messages.text("audiences.rename.prompt", audience.name()),
                    audience.name()).ifPresent(name -> rename(audience, name));
        }
    }

    /**
     * Asks first, then deletes the selected audience. Whether it is shared or targeted by campaigns is
     * read from X before asking: then its name must be typed to delete it (as when that cannot be read).
     */
    public void confirmDelete() {
        CustomAudience audience = selectedAudience.get();
        if (!deletable(audience)) {
            return;
        }
        String account = picker.selectedId();
        clearMessages();
        tasks.run("read where the audience is used", () -> AudienceUses.read(ads.get(), account, audience.id()),
                uses -> askDelete(audience, uses), failure -> askDelete(audience, AudienceUses.UNKNOWN));
    }

    private void askDelete(CustomAudience audience, AudienceUses uses) {
        Confirmation question = Confirmation.of(Messages.text("audiences.delete.title"),
                Messages.text("audiences.delete.confirm", audience.name()) + uses.sentence(),
                Confirmation.label("audiences.delete.action", audience.name()));
        if (dialogs.confirm(uses.none() ? question : question.typing(audience.name()))) {
            delete(audience);
        }
    }

    /** Creates an empty audience with the typed name (unique in the account) and selects it. */
    @Override
    public void create() {
        createNamed("create custom audience", "audiences.create.missingName",
                (client, account, name, description) -> client.createAudience(account, name, description), created -> {
                    message.set(Messages.text("audiences.created", created.name()));
                    selectedAudience.set(created);
                    firstPage();
                    announce(AdsRecords.Kind.CUSTOM_AUDIENCE, AdsRecords.Change.CREATED, picker.selectedId(), created.id());
                }, "audiences.failed.create");
    }

    public void rename(CustomAudience audience, String name) {
        String trimmed = name == null ? "" : name.trim();
        if (trimmed.isEmpty() || trimmed.equals(audience.name())) {
            return;
        }
        update(audience, trimmed, null, Messages.text("audiences.renamed", trimmed),
                Messages.text("audiences.failed.rename"));
    }

    /** Asks for the selected audience's description, edited from the one it has (blank clears it), then sets it. */
    public void askDescription() {
        CustomAudience audience = selectedAudience.get();
        if (writable(audience)) {
            dialogs.editText(Messages.text("audiences.describe.title"),
                    Messages.text("audiences.describe.prompt", audience.name()),
                    audience.description() == null ? "" : audience.description())
                    .ifPresent(text -> editDescription(audience, text));
        }
    }

    public void editDescription(CustomAudience audience, String description) {
        // Spaces around it are not a change: a stray Space then Enter in the dialog sends nothing to X.
        String text = description == null ? "" : description.strip();
        if (text.equals(audience.description() == null ? "" : audience.description().strip())) {
            return;
        }
        update(audience, null, text, Messages.text("audiences.described", audience.name()),
                Messages.text("audiences.failed.describe"));
    }

    private void update(CustomAudience audience, String name, String description, String done, String what) {
        String account = picker.selectedId();
        clearMessages();
        tasks.run("update custom audience", () -> ads.get().updateAudience(account, audience.id(), name, description),
                updated -> {
                    message.set(done);
                    selectedAudience.set(updated.knownFrom(audience));
                    pages.reload();
                    announce(kindOf(audience), AdsRecords.Change.RENAMED, account, audience.id());
                }, failure -> error.set(refusal(failure, what, audience.writeAccess())));
    }

    /**
     * The failure in words; when X's record had not said whether the account may do this and X
     * refused it, says so, since the button was offered without knowing.
     */
    static String refusal(Throwable failure, String what, Ability known) {
        String text = FailureText.describe(failure, what);
        if (known == Ability.UNKNOWN && failure instanceof ApiException api && api.error().status() == 403) {
            return text + " " + Messages.text("realx.audience.refusedUnknown");
        }
        return text;
    }

    /** Deletes the audience (the view asks for confirmation first). */
    public void delete(CustomAudience audience) {
        String account = picker.selectedId();
        clearMessages();
        tasks.run("delete custom audience", () -> ads.get().deleteAudience(account, audience.id()), deleted -> {
            message.set(Messages.text("ads.deleted", deleted.name()));
            if (selectedAudience.get() != null && selectedAudience.get().id().equals(deleted.id())) {
                selectedAudience.set(null);
            }
            pages.reload();
            announce(kindOf(audience), AdsRecords.Change.DELETED, account, audience.id());
        }, failure -> error.set(refusal(failure, Messages.text("ads.failed.delete", audience.name()),
                audience.ownerAccess())));
    }

}
