package dev.starling.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.core.config.FakeLocalSandbox;
import dev.starling.core.config.ShellHints;
import dev.starling.core.config.WindowGeometry;
import dev.starling.core.notice.Notice;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.store.DurableStore;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainViewModelTest {

    @TempDir
    Path dir;

    private final DurableStore store = DurableStore.inMemory();
    private final AppSettings settings = new AppSettings(store.settings());
    private final NoticeBoard notices = new NoticeBoard();

    @AfterEach
    void close() {
        store.close();
    }

    private EnvironmentManager environments() {
        return new EnvironmentManager(settings, new FileCredentialVault(dir), new FakeLocalSandbox().launcher(),
                EnvironmentOverrides.NONE);
    }

    private MainViewModel viewModel(EnvironmentManager environments) {
        return new MainViewModel(settings, environments, notices, new SameThreadTaskRunner(), dir);
    }

    @Test
    void opensOnTheAccountWorkspaceFirstAndRemembersTheLastOne() {
        MainViewModel first = viewModel(environments());
        assertThat(first.workspaceProperty().get()).isEqualTo(Workspace.ACCOUNT);
        first.select(Workspace.AUDIENCES);
        assertThat(viewModel(environments()).workspaceProperty().get()).isEqualTo(Workspace.AUDIENCES);
    }

    @Test
    void ctrlDigitsOneToNineSwitchWorkspacesInRailOrder() {
        MainViewModel viewModel = viewModel(environments());
        for (Workspace workspace : Workspace.values()) {
            assertThat(viewModel.selectByShortcut(workspace.shortcut())).isTrue();
            assertThat(viewModel.workspaceProperty().get()).isEqualTo(workspace);
        }
        assertThat(viewModel.selectByShortcut(10)).isFalse();
        assertThat(viewModel.workspaceProperty().get()).isEqualTo(Workspace.SETTINGS);
        assertThat(Workspace.values()).extracting(Workspace::id).containsExactly(
                "account", "query", "events", "audiences", "flexible", "keywords", "dnr", "requests", "settings");
    }

    @Test
    void showsTheActiveEnvironmentAndFollowsASwitch() {
        EnvironmentManager environments = environments();
        MainViewModel viewModel = viewModel(environments);
        assertThat(viewModel.environmentLabelProperty().get()).isEqualTo("Sandbox \u00b7 http://127.0.0.1:5555");
        environments.switchTo(EnvironmentKind.CUSTOM, URI.create("http://127.0.0.1:9"), null, "", null);
        assertThat(viewModel.environmentLabelProperty().get()).isEqualTo("Custom \u00b7 http://127.0.0.1:9");
    }

    @Test
    void listsStartUpNoticesAndLaterOnesUntilDismissed() {
        Notice early = Notice.warning("Cache rebuilt", "moved aside");
        notices.post(early);
        MainViewModel viewModel = viewModel(environments());
        Notice later = Notice.error("Oops", "later");
        notices.post(later);
        assertThat(viewModel.notices()).containsExactly(early, later);
        viewModel.dismiss(early);
        assertThat(viewModel.notices()).containsExactly(later);
        assertThat(notices.all()).containsExactly(later);
    }

    @Test
    void savesWindowGeometryForTheNextStart() {
        MainViewModel viewModel = viewModel(environments());
        viewModel.saveGeometry(new WindowGeometry(5, 6, 900, 600, false));
        assertThat(viewModel(environments()).savedGeometry()).contains(new WindowGeometry(5, 6, 900, 600, false));
    }

    @Test
    void theNextStartsShellGetsTheLastWindowsThemeAndPlaceEvenWhenSavedSeparately() {
        MainViewModel viewModel = viewModel(environments());
        assertThat(ShellHints.read(dir)).isEqualTo(ShellHints.FIRST_RUN);

        viewModel.themeShown(true);
        WindowGeometry where = new WindowGeometry(40, 30, 1500, 900, true);
        viewModel.saveGeometry(where);

        assertThat(ShellHints.read(dir)).isEqualTo(new ShellHints(true, java.util.Optional.of(where)));
        viewModel.themeShown(false);
        assertThat(ShellHints.read(dir)).isEqualTo(new ShellHints(false, java.util.Optional.of(where)));
        assertThat(notices.all()).isEmpty();
    }

    @Test
    void aThemeShownAtStartKeepsTheSavedPlaceForTheShell() {
        WindowGeometry saved = new WindowGeometry(100, 50, 1200, 700, false);
        settings.set(AppSettings.WINDOW, saved);
        viewModel(environments()).themeShown(true);
        assertThat(ShellHints.read(dir)).isEqualTo(new ShellHints(true, java.util.Optional.of(saved)));
    }
}
