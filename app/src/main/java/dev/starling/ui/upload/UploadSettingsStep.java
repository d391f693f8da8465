package dev.starling.ui.upload;

import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;
import dev.starling.core.text.Messages;
import dev.starling.ui.ads.UploadTarget;
import dev.starling.ui.common.Confirmation;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
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
 * The wizard's settings step: where the people go (the chosen list, or a new audience by name), Update
 * or Delete, and the effective and expiry dates (13 months by default), turned into {@link UploadSettings}.
 */
public final class UploadSettingsStep {

    private final Clock clock;
    private final ReadOnlyObjectWrapper<UploadTarget> target = new ReadOnlyObjectWrapper<>(this, "target");
    private final ObjectProperty<UploadSettings.Operation> operation =
            new SimpleObjectProperty<>(this, "operation", UploadSettings.Operation.UPDATE);
    private final ObjectProperty<LocalDate> effectiveDate = new SimpleObjectProperty<>(this, "effectiveDate");
    private final ObjectProperty<LocalDate> expiresDate = new SimpleObjectProperty<>(this, "expiresDate");
    private final BooleanProperty createNew = new SimpleBooleanProperty(this, "createNew");
    private final StringProperty newAudienceName = new SimpleStringProperty(this, "newAudienceName", "");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");

    UploadSettingsStep(UploadTarget initialTarget, Clock clock) {
        this.clock = clock;
        target.set(initialTarget);
        createNew.set(!initialTarget.hasList());
        effectiveDate.set(LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC));
        expiresDate.set(LocalDate.ofInstant(UploadSettings.thirteenMonthsAfter(clock.instant()), ZoneOffset.UTC));
    }

    public ReadOnlyObjectProperty<UploadTarget> targetProperty() { return target.getReadOnlyProperty(); }
    public ObjectProperty<UploadSettings.Operation> operationProperty() { return operation; }
    public ObjectProperty<LocalDate> effectiveDateProperty() { return effectiveDate; }
    public ObjectProperty<LocalDate> expiresDateProperty() { return expiresDate; }
    public BooleanProperty createNewProperty() { return createNew; }
    public StringProperty newAudienceNameProperty() { return newAudienceName; }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** The wizard's title: the target as chosen now, a new audience with its name as typed. */
    String title() {
        UploadTarget to = target.get();
        if (to.doNotReach()) {
            return Messages.text("upload.title.dnr", to.listName());
        }
        if (createNew.get() || !to.hasList()) {
            String name = newAudienceName.get().strip();
            return name.isEmpty() ? Messages.text("upload.title.newAudience")
                    : Messages.text("upload.title.newNamed", shortName(name));
        }
        return Messages.text("upload.title.audience", to.listName());
    }

    /**
     * The Upload button's label: what it sends where, e.g. "Upload 3,260 rows to “Spring CRM 2026” (new)",
     * "Remove 3,260 rows from “Newsletter subscribers”".
     *
     * @param rows the data rows the preview counted, or -1 when not known
     */
    String startLabel(long rows) {
        return startLabel(rows, "upload.start");
    }

    /** As {@link #startLabel(long)} for a list that is not a file: "Upload 1,200 people to “Spring CRM 2026”". */
    String startLabelForPeople(long people) {
        return startLabel(people, "upload.startPeople");
    }

    private String startLabel(long rows, String prefix) {
        UploadTarget to = target.get();
        boolean fresh = !to.doNotReach() && (createNew.get() || !to.hasList());
        String name = fresh ? newAudienceName.get().strip() : to.listName();
        String key = prefix + (operation.get() == UploadSettings.Operation.DELETE ? ".remove" : ".to");
        if (fresh && name.isEmpty()) {
            return Confirmation.label(prefix + ".toNew", rows);
        }
        return Confirmation.label(key + (to.doNotReach() ? ".list" : fresh ? ".new" : ""), rows, shortName(name));
    }

    /** A name as a title or button shows it: whole up to 40 characters, then cut with an ellipsis. */
    private static String shortName(String name) {
        return name.length() <= 40 ? name : name.substring(0, 39).strip() + "\u2026";
    }

    /** Whether the step is filled in: a new audience needs a name. */
    boolean complete() {
        return !createNew.get() || !newAudienceName.get().isBlank();
    }

    void showError(String text) {
        error.set(text);
    }

    /** The audience was created on the spot: from now on it is the target. */
    void created(UploadTarget audience) {
        target.set(audience);
        createNew.set(false);
    }

    /** The settings as chosen: to the target's list, or with none yet when a new audience is to be created first. */
    UploadSettings settings() {
        return settings(createNew.get() || !target.get().hasList() ? null : target.get().listId());
    }

    /** The settings for sending to {@code listId} (null: the new audience, created when the upload starts). */
    private UploadSettings settings(String listId) {
        UploadTarget to = target.get();
        Instant now = clock.instant();
        Instant expires = expiresDate.get() == null ? null : expiresDate.get().atStartOfDay(ZoneOffset.UTC).toInstant();
        if (to.doNotReach()) {
            return UploadSettings.doNotReach(to.accountId(), listId, operation.get(), expires, now);
        }
        LocalDate effective = effectiveDate.get();
        Instant effectiveAt = effective == null || !effective.isAfter(LocalDate.ofInstant(now, ZoneOffset.UTC))
                ? now : effective.atStartOfDay(ZoneOffset.UTC).toInstant();
        return UploadSettings.customAudience(to.accountId(), listId, operation.get(), effectiveAt, expires);
    }

    /**
     * The settings a preview's dry run counts batches with (it sends nothing, so a new audience needs no list yet): as
     * chosen, or the default dates while the chosen ones do not fit (the settings step says why when the upload starts).
     */
    UploadSettings previewSettings() {
        UploadTarget to = target.get();
        String list = to.hasList() ? to.listId() : null;
        try {
            return settings(list);
        } catch (UploadException e) {
            return to.doNotReach()
                    ? UploadSettings.doNotReach(to.accountId(), list, operation.get(), null, clock.instant())
                    : UploadSettings.customAudience(to.accountId(), list, operation.get(), clock.instant(), null);
        }
    }
}
