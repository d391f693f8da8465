package dev.starling.ui.settings;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.Messages;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.UploadException;
import java.util.Locale;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Settings for audience uploads: the region assumed for phone numbers written without a country
 * code, used by the upload wizard and by {@code starling upload} unless told otherwise.
 */
public final class UploadDefaultsViewModel extends StatusViewModel {

    private final AppSettings settings;
    private final TaskRunner tasks;
    private final StringProperty phoneRegion = new SimpleStringProperty(this, "phoneRegion", "");

    public UploadDefaultsViewModel(AppSettings settings, TaskRunner tasks) {
        this.settings = settings;
        this.tasks = tasks;
        tasks.run("read phone region", () -> settings.get(AppSettings.PHONE_REGION), phoneRegion::set,
                failure -> error.set(FailureText.describe(failure, Messages.text("settings.uploads.readFailed"))));
    }

    public StringProperty phoneRegionProperty() { return phoneRegion; }

    /** Checks and keeps the typed region; an unknown one is explained and not kept. */
    public void apply() {
        String region = phoneRegion.get() == null ? "" : phoneRegion.get().strip().toUpperCase(Locale.ROOT);
        message.set("");
        error.set("");
        try {
            new IdentifierNormalizer(region);
        } catch (UploadException e) {
            error.set(Messages.text("settings.uploads.badRegion", region));
            return;
        }
        phoneRegion.set(region);
        tasks.run("save phone region", () -> {
            settings.set(AppSettings.PHONE_REGION, region);
            return region;
        }, saved -> message.set(Messages.text("settings.uploads.saved", saved)),
                failure -> error.set(FailureText.describe(failure, Messages.text("settings.uploads.saveFailed"))));
    }
}
