package dev.starling.ui.shell;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.ShellHints;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.config.WindowGeometry;
import dev.starling.core.notice.Notice;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.ui.common.FailureText;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import dev.starling.core.api.ads.AdAccount;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.value.ObservableValue;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * State of the main window: which workspace is shown, which environment is active, and the
 * notices the user has not dismissed. Settings writes go through the task runner.
 */
public final class MainViewModel {

    private final AppSettings settings;
    private final TaskRunner tasks;
    private final ObjectProperty<Workspace> workspace = new SimpleObjectProperty<>(this, "workspace");
    private final ReadOnlyStringWrapper environmentLabel = new ReadOnlyStringWrapper(this, "environmentLabel");
    private final ReadOnlyStringWrapper basesLabel = new ReadOnlyStringWrapper(this, "basesLabel", "");
    private final ReadOnlyStringWrapper dataDirLabel = new ReadOnlyStringWrapper(this, "dataDirLabel");
    private final ReadOnlyStringWrapper adAccountLabel = new ReadOnlyStringWrapper(this, "adAccountLabel", "");
    private final ObservableList<Notice> notices = FXCollections.observableArrayList();
    private final NoticeBoard board;
    private final Path dataDir;
    private ShellHints hints;

    public MainViewModel(AppSettings settings, EnvironmentManager environments, NoticeBoard board, TaskRunner tasks,
                         Path dataDir) {
        this(settings, environments, board, tasks, dataDir, Runnable::run);
    }

    /**
     * @param uiThread where changes that arrive from other threads are applied (the FX thread in
     *     the app; the calling thread in tests)
     */
    public MainViewModel(AppSettings settings, EnvironmentManager environments, NoticeBoard board, TaskRunner tasks,
                         Path dataDir, Executor uiThread) {
        this.settings = settings;
        this.tasks = tasks;
        this.board = board;
        this.dataDir = dataDir;
        this.hints = new ShellHints(false, settings.find(AppSettings.WINDOW));
        workspace.set(settings.find(AppSettings.LAST_WORKSPACE).flatMap(Workspace::byId).orElse(Workspace.ACCOUNT));
        environmentLabel.set(Messages.text(environments.current().label()));
        dataDirLabel.set(dataDir.toString());
        notices.setAll(board.all());
        environments.addListener(env -> uiThread.execute(() -> environmentLabel.set(Messages.text(env.label()))));
        basesLabel.set(bases(environments.current()));
        environments.addListener(env -> uiThread.execute(() -> basesLabel.set(bases(env))));
        board.subscribe(notice -> uiThread.execute(() -> notices.add(notice)));
        workspace.addListener((obs, old, now) -> {
            if (now != null) {
                save("save last workspace", () -> settings.set(AppSettings.LAST_WORKSPACE, now.id()));
            }
        });
    }

    public ObjectProperty<Workspace> workspaceProperty() {
        return workspace;
    }

    /**
     * With the environment label, both base addresses for the status bar: "Ads API https://…" when
     * the label already names the core address (sandbox, custom), else "API https://… · Ads API https://…".
     */
    public ReadOnlyStringProperty basesLabelProperty() {
        return basesLabel.getReadOnlyProperty();
    }

    static String bases(dev.starling.core.config.ApiEnvironment env) {
        String ads = Messages.text("shell.bases.ads", env.adsApiBase() == null
                ? Messages.text("shell.bases.noAds") : strip(env.adsApiBase().toString()));
        String core = env.address();
        return Messages.text(env.label()).contains(core) ? ads : Messages.text("shell.bases.both", core, ads);
    }

    private static String strip(String base) {
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    public ReadOnlyStringProperty environmentLabelProperty() {
        return environmentLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty dataDirLabelProperty() {
        return dataDirLabel.getReadOnlyProperty();
    }

    /** "Ad account: Starling Coffee - US (18ce54d4x5t)" while the Ads workspaces work in one; empty otherwise. */
    public ReadOnlyStringProperty adAccountLabelProperty() {
        return adAccountLabel.getReadOnlyProperty();
    }

    /** The status bar names the ad account every Ads workspace works in. */
    public void showAdAccount(ObservableValue<AdAccount> chosen) {
        adAccountLabel.bind(Bindings.createStringBinding(() -> chosen.getValue() == null ? ""
                : Messages.text("status.adAccount", chosen.getValue().label()), chosen));
    }

    public ObservableList<Notice> notices() {
        return notices;
    }

    public void select(Workspace target) {
        workspace.set(target);
    }

    /** Ctrl+key: switches when the key names a workspace ({@link Workspace#key()}); returns whether it did. */
    public boolean selectByKey(char key) {
        return Workspace.byKey(key).map(target -> { select(target); return true; }).orElse(false);
    }

    public void dismiss(Notice notice) {
        notices.remove(notice);
        board.dismiss(notice);
    }

    public java.util.Optional<WindowGeometry> savedGeometry() {
        return settings.find(AppSettings.WINDOW);
    }

    public void saveGeometry(WindowGeometry geometry) {
        save("save window geometry", () -> {
            settings.set(AppSettings.WINDOW, geometry);
            updateHints(geometry, null);
        });
    }

    /** The window now shows the light or dark theme: the next start's shell does too. */
    public void themeShown(boolean dark) {
        save("save theme for the start-up shell", () -> updateHints(null, dark));
    }

    /** One writer at a time, each on top of the last, so a geometry and a theme saved together both stay. */
    private synchronized void updateHints(WindowGeometry geometry, Boolean dark) {
        if (!Files.isWritable(dataDir)) {
            return; // the start already said nothing is saved in this folder; the shell falls back to first-run looks
        }
        ShellHints next = geometry != null ? hints.withGeometry(geometry) : hints;
        next = dark != null ? next.withDark(dark) : next;
        try {
            next.write(dataDir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        hints = next;
    }

    /** Keeps the chosen theme for the next start. */
    public void saveTheme(ThemePreference theme) {
        save("save theme", () -> settings.set(AppSettings.THEME, theme));
    }

    /** Saves a window setting in the background; a failure is shown as a notice, never dropped. */
    private void save(String name, Runnable change) {
        tasks.run(name, () -> {
            change.run();
            return null;
        }, ignored -> { }, failure -> board.post(Notice.warning(BundleText.of("shell.saveFailed.title"),
                BundleText.of("notice.worded", FailureText.describe(failure, Messages.text("shell.saveFailed"))))));
    }
}
