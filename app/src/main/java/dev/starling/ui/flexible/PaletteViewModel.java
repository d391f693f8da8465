package dev.starling.ui.flexible;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.Page;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.ui.common.LatestOnly;
import dev.starling.ui.common.CursorPages;
import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The palette: the chosen account's custom audiences, searched by name prefix on the server
 * ({@code q}) and paged with its cursors, each marked usable as a leaf or not (and why). Deleted
 * custom audiences are listed too, so a leaf that names one can be explained (deleted flexible ones are
 * not: no leaf can name them).
 */
public final class PaletteViewModel extends StatusViewModel {

    static final int PAGE_SIZE = 50;

    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final ObjectProperty<FlexibleAudienceType> type =
            new SimpleObjectProperty<>(this, "type", FlexibleAudienceType.FLEXIBLE);
    private final List<CustomAudience> page = new ArrayList<>();
    private final ObservableList<PaletteEntry> entries = FXCollections.observableArrayList();
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObjectProperty<PaletteEntry> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final CursorPages pages = new CursorPages(this::list);
    private String accountId;
    /** Only the latest listing's answer is shown. */
    private final LatestOnly listing;

    PaletteViewModel(Supplier<AdsClient> ads, TaskRunner tasks) {
        this.ads = ads;
        this.tasks = tasks;
        this.listing = new LatestOnly(tasks);
        type.addListener((obs, old, now) -> mark());
    }

    public ObservableList<PaletteEntry> entries() { return entries; }
    /** A name prefix; applied by {@link #firstPage()} (Enter in the search field). */
    public StringProperty searchProperty() { return search; }
    public ObjectProperty<PaletteEntry> selectedProperty() { return selected; }
    /** Whether there is a next or previous page of audiences. */
    public CursorPages pages() { return pages; }
    /** "Page 2 · 50 audiences", or why the list is empty. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /** The open tree's audience type: which audiences may be leaves depends on it. */
    public ObjectProperty<FlexibleAudienceType> typeProperty() { return type; }

    /** Shows another account's audiences (null for none). */
    void showAccount(String account) {
        accountId = account;
        firstPage();
    }

    public void firstPage() {
        pages.first();
    }

    /**
     * An audience of the account changed (made, renamed, deleted, uploaded to): a deleted one leaves the
     * palette at once, then the page shown is read again with its search.
     */
    void changed(String audienceId, boolean deleted) {
        if (accountId == null) {
            return;
        }
        if (deleted && audienceId != null) {
            page.removeIf(audience -> audience.id().equals(audienceId));
            mark();
        }
        pages.reload();
    }

    private void list(String cursor) {
        listing.supersede();
        String account = accountId;
        error.set("");
        if (account == null) {
            page.clear();
            entries.clear();
            selected.set(null);
            pages.landed(null, null);
            status.set("");
            busy.set(false);
            return;
        }
        AudienceQuery query = new AudienceQuery(PAGE_SIZE, cursor, search.get(), AudienceScope.OWNER, true);
        busy.set(true);
        listing.run("list palette audiences", () -> ads.get().audiences(account, query), page -> show(page, cursor),
                failedTo(Messages.text("flexui.palette.failed")));
    }

    private void show(Page<CustomAudience> answer, String cursor) {
        busy.set(false);
        page.clear();
        page.addAll(answer.data());
        List<PaletteEntry> shown = mark();
        pages.landed(cursor, answer.nextCursor());
        status.set(shown.isEmpty()
                ? Messages.text(search.get() == null || search.get().isBlank() ? "flexui.palette.empty"
                        : "flexui.palette.noMatch", search.get())
                : Messages.text("flexui.palette.status", pages.pageNumberProperty().get(), shown.size()));
    }

    /** Re-marks the page's audiences for the current type, keeping the selection where it can. */
    private List<PaletteEntry> mark() {
        String keep = selected.get() == null ? null : selected.get().id();
        // Usable audiences first; the others stay listed (with their reason) after them.
        // A deleted flexible audience is not listed: it could never be a leaf, so no tree names it to explain.
        List<PaletteEntry> shown = page.stream().filter(audience -> !(audience.deleted() && audience.flexible()))
                .map(audience -> PaletteEntry.of(audience, type.get()))
                .sorted(java.util.Comparator.comparing(entry -> !entry.usable())).toList();
        entries.setAll(shown);
        // The selection stays only while it can still be added; otherwise the first audience that can.
        selected.set(shown.stream().filter(entry -> entry.id().equals(keep) && entry.usable()).findFirst()
                .orElse(shown.stream().filter(PaletteEntry::usable).findFirst().orElse(null)));
        return shown;
    }
}
