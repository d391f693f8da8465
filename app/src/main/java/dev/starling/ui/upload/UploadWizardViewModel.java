package dev.starling.ui.upload;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.encode.HashedSource;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.UploadPlan;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import java.time.Clock;
import java.time.LocalDate;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The upload wizard: file → columns → preview → settings → upload → result. Each step has its own
 * model: the source steps (file, columns, preview) {@link UploadSourceModel}, the settings step
 * {@link UploadSettingsStep}, the run {@link UploadRunViewModel}; this class moves between steps and
 * starts the upload (creating a new audience first when asked).
 */
public final class UploadWizardViewModel {

    public enum Step { FILE, COLUMNS, PREVIEW, SETTINGS, UPLOAD }

    private final UploadService uploads;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final UploadSourceModel source;
    private final UploadSettingsStep settings;
    private final UploadRunViewModel run;
    private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(this, "step", Step.FILE);
    private final BooleanBinding canGoNext;
    private final StringBinding title;
    private final StringBinding startLabel;
    /** The list sent instead of a file (a set operation's people), or null: the wizard then starts on the settings. */
    private HashedSource list;

    public UploadWizardViewModel(UploadTarget initialTarget, UploadService uploads, Supplier<AdsClient> ads,
                                 UploadSourceModel source, UploadRunViewModel run, TaskRunner tasks, Clock clock) {
        this.uploads = uploads;
        this.ads = ads;
        this.tasks = tasks;
        this.source = source;
        this.run = run;
        this.settings = new UploadSettingsStep(initialTarget, clock);
        canGoNext = Bindings.createBooleanBinding(this::nextAllowed, step, source.profileProperty(), source.busyProperty(),
                source.mappedCountProperty(), source.previewReadyProperty(), settings.createNewProperty(),
                settings.newAudienceNameProperty(), run.runningProperty());
        title = Bindings.createStringBinding(settings::title, settings.targetProperty(), settings.createNewProperty(),
                settings.newAudienceNameProperty());
        startLabel = Bindings.createStringBinding(() -> list != null ? settings.startLabelForPeople(list.size())
                        : settings.startLabel(source.countedRows(source.profileProperty().get())),
                settings.targetProperty(), settings.createNewProperty(), settings.newAudienceNameProperty(),
                settings.operationProperty(), source.previewReadyProperty(), source.profileProperty());
    }

    public UploadSourceModel source() { return source; }
    public UploadSettingsStep settings() { return settings; }
    public UploadRunViewModel run() { return run; }
    public ReadOnlyObjectProperty<Step> stepProperty() { return step.getReadOnlyProperty(); }
    public BooleanBinding canGoNextProperty() { return canGoNext; }
    public ReadOnlyObjectProperty<UploadTarget> targetProperty() { return settings.targetProperty(); }
    public ObjectProperty<UploadSettings.Operation> operationProperty() { return settings.operationProperty(); }
    public ObjectProperty<LocalDate> effectiveDateProperty() { return settings.effectiveDateProperty(); }
    public ObjectProperty<LocalDate> expiresDateProperty() { return settings.expiresDateProperty(); }
    public BooleanProperty createNewProperty() { return settings.createNewProperty(); }
    public StringProperty newAudienceNameProperty() { return settings.newAudienceNameProperty(); }
    public ReadOnlyStringProperty settingsErrorProperty() { return settings.errorProperty(); }
    /** Where the people go as chosen now (the new audience's name as it is typed), for the window's title. */
    public StringBinding titleProperty() { return title; }
    /** The settings step's Upload button: how many rows go where ("Upload 3,260 rows to “Spring CRM 2026” (new)"). */
    public StringBinding startLabelProperty() { return startLabel; }

    public boolean canGoBack() {
        return list == null && step.get() != Step.FILE && step.get() != Step.UPLOAD;
    }

    /**
     * Sends {@code people} (already hashed, held in memory) instead of a file: the wizard goes straight to the settings
     * step, and the file, columns and preview steps are not used.
     */
    public void sendList(HashedSource people) {
        list = people;
        step.set(Step.SETTINGS);
        startLabel.invalidate();
    }

    /** The list sent instead of a file, or null. */
    public HashedSource list() {
        return list;
    }

    /** Next step; on the settings step this starts the upload. */
    public void next() {
        if (!canGoNext.get()) {
            return;
        }
        switch (step.get()) {
            case FILE -> step.set(Step.COLUMNS);
            case COLUMNS -> {
                source.preview(settings.previewSettings());
                step.set(Step.PREVIEW);
            }
            case PREVIEW -> step.set(Step.SETTINGS);
            case SETTINGS -> startUpload();
            case UPLOAD -> { }
        }
    }

    public void back() {
        if (canGoBack()) {
            step.set(Step.values()[step.get().ordinal() - 1]);
        }
    }

    /** Resumes journalled upload {@code jobId}: the journal knows the file, mapping and settings. */
    public void resume(long jobId) {
        step.set(Step.UPLOAD);
        run.start("resume upload " + jobId, (control, progress) -> uploads.resume(jobId, control, progress));
    }

    /** After a failed or finished run: back to the settings to try again (e.g. another audience). */
    public void again() {
        if (!run.runningProperty().get()) {
            step.set(list == null && source.profileProperty().get() == null ? Step.FILE : Step.SETTINGS);
        }
    }

    private boolean nextAllowed() {
        return switch (step.get()) {
            case FILE -> source.profileProperty().get() != null && !source.busyProperty().get();
            case COLUMNS -> source.mappedCountProperty().get() > 0;
            case PREVIEW -> source.previewReadyProperty().get();
            case SETTINGS -> !run.runningProperty().get() && settings.complete();
            case UPLOAD -> false;
        };
    }

    private void startUpload() {
        settings.showError("");
        boolean createNew = settings.createNewProperty().get();
        UploadTarget target = settings.targetProperty().get();
        UploadSettings chosen;
        UploadPlan plan;
        try {
            chosen = settings.settings();
            if (list != null) {
                chosen.validate(list.types());
                plan = null;
            } else {
                plan = source.plan().to(chosen);
            }
        } catch (UploadException e) {
            settings.showError(Messages.text(e.text()));
            return;
        }
        step.set(Step.UPLOAD);
        if (createNew) {
            String name = settings.newAudienceNameProperty().get().strip();
            String account = target.accountId();
            tasks.run("create audience", () -> ads.get().createAudience(account, name, null), created -> {
                settings.created(UploadTarget.audience(account, created.id(), created.name()));
                launch(chosen.toList(created.id()), plan == null ? null : plan.to(chosen.toList(created.id())));
            }, failure -> {
                step.set(Step.SETTINGS);
                settings.showError(UploadRunViewModel.describe(failure));
            });
        } else {
            launch(chosen, plan);
        }
    }

    /** Starts sending: {@code chosen} for the list, {@code plan} (the previewed one, to the chosen list) for a file. */
    private void launch(UploadSettings chosen, UploadPlan plan) {
        if (list != null) {
            HashedSource people = list;
            run.start("upload " + people.label(), people.size(),
                    (control, progress) -> uploads.start(people, chosen, control, progress));
            return;
        }
        var profile = plan.source();
        run.start("upload " + profile.path().getFileName(), source.countedRows(profile),
                (control, progress) -> uploads.start(plan, control, progress));
    }
}
