package dev.starling.ui.rules;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.output.RunFiles;
import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDiff;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleLint;
import dev.starling.core.rules.RuleLinter;
import dev.starling.core.rules.RuleProblem;
import dev.starling.core.rules.RuleSetCheck;
import dev.starling.core.rules.RuleSetFiles;
import dev.starling.core.rules.RuleSetJson;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.rules.RuleStanding;
import dev.starling.core.rules.RuleStandings;
import dev.starling.core.rules.SavedRuleSet;
import dev.starling.core.rules.StreamAccess;
import dev.starling.core.rules.StreamAccessSettings;
import dev.starling.core.stream.ApplyOutcome;
import dev.starling.core.stream.RuleApply;
import dev.starling.core.stream.RuleOperations;
import dev.starling.core.stream.RuleRefusal;
import dev.starling.core.stream.VolumePreview;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.LatestOnly;
import dev.starling.ui.common.StatusViewModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Stream rules workspace: the project's local rule sets (saved at every edit in the durable store,
 * exported and imported as the file {@code starling rules apply} reads), each rule with its tag, where
 * it stands against the live set at X, and its problems; the count against the access level's cap;
 * X's dry run; and Apply, which shows the diff, dry-runs it, and changes the live set only after a
 * confirmation that says what it does. The chosen rule is edited in {@link #editor()}.
 */
public final class RulesViewModel extends StatusViewModel {

    /**
     * A row of the rule table: a rule of the local set ({@code index} in the set) or a live rule the set
     * lacks ({@code index} -1).
     *
     * @param problem the first error (the linter's, or X's from the last dry run), in words; empty when none
     */
    public record RuleRow(int index, String value, String tag, RuleStanding standing, String liveId, String problem,
                          boolean error) {
    }

    /** What the workspace needs of the rest of the application. */
    public record Services(RuleSetRepository sets, StreamAccessSettings access, Supplier<ApiEnvironment> environment,
                           Supplier<RuleOperations> live, Function<String, VolumePreview.Result> preview,
                           RunFiles runFiles) {
    }

    private final Services services;
    private final TaskRunner tasks;
    private final Dialogs dialogs;
    private final LatestOnly liveReads;
    private final RuleSetSaver saver;
    private final RuleEditorViewModel editor;
    private final ObservableList<SavedRuleSet> sets = FXCollections.observableArrayList();
    private final ObjectProperty<SavedRuleSet> chosenSet = new SimpleObjectProperty<>(this, "chosenSet");
    private final ObservableList<RuleRow> rows = FXCollections.observableArrayList();
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected", -1);
    private final StringProperty tag = new SimpleStringProperty(this, "tag", "");
    private final ObjectProperty<AccessLevel> level = new SimpleObjectProperty<>(this, "level", AccessLevel.STANDARD);
    private final BooleanProperty embedding = new SimpleBooleanProperty(this, "embedding", false);
    private final StringProperty countText = new SimpleStringProperty(this, "countText", "");
    private final StringProperty liveStatus = new SimpleStringProperty(this, "liveStatus", "");
    private final StringProperty previewText = new SimpleStringProperty(this, "previewText", "");
    private final ObservableList<String> outcome = FXCollections.observableArrayList();
    private final List<RuleDraft> drafts = new ArrayList<>();
    private final Map<String, RuleLint> lints = new HashMap<>();
    private final Map<String, String> xSaysByValue = new HashMap<>();
    private final Map<String, String> xSaysById = new HashMap<>();
    private List<LiveRule> live = List.of();
    private boolean loading;
    private boolean readingAccess;

    public RulesViewModel(Services services, TaskRunner tasks, Dialogs dialogs) {
        this.services = services;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.liveReads = new LatestOnly(tasks);
        this.saver = new RuleSetSaver(services.sets(), tasks);
        this.editor = new RuleEditorViewModel(tasks, this::access);
        StreamAccess now = services.access().of(services.environment().get());
        level.set(now.level());
        embedding.set(now.embedding());
        level.addListener((obs, old, value) -> accessChosen());
        embedding.addListener((obs, old, value) -> accessChosen());
        editor.textProperty().addListener((obs, old, value) -> edited());
        tag.addListener((obs, old, value) -> edited());
        editor.accessChanged();
    }

    public RuleEditorViewModel editor() { return editor; }
    public ObservableList<SavedRuleSet> sets() { return sets; }
    public ObjectProperty<SavedRuleSet> chosenSetProperty() { return chosenSet; }
    public ObservableList<RuleRow> rows() { return rows; }
    /** The row chosen in the table (-1: none); a rule of the local set is edited in {@link #editor()}. */
    public IntegerProperty selectedProperty() { return selected; }
    /** The chosen rule's tag. */
    public StringProperty tagProperty() { return tag; }
    /** The environment's access level (a setting per environment): its cap, length and semantic operators. */
    public ObjectProperty<AccessLevel> levelProperty() { return level; }
    public BooleanProperty embeddingProperty() { return embedding; }
    /** "3 of 25 rules (standard): 1 live at X, 1 local draft, 1 changed; 1 live rule deleted on apply". */
    public StringProperty countTextProperty() { return countText; }
    /** When the live set was read, or why it could not be. */
    public StringProperty liveStatusProperty() { return liveStatus; }
    /** "Saved", "Saving…". */
    public javafx.beans.property.ReadOnlyStringProperty saveStatusProperty() { return saver.statusProperty(); }
    /** The chosen rule's volume over the last 7 days, or why there is none. */
    public StringProperty previewTextProperty() { return previewText; }
    /** The diff and X's answer of the last dry run or apply, a line each. */
    public ObservableList<String> outcome() { return outcome; }

    /** The access level as chosen now. */
    public StreamAccess access() {
        return new StreamAccess(level.get(), embedding.get());
    }

    /** Reads the saved sets (making a first one when there is none) and the live rules. */
    public void load() {
        tasks.run("list rule sets", () -> {
            List<SavedRuleSet> found = services.sets().list();
            return found.isEmpty() ? List.of(services.sets().create(Messages.text("rules.set.defaultName"), List.of()))
                    : found;
        }, found -> {
            sets.setAll(found);
            choose(found.get(0));
        }, failure -> error.set(FailureText.describe(failure, Messages.text("rules.set.failedList"))));
        refreshLive();
    }

    /** Shows {@code set}'s rules (saved as they are first). */
    public void choose(SavedRuleSet set) {
        if (set == null) {
            return;
        }
        chosenSet.set(set);
        drafts.clear();
        drafts.addAll(set.rules());
        clearX();
        refreshRows();
        select(rows.isEmpty() ? -1 : 0);
    }

    /** Reads the live rules at X again (and the environment's access level). */
    public void refreshLive() {
        StreamAccess now = services.access().of(services.environment().get());
        readingAccess = true;
        try {
            level.set(now.level());
            embedding.set(now.embedding());
        } finally {
            readingAccess = false;
        }
        liveStatus.set(Messages.text("rules.live.reading"));
        liveReads.runLatest("read live rules", () -> services.live().get().all(), found -> {
            live = List.copyOf(found);
            liveStatus.set(Messages.text("rules.live.read", found.size()));
            refreshRows();
        }, failure -> liveStatus.set(FailureText.describe(failure, Messages.text("rules.live.failed"))));
    }

    /** Chooses a row of the table. */
    public void select(int row) {
        loading = true;
        try {
            selected.set(row >= 0 && row < rows.size() ? row : -1);
            RuleRow chosen = selected.get() < 0 ? null : rows.get(selected.get());
            editor.textProperty().set(chosen == null ? "" : chosen.value());
            tag.set(chosen == null || chosen.tag() == null ? "" : chosen.tag());
            previewText.set("");
        } finally {
            loading = false;
        }
    }

    /** True when the chosen row is a rule of the local set (editable), not a live rule the set lacks. */
    public boolean editable() {
        return selected.get() >= 0 && rows.get(selected.get()).index() >= 0;
    }

    /** Adds an empty rule to the set and chooses it. */
    public void addRule() {
        drafts.add(new RuleDraft("", null));
        refreshRows();
        select(drafts.size() - 1);
    }

    /** Takes the chosen rule out of the local set (the live set changes only on Apply). */
    public void removeRule() {
        if (!editable()) {
            return;
        }
        int index = rows.get(selected.get()).index();
        drafts.remove(index);
        save();
        refreshRows();
        select(Math.min(index, drafts.size() - 1));
    }

    /** Puts a live rule the set lacks into the set, as it is live. */
    public void keepLiveRule() {
        if (selected.get() < 0 || editable()) {
            return;
        }
        RuleRow row = rows.get(selected.get());
        drafts.add(new RuleDraft(row.value(), row.tag()));
        save();
        refreshRows();
        select(drafts.size() - 1);
    }

    /** A new, empty local set, named as the user types. */
    public void newSet() {
        dialogs.askText(Messages.text("rules.set.newTitle"), Messages.text("rules.set.newPrompt"), "")
                .map(String::strip).filter(name -> !name.isEmpty())
                .ifPresent(name -> create(name, List.of()));
    }

    /** Reads a rule-set file into a new local set named after the file. */
    public void importSet() {
        dialogs.chooseFileToOpen(Messages.text("rules.set.importTitle"), "json").ifPresent(file -> {
            String name = file.getFileName().toString().replaceFirst("\\.json$", "");
            tasks.run("import rule set", () -> RuleSetFiles.read(file), rules -> create(name, rules), failure ->
                    error.set(failure instanceof RuleSetJson.FormatException format
                            ? Messages.text("rules.set.importRefused", file.getFileName(), words(format.text()))
                            : FailureText.describe(failure, Messages.text("rules.set.importFailed", file.getFileName()))));
        });
    }

    /** Writes the chosen set as the JSON file {@code starling rules apply FILE} reads. */
    public void exportSet() {
        SavedRuleSet set = chosenSet.get();
        if (set == null) {
            return;
        }
        List<RuleDraft> rules = savable();
        dialogs.chooseFileToSave(Messages.text("rules.set.exportTitle"), set.name() + ".json", "json").ifPresent(file ->
                tasks.run("export rule set", () -> {
                    RuleSetFiles.write(services.runFiles(), file, rules);
                    return file;
                }, written -> message.set(Messages.text("rules.set.exported", rules.size(), written)),
                        failure -> error.set(FailureText.describe(failure, Messages.text("rules.set.exportFailed", file)))));
    }

    /** Local checks, then X's dry run of the diff: nothing changes at X. */
    public void checkAtX() {
        dryRun(false);
    }

    /** Local checks, X's dry run, the diff confirmed deliberately, then the live set is changed. */
    public void apply() {
        dryRun(true);
    }

    /** The chosen rule's volume from search's counts, or which operators make a preview impossible. */
    public void preview() {
        String value = editor.textProperty().get();
        RuleLint lint = editor.lintProperty().get();
        if (value == null || value.isBlank() || lint == null || !lint.isValid()) {
            previewText.set(Messages.text("rules.preview.fixFirst"));
            return;
        }
        List<String> streamOnly = VolumePreview.streamOnlyOperators(value);
        if (!streamOnly.isEmpty()) {
            previewText.set(Messages.text("rules.preview.streamOnly", String.join(", ", streamOnly)));
            return;
        }
        previewText.set(Messages.text("rules.preview.counting"));
        tasks.run("preview rule volume", () -> services.preview().apply(value), result -> {
            if (result instanceof VolumePreview.Counted counted) {
                previewText.set(Messages.text("rules.preview.counted", counted.total(), counted.buckets().size()));
            } else if (result instanceof VolumePreview.Unavailable unavailable) {
                previewText.set(Messages.text("rules.preview.streamOnly", String.join(", ", unavailable.streamOnly())));
            }
        }, failure -> previewText.set(FailureText.describe(failure, Messages.text("rules.preview.failed"))));
    }

    private void dryRun(boolean thenApply) {
        clearMessages();
        clearX();
        List<RuleDraft> wanted = savable();
        StreamAccess access = access();
        List<RuleSetCheck.RuleProblems> checked = RuleSetCheck.check(wanted, access, this::lint);
        refreshRows();
        long withErrors = checked.stream().filter(RuleSetCheck.RuleProblems::hasErrors).count();
        if (withErrors > 0) {
            error.set(Messages.text("rules.apply.fixFirst", withErrors));
            return;
        }
        busy.set(true);
        tasks.run("dry-run rules", () -> {
            RuleApply apply = new RuleApply(services.live().get());
            return apply.apply(apply.diff(wanted), true, access.ruleCap());
        }, checkedAtX -> {
            busy.set(false);
            RuleDiff diff = checkedAtX.diff();
            live = new ArrayList<>(diff.unchanged());
            live.addAll(diff.deletes());
            show(checkedAtX);
            if (thenApply && checkedAtX.stage() == ApplyOutcome.Stage.CHECKED && confirm(diff)) {
                send(diff, access.ruleCap());
            }
        }, failedTo(Messages.text("rules.apply.failed")));
    }

    private boolean confirm(RuleDiff diff) {
        int changes = diff.adds().size() + diff.deletes().size();
        return dialogs.confirm(Confirmation.of(Messages.text("rules.apply.title"),
                Messages.text("rules.apply.confirm", diff.adds().size(), diff.deletes().size(), diff.liveAfter()),
                Confirmation.label("rules.apply.action", changes)));
    }

    private void send(RuleDiff diff, int ruleCap) {
        busy.set(true);
        tasks.run("apply rules", () -> new RuleApply(services.live().get()).apply(diff, false, ruleCap), applied -> {
            busy.set(false);
            show(applied);
            refreshLive();
        }, failure -> {
            busy.set(false);
            error.set(FailureText.describe(failure, Messages.text("rules.apply.failed")));
            refreshLive();
        });
    }

    private void show(ApplyOutcome result) {
        RuleDiff diff = result.diff();
        List<String> lines = new ArrayList<>();
        diff.adds().forEach(add -> lines.add(Messages.text("rules.diff.add", add.value(), tagWords(add.tag()))));
        diff.deletes().forEach(gone -> lines.add(Messages.text("rules.diff.delete", gone.value(), tagWords(gone.tag()),
                gone.id())));
        if (!diff.retagged().isEmpty()) {
            lines.add(Messages.text("rules.diff.retag"));
        }
        for (RuleRefusal refusal : result.refusals()) {
            String words = words(refusal.text());
            lines.add(words);
            if (refusal.value() != null) {
                xSaysByValue.put(refusal.value(), words);
            }
            if (refusal.id() != null) {
                xSaysById.put(refusal.id(), words);
            }
        }
        outcome.setAll(lines);
        String said = switch (result.stage()) {
            case NOTHING_TO_DO -> Messages.text("rules.apply.nothingToDo");
            case CHECKED -> Messages.text("rules.apply.checked", diff.adds().size(), diff.deletes().size());
            case APPLIED -> Messages.text("rules.apply.applied", diff.adds().size(), diff.deletes().size(),
                    diff.liveAfter());
            case REFUSED_BY_DRY_RUN -> Messages.text("rules.apply.refusedDryRun");
            case REFUSED_DELETE -> Messages.text("rules.apply.refusedDelete");
            case REFUSED_ADD -> Messages.text("rules.apply.refusedAdd");
        };
        if (result.succeeded()) {
            message.set(said);
        } else {
            error.set(said);
        }
        refreshRows();
    }

    private void create(String name, List<RuleDraft> rules) {
        tasks.run("create rule set", () -> services.sets().create(name, rules), created -> {
            sets.add(0, created);
            choose(created);
            message.set(Messages.text("rules.set.created", created.name(), rules.size()));
        }, failure -> error.set(FailureText.describe(failure, Messages.text("rules.set.failedCreate", name))));
    }

    private void accessChosen() {
        StreamAccess chosen = access();
        if (chosen.embedding() != embedding.get()) {
            embedding.set(chosen.embedding()); // a level without embedding access takes the box's tick away
            return;
        }
        ApiEnvironment environment = services.environment().get();
        if (!readingAccess) {
            tasks.run("save access level", () -> {
                services.access().set(environment, chosen);
                return chosen;
            }, saved -> { }, failure -> error.set(FailureText.describe(failure, Messages.text("rules.access.failed"))));
        }
        lints.clear();
        editor.accessChanged();
        refreshRows();
    }

    private void edited() {
        if (loading || !editable()) {
            return;
        }
        int row = selected.get();
        int index = rows.get(row).index();
        String value = editor.textProperty().get() == null ? "" : editor.textProperty().get();
        drafts.set(index, new RuleDraft(value, tag.get()));
        save();
        refreshRows();
    }

    private void save() {
        SavedRuleSet set = chosenSet.get();
        if (set != null) {
            saver.save(set.id(), savable());
        }
    }

    /** The set as saved and sent: rules not yet typed are left out (a rule-set file has no empty rules). */
    private List<RuleDraft> savable() {
        return drafts.stream().filter(draft -> !draft.value().isBlank()).toList();
    }

    private RuleLint lint(String value) {
        return lints.computeIfAbsent(value, text -> RuleLinter.lint(text, access()));
    }

    private void refreshRows() {
        StreamAccess access = access();
        List<RuleSetCheck.RuleProblems> checked = RuleSetCheck.check(drafts, access, this::lint);
        RuleStandings standings = RuleStandings.of(drafts, live);
        List<RuleRow> fresh = new ArrayList<>();
        for (int i = 0; i < drafts.size(); i++) {
            RuleStandings.Entry entry = standings.rules().get(i);
            RuleDraft draft = entry.rule();
            String problem = checked.get(i).problems().stream().filter(RuleProblem::isError).findFirst()
                    .map(first -> words(first.text())).orElse("");
            String x = xSaysByValue.getOrDefault(draft.value(), "");
            boolean error = !problem.isEmpty() || !x.isEmpty();
            fresh.add(new RuleRow(i, draft.value(), draft.tag(), entry.standing(),
                    entry.live() == null ? null : entry.live().id(), problem.isEmpty() ? x : problem, error));
        }
        for (LiveRule rule : standings.liveOnly()) {
            String x = xSaysById.getOrDefault(rule.id(), "");
            fresh.add(new RuleRow(-1, rule.value(), rule.tag(), RuleStanding.LIVE_ONLY, rule.id(), x, !x.isEmpty()));
        }
        for (int i = 0; i < fresh.size(); i++) {
            if (i < rows.size()) {
                if (!rows.get(i).equals(fresh.get(i))) {
                    rows.set(i, fresh.get(i));
                }
            } else {
                rows.add(fresh.get(i));
            }
        }
        if (rows.size() > fresh.size()) {
            rows.remove(fresh.size(), rows.size());
        }
        countText.set(Messages.text("rules.count", savable().size(), access.ruleCap(),
                Messages.text(access.level().key()), standings.count(RuleStanding.LIVE),
                standings.count(RuleStanding.DRAFT), standings.count(RuleStanding.CHANGED),
                standings.count(RuleStanding.LIVE_ONLY)));
    }

    private void clearX() {
        xSaysByValue.clear();
        xSaysById.clear();
        outcome.clear();
    }

    private static String tagWords(String tag) {
        return tag == null ? "" : Messages.text("rules.diff.tag", tag);
    }

    private static String words(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }
}
