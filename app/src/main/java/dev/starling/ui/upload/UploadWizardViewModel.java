package dev.starling.ui.upload;

import dev.starling.ui.ads.UploadTarget;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.upload.ColumnMapping;
import dev.starling.core.upload.IdentifierNormalizer;
import dev.starling.core.upload.UploadException;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.UploadSettings;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The upload wizard: file → columns → preview → settings → upload → result. The source steps live in
 * {@link UploadSourceModel}, the run in {@link UploadRunViewModel}; this class moves between steps and
 * turns the settings step into {@link UploadSettings} (creating a new audience first when asked).
 */
public final class UploadWizardViewModel {

    public enum Step { FILE, COLUMNS, PREVIEW, SETTINGS, UPLOAD }

    private final UploadService uploads;
    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final Clock clock;
    private final UploadSourceModel source;
    private final UploadRunViewModel run;
    private final ReadOnlyObjectWrapper<UploadTarget> target = new ReadOnlyObjectWrapper<>(this, "target");
    private final ReadOnlyObjectWrapper<Step> step = new ReadOnlyObjectWrapper<>(this, "step", Step.FILE);
    private final ObjectProperty<UploadSettings.Operation> operation =
            new SimpleObjectProperty<>(this, "operation", UploadSettings.Operation.UPDATE);
    private final ObjectProperty<LocalDate> effectiveDate = new SimpleObjectProperty<>(this, "effectiveDate");
    private final ObjectProperty<LocalDate> expiresDate = new SimpleObjectProperty<>(this, "expiresDate");
    private final BooleanProperty createNew = new SimpleBooleanProperty(this, "createNew");
    private final StringProperty newAudienceName = new SimpleStringProperty(this, "newAudienceName", "");
    private final ReadOnlyStringWrapper settingsError = new ReadOnlyStringWrapper(this, "settingsError", "");
    private final BooleanBinding canGoNext;

    public UploadWizardViewModel(UploadTarget initialTarget, UploadService uploads, Supplier<AdsClient> ads,
                                 UploadSourceModel source, UploadRunViewModel run, TaskRunner tasks, Clock clock) {
        this.uploads = uploads;
        this.ads = ads;
        this.tasks = tasks;
        this.clock = clock;
        this.source = source;
        this.run = run;
        this.target.set(initialTarget);
        this.createNew.set(!initialTarget.hasList());
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        effectiveDate.set(today);
        expiresDate.set(LocalDate.ofInstant(UploadSettings.thirteenMonthsAfter(clock.instant()), ZoneOffset.UTC));
        canGoNext = Bindings.createBooleanBinding(this::nextAllowed, step, source.profileProperty(), source.busyProperty(),
                source.mappedCountProperty(), source.previewReadyProperty(), createNew, newAudienceName,
                run.runningProperty());
    }

    public UploadSourceModel source() { return source; }
    public UploadRunViewModel run() { return run; }
    public ReadOnlyObjectProperty<UploadTarget> targetProperty() { return target.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Step> stepProperty() { return step.getReadOnlyProperty(); }
    public ObjectProperty<UploadSettings.Operation> operationProperty() { return operation; }
    public ObjectProperty<LocalDate> effectiveDateProperty() { return effectiveDate; }
    public ObjectProperty<LocalDate> expiresDateProperty() { return expiresDate; }
    public BooleanProperty createNewProperty() { return createNew; }
    public StringProperty newAudienceNameProperty() { return newAudienceName; }
    public ReadOnlyStringProperty settingsErrorProperty() { return settingsError.getReadOnlyProperty(); }
    public BooleanBinding canGoNextProperty() { return canGoNext; }

    public boolean canGoBack() {
        return step.get() != Step.FILE && step.get() != Step.UPLOAD;
    }

    /** Next step; on the settings step this starts the upload. */
    public void next() {
        if (!canGoNext.get()) {
            return;
        }
        switch (step.get()) {
            case FILE -> step.set(Step.COLUMNS);
            case COLUMNS -> {
                source.preview(previewSettings());
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
            step.set(source.profileProperty().get() == null ? Step.FILE : Step.SETTINGS);
        }
    }

    private boolean nextAllowed() {
        return switch (step.get()) {
            case FILE -> source.profileProperty().get() != null && !source.busyProperty().get();
            case COLUMNS -> source.mappedCountProperty().get() > 0;
            case PREVIEW -> source.previewReadyProperty().get();
            case SETTINGS -> !run.runningProperty().get() && (!createNew.get() || !newAudienceName.get().isBlank());
            case UPLOAD -> false;
        };
    }

    private void startUpload() {
        settingsError.set("");
        UploadSettings settings;
        ColumnMapping mapping;
        IdentifierNormalizer normalizer;
        try {
            settings = settings(createNew.get() ? "pending" : target.get().listId());
            mapping = source.mapping();
            settings.validate(mapping);
            normalizer = source.normalizer();
        } catch (UploadException | IllegalArgumentException e) {
            settingsError.set(e.getMessage());
            return;
        }
        step.set(Step.UPLOAD);
        if (createNew.get()) {
            String name = newAudienceName.get().strip();
            String account = target.get().accountId();
            tasks.run("create audience", () -> ads.get().createAudience(account, name, null), created -> {
                target.set(UploadTarget.audience(account, created.id(), created.name()));
                createNew.set(false);
                launch(settings(created.id()), mapping, normalizer);
            }, failure -> {
                step.set(Step.SETTINGS);
                settingsError.set(UploadRunViewModel.describe(failure));
            });
        } else {
            launch(settings, mapping, normalizer);
        }
    }

    private void launch(UploadSettings settings, ColumnMapping mapping, IdentifierNormalizer normalizer) {
        var profile = source.profileProperty().get();
        run.start("upload " + profile.path().getFileName(),
                (control, progress) -> uploads.start(profile, mapping, normalizer, settings, control, progress));
    }

    /** The preview's dry run needs settings too; it sends nothing, so a placeholder list id will do. */
    private UploadSettings previewSettings() {
        try {
            return settings(target.get().hasList() ? target.get().listId() : "preview");
        } catch (UploadException e) {
            return target.get().doNotReach()
                    ? UploadSettings.doNotReach(target.get().accountId(), "preview", operation.get(), null, clock.instant())
                    : UploadSettings.customAudience(target.get().accountId(), "preview", operation.get(), clock.instant(), null);
        }
    }

    private UploadSettings settings(String listId) {
        Instant now = clock.instant();
        Instant expires = expiresDate.get() == null ? null : expiresDate.get().atStartOfDay(ZoneOffset.UTC).toInstant();
        if (target.get().doNotReach()) {
            return UploadSettings.doNotReach(target.get().accountId(), listId, operation.get(), expires, now);
        }
        LocalDate effective = effectiveDate.get();
        Instant effectiveAt = effective == null || !effective.isAfter(LocalDate.ofInstant(now, ZoneOffset.UTC))
                ? now : effective.atStartOfDay(ZoneOffset.UTC).toInstant();
        return UploadSettings.customAudience(target.get().accountId(), listId, operation.get(), effectiveAt, expires);
    }
}
