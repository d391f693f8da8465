package dev.starling.ui.overlap;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.overlap.Overlap;
import dev.starling.core.overlap.OverlapCsv;
import dev.starling.core.overlap.OverlapDiagram;
import dev.starling.core.overlap.OverlapException;
import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.overlap.OverlapProgress;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.overlap.OverlapSets;
import dev.starling.core.overlap.Selection;
import dev.starling.core.overlap.SetOperation;
import dev.starling.core.sync.SyncException;
import dev.starling.core.sync.SyncService;
import dev.starling.core.sync.SyncStatus;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.ui.ads.ListUploadOpener;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.StatusViewModel;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Overlap workspace: two to five CRM files (or a file and an audience Starling synced) compared exactly, locally,
 * with the upload pipeline's reading and hashes ({@link OverlapService}); the counts per identifier type and in people
 * as a table and a picture, exported as CSV and PNG; a set operation's people handed to the upload wizard (held in
 * memory as digests, never written in the clear); and the audiences Starling keeps in step, with their last sync and
 * when the next one is allowed. No value is ever shown, logged or stored.
 */
public final class OverlapViewModel extends StatusViewModel {

    /** Where a set operation's list goes. */
    public enum TargetKind { NEW_AUDIENCE, AUDIENCE, DO_NOT_REACH }

    /** The services the screen works with. */
    public record Services(OverlapService overlap, SyncService syncs, TaskRunner tasks, Executor ui, Dialogs dialogs,
                           Supplier<String> phoneRegion, Supplier<String> adAccount, Supplier<AdsClient> ads,
                           ListUploadOpener uploads, RunFiles runFiles, Clock clock) {
    }

    private final Services services;
    private final LocalFormat format = LocalFormat.forUser();
    private final ObservableList<OverlapList> lists = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper(this, "fraction", -1);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper(this, "progress", "");
    private final AtomicReference<OverlapProgress> pendingProgress = new AtomicReference<>();
    private final ReadOnlyObjectWrapper<Overlap> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ObservableList<IdentifierType> types = FXCollections.observableArrayList();
    private final ObservableList<CountRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> letters = FXCollections.observableArrayList();
    private final IntegerProperty first = new SimpleIntegerProperty(this, "first", 0);
    private final ObjectProperty<SetOperation> operation = new SimpleObjectProperty<>(this, "operation", SetOperation.AND);
    private final IntegerProperty second = new SimpleIntegerProperty(this, "second", 1);
    private final ReadOnlyStringWrapper selectionSize = new ReadOnlyStringWrapper(this, "selectionSize", "");
    private final ObjectProperty<TargetKind> targetKind = new SimpleObjectProperty<>(this, "targetKind", TargetKind.NEW_AUDIENCE);
    private final ObservableList<UploadTarget> targets = FXCollections.observableArrayList();
    private final ObjectProperty<UploadTarget> target = new SimpleObjectProperty<>(this, "target");
    private final ObservableList<SyncRow> syncs = FXCollections.observableArrayList();
    private final BooleanBinding canCompare;
    private final BooleanBinding canSend;
    private UploadControl control = new UploadControl();
    private OverlapSets sets;
    private long targetsGeneration;

    public OverlapViewModel(Services services) {
        this.services = services;
        canCompare = Bindings.createBooleanBinding(() -> !running.get() && !busy.get()
                        && lists.size() >= OverlapService.MIN_INPUTS && lists.size() <= OverlapService.MAX_INPUTS,
                running, busy, lists);
        canSend = Bindings.createBooleanBinding(() -> result.get() != null && !running.get()
                        && first.get() != second.get() && first.get() >= 0 && second.get() >= 0
                        && (targetKind.get() == TargetKind.NEW_AUDIENCE || target.get() != null),
                result, running, first, second, targetKind, target);
        first.addListener((obs, old, now) -> describeSelection());
        second.addListener((obs, old, now) -> describeSelection());
        operation.addListener((obs, old, now) -> describeSelection());
        targetKind.addListener((obs, old, now) -> loadTargets());
    }

    public ObservableList<OverlapList> lists() { return lists; }
    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }
    /** 0..1 while a comparison reads, -1 when not known. */
    public ReadOnlyDoubleProperty fractionProperty() { return fraction.getReadOnlyProperty(); }
    public ReadOnlyStringProperty progressProperty() { return progressText.getReadOnlyProperty(); }
    /** The last comparison's counts, or null. */
    public ReadOnlyObjectProperty<Overlap> resultProperty() { return result.getReadOnlyProperty(); }
    /** The identifier types of the counts table's value columns. */
    public ObservableList<IdentifierType> types() { return types; }
    public ObservableList<CountRow> rows() { return rows; }
    /** The compared lists as a set operation offers them: "A · crm.csv". */
    public ObservableList<String> letters() { return letters; }
    public IntegerProperty firstProperty() { return first; }
    public ObjectProperty<SetOperation> operationProperty() { return operation; }
    public IntegerProperty secondProperty() { return second; }
    /** "A ∩ B: 1,200 people". */
    public ReadOnlyStringProperty selectionSizeProperty() { return selectionSize.getReadOnlyProperty(); }
    public ObjectProperty<TargetKind> targetKindProperty() { return targetKind; }
    /** The audiences (or do-not-reach lists) of the ad account, for {@link #targetKindProperty()}. */
    public ObservableList<UploadTarget> targets() { return targets; }
    public ObjectProperty<UploadTarget> targetProperty() { return target; }
    public ObservableList<SyncRow> syncs() { return syncs; }
    public BooleanBinding canCompareProperty() { return canCompare; }
    public BooleanBinding canSendProperty() { return canSend; }

    // --- the lists ---------------------------------------------------------------------------

    /** Asks for a file through the window's file chooser and adds it. */
    public void chooseFile() {
        services.dialogs().chooseFileToOpen(Messages.text("overlap.window.chooseTitle"), "csv").ifPresent(this::addFile);
    }

    /**
     * Adds a typed or pasted path (quotes a file manager's "copy as path" adds are removed).
     *
     * @return whether it was a path at all (the field is then emptied; reading it may still fail)
     */
    public boolean addTyped(String typed) {
        String text = typed == null ? "" : typed.strip();
        if (text.length() >= 2 && (text.startsWith("\"") && text.endsWith("\"") || text.startsWith("'") && text.endsWith("'"))) {
            text = text.substring(1, text.length() - 1);
        }
        try {
            if (!text.isEmpty()) {
                addFile(Path.of(text));
                return true;
            }
        } catch (java.nio.file.InvalidPathException e) {
            error.set(Messages.text("upload.source.notAPath", text));
        }
        return false;
    }

    /** Adds files (dropped on the screen), up to five lists. */
    public void addFiles(List<Path> files) {
        files.forEach(this::addFile);
    }

    /** Reads {@code file} in the background as the upload wizard does (encoding, header, detected columns). */
    public void addFile(Path file) {
        if (lists.size() >= OverlapService.MAX_INPUTS) {
            error.set(Messages.text("overlap.window.tooMany", OverlapService.MAX_INPUTS));
            return;
        }
        if (lists.stream().anyMatch(list -> file.equals(list.file()))) {
            error.set(Messages.text("overlap.window.already", file.getFileName()));
            return;
        }
        var problem = SourceInspector.problemWith(file);
        if (problem.isPresent()) {
            error.set(Messages.text("overlap.window.unreadable", file.getFileName(), Messages.text(problem.get())));
            return;
        }
        runBusy(services.tasks(), "inspect overlap file", () -> DetectedColumns.of(file), read -> {
            if (lists.size() >= OverlapService.MAX_INPUTS) {
                error.set(Messages.text("overlap.window.tooMany", OverlapService.MAX_INPUTS));
                return;
            }
            String summary = Messages.text(read.wasDetected() ? "overlap.window.fileSummary" : "overlap.window.fileUndetected",
                    read.profile().charset().displayName(), read.profile().delimiterName(), read.profile().estimatedRows());
            lists.add(OverlapList.file(read, summary));
            forgetResult();
        }, Messages.text("overlap.window.unreadableFile", file.getFileName()));
    }

    /** Adds what Starling's syncs sent to the audience of {@code row}. */
    public void addAudience(SyncRow row) {
        if (lists.size() >= OverlapService.MAX_INPUTS) {
            error.set(Messages.text("overlap.window.tooMany", OverlapService.MAX_INPUTS));
            return;
        }
        if (lists.stream().anyMatch(list -> !list.isFile() && list.name().equals(row.audienceId()))) {
            error.set(Messages.text("overlap.window.already", row.audienceId()));
            return;
        }
        try {
            OverlapInput recorded = services.syncs().recorded(row.accountId(), row.audienceId());
            lists.add(OverlapList.audience(recorded, row.audienceId(),
                    Messages.text("overlap.window.audienceSummary", row.accountId(), row.people())));
            clearMessages();
            forgetResult();
        } catch (SyncException e) {
            error.set(e.problem().render(Messages::text));
        }
    }

    public void remove(OverlapList list) {
        if (!running.get()) {
            lists.remove(list);
            forgetResult();
        }
    }

    private void forgetResult() {
        sets = null;
        result.set(null);
        rows.clear();
        types.clear();
        letters.clear();
        selectionSize.set("");
    }

    // --- comparing ---------------------------------------------------------------------------

    /** Compares the lists in the background, with progress; {@link #cancel()} stops it. */
    public void compare() {
        if (!canCompare.get()) {
            return;
        }
        List<OverlapList> chosen = List.copyOf(lists);
        forgetResult();
        clearMessages();
        control = new UploadControl();
        UploadControl mine = control;
        running.set(true);
        fraction.set(-1);
        progressText.set(Messages.text("overlap.window.starting"));
        services.tasks().run("compare lists", () -> {
            IdentifierNormalizer normalizer = new IdentifierNormalizer(services.phoneRegion().get());
            List<OverlapInput> inputs = new ArrayList<>();
            for (OverlapList list : chosen) {
                inputs.add(list.input(normalizer));
            }
            return services.overlap().count(inputs, mine, this::progressFromReading);
        }, done -> {
            pendingProgress.set(null);
            running.set(false);
            fraction.set(1);
            progressText.set("");
            show(done);
        }, failure -> {
            pendingProgress.set(null);
            running.set(false);
            fraction.set(-1);
            progressText.set("");
            if (failure instanceof CancellationException) {
                message.set(Messages.text("overlap.window.cancelled"));
            } else if (failure instanceof OverlapException e) {
                error.set(e.problem().render(Messages::text));
            } else if (failure instanceof SyncException e) {
                error.set(e.problem().render(Messages::text));
            } else {
                error.set(FailureText.describe(failure, Messages.text("overlap.window.failed")));
            }
        });
    }

    /** Stops the comparison between chunks: nothing is kept. */
    public void cancel() {
        if (running.get()) {
            control.cancel();
            progressText.set(Messages.text("overlap.window.cancelling"));
        }
    }

    private void progressFromReading(OverlapProgress progress) {
        if (pendingProgress.getAndSet(progress) == null) {
            services.ui().execute(() -> {
                OverlapProgress latest = pendingProgress.getAndSet(null);
                if (latest != null && running.get() && !control.isCancelled()) {
                    fraction.set(latest.fraction());
                    progressText.set(Messages.text("overlap.window.reading", OverlapCsv.letter(latest.input()),
                            latest.inputs(), format.number(latest.rowsRead()), format.number(latest.estimatedRows())));
                }
            });
        }
    }

    private void show(OverlapSets done) {
        sets = done;
        Overlap overlap = done.counts();
        types.setAll(overlap.types());
        List<CountRow> lines = new ArrayList<>();
        int n = overlap.inputs().size();
        for (int i = 0; i < n; i++) {
            Overlap.InputCounts input = overlap.inputs().get(i);
            lines.add(row("input", Messages.text("overlap.window.row.input", OverlapCsv.letter(i), input.label()),
                    input.people(), input.values(), overlap));
        }
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                lines.add(row("shared", Messages.text("overlap.window.row.shared", joined((1 << a) | (1 << b))),
                        overlap.sharedPeople(a, b), overlap.sharedValues(a, b), overlap));
            }
        }
        if (n > 2) {
            lines.add(row("all", Messages.text("overlap.window.row.all", joined((1 << n) - 1)), overlap.peopleInAll(),
                    overlap.valuesInAll(), overlap));
        }
        if (n <= 3) {
            for (Overlap.Region region : overlap.regions()) {
                lines.add(row("exactly", Messages.text("overlap.window.row.exactly", joined(region.members())),
                        region.people(), region.values(), overlap));
            }
        }
        rows.setAll(lines);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(Messages.text("overlap.window.letter", OverlapCsv.letter(i), overlap.inputs().get(i).label()));
        }
        letters.setAll(names);
        first.set(0);
        second.set(1);
        result.set(overlap);
        describeSelection();
        message.set(Messages.text("overlap.window.compared", n));
    }

    private CountRow row(String kind, String what, long people, Map<IdentifierType, Long> values, Overlap overlap) {
        List<String> counts = new ArrayList<>();
        overlap.types().forEach(type -> counts.add(format.number(values.getOrDefault(type, 0L))));
        return new CountRow(kind, what, format.number(people), counts);
    }

    /** "A ∩ B". */
    private static String joined(int members) {
        return OverlapCsv.letters(members).replace(" ", " \u2229 ");
    }

    /** The words around the picture: its title and one legend line per list. */
    public OverlapDiagram.Words diagramWords() {
        return OverlapDiagram.words(result.get(), Messages::text, format::number);
    }

    // --- exports -----------------------------------------------------------------------------

    /** Asks where, then writes the counts as CSV (as {@code starling overlap --csv} does). */
    public void exportCsv() {
        Overlap overlap = result.get();
        if (overlap == null) {
            return;
        }
        services.dialogs().chooseFileToSave(Messages.text("overlap.window.exportCsvTitle"), "overlap.csv", "csv")
                .ifPresent(target -> runBusy(services.tasks(), "export overlap csv", () -> {
                    OverlapCsv.write(overlap, target, OverlapCsv.withInputs(services.runFiles(), files()));
                    return target;
                }, written -> message.set(Messages.text("overlap.window.exported", written.getFileName())),
                        Messages.text("overlap.window.exportFailed", target.getFileName())));
    }

    /** Asks where, then writes the picture as PNG (light colours, 1200 x 800). */
    public void exportPng() {
        Overlap overlap = result.get();
        if (overlap == null) {
            return;
        }
        OverlapDiagram.Words words = diagramWords();
        services.dialogs().chooseFileToSave(Messages.text("overlap.window.exportPngTitle"), "overlap.png", "png")
                .ifPresent(target -> runBusy(services.tasks(), "export overlap png", () -> {
                    OverlapDiagram.writePng(OverlapDiagram.draw(overlap, 1200, 800, OverlapDiagram.Colours.LIGHT, words),
                            target, OverlapCsv.withInputs(services.runFiles(), files()));
                    return target;
                }, written -> message.set(Messages.text("overlap.window.exported", written.getFileName())),
                        Messages.text("overlap.window.exportFailed", target.getFileName())));
    }

    private List<Path> files() {
        return lists.stream().map(OverlapList::file).filter(java.util.Objects::nonNull).toList();
    }

    // --- set operations ----------------------------------------------------------------------

    private void describeSelection() {
        Overlap overlap = result.get();
        if (overlap == null) {
            selectionSize.set("");
            return;
        }
        if (first.get() == second.get() || first.get() < 0 || second.get() < 0) {
            selectionSize.set(Messages.text("overlap.window.twoLists"));
            return;
        }
        Selection selection = Selection.of(first.get(), operation.get(), second.get());
        selectionSize.set(Messages.text("overlap.window.selection", OverlapCsv.letter(first.get()),
                operation.get().symbol(), OverlapCsv.letter(second.get()), format.number(overlap.people(selection))));
    }

    private void loadTargets() {
        long mine = ++targetsGeneration;
        targets.clear();
        target.set(null);
        TargetKind kind = targetKind.get();
        String account = services.adAccount().get();
        if (kind == TargetKind.NEW_AUDIENCE) {
            return;
        }
        if (account == null) {
            error.set(Messages.text("overlap.window.noAccount"));
            return;
        }
        runBusy(services.tasks(), "list upload targets", () -> kind == TargetKind.AUDIENCE
                        ? services.ads().get().allAudiences(account, AudienceQuery.firstPage(AudienceQuery.MAX_COUNT)).stream()
                                .map(a -> UploadTarget.audience(account, a.id(), a.name())).toList()
                        : services.ads().get().allDoNotReachLists(account).stream()
                                .map(l -> UploadTarget.doNotReachList(account, l.id(), l.name())).toList(),
                found -> {
                    if (mine == targetsGeneration) {
                        targets.setAll(found);
                        if (!found.isEmpty()) {
                            target.set(found.get(0));
                        }
                    }
                }, Messages.text("overlap.window.targetsFailed"));
    }

    /**
     * Makes the set operation's list (in memory, as digests) and opens the upload wizard on it, at its settings step;
     * the upload itself is the wizard's deliberate act. A do-not-reach list keeps only emails and phone numbers.
     */
    public void sendToWizard() {
        if (!canSend.get() || sets == null) {
            return;
        }
        String account = services.adAccount().get();
        if (account == null) {
            error.set(Messages.text("overlap.window.noAccount"));
            return;
        }
        UploadTarget to = targetKind.get() == TargetKind.NEW_AUDIENCE ? UploadTarget.newAudience(account) : target.get();
        Selection selection = Selection.of(first.get(), operation.get(), second.get());
        Set<IdentifierType> kept = to.doNotReach() ? EnumSet.of(IdentifierType.EMAIL, IdentifierType.PHONE_NUMBER)
                : EnumSet.allOf(IdentifierType.class);
        OverlapSets from = sets;
        runBusy(services.tasks(), "make set operation list", () -> from.list(selection, kept), list -> {
            if (list.size() == 0) {
                error.set(Messages.text("overlap.window.emptyList", list.label()));
                return;
            }
            if (list.withoutSendableValue() > 0) {
                message.set(Messages.text("overlap.window.leftOut", format.number(list.withoutSendableValue())));
            }
            services.uploads().openList(to, list, this::reloadSyncs);
        }, Messages.text("overlap.window.listFailed"));
    }

    // --- syncs -------------------------------------------------------------------------------

    /** Reads the audiences Starling keeps in step, in the background. */
    public void reloadSyncs() {
        services.tasks().run("read syncs", () -> services.syncs().statuses(), found -> {
            Instant now = services.clock().instant();
            syncs.setAll(found.stream().map(status -> syncRow(status, now)).toList());
        }, failure -> error.set(FailureText.describe(failure, Messages.text("overlap.window.syncsFailed"))));
    }

    private SyncRow syncRow(SyncStatus status, Instant now) {
        return new SyncRow(status.accountId(), status.audienceId(),
                status.lastSyncAt() == null ? Messages.text("overlap.sync.never") : format.dateTime(status.lastSyncAt()),
                format.number(status.people()), format.number(status.lastAdded()), format.number(status.lastRemoved()),
                allowed(status.window().additionsAllowedAt(), now), allowed(status.window().removalsAllowedAt(), now),
                Messages.text(status.unfinished() ? "overlap.sync.unfinished" : "overlap.sync.done"));
    }

    private String allowed(Instant at, Instant now) {
        return at == null || !at.isAfter(now) ? Messages.text("overlap.sync.now") : format.dateTime(at);
    }
}
