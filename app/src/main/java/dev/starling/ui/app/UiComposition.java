package dev.starling.ui.app;

import dev.starling.ui.frames.Debounce;
import java.util.List;
import dev.starling.boot.AppServices;
import dev.starling.ui.account.AccountViews;
import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.ads.AdAccounts;
import dev.starling.ui.audiences.AudienceViews;
import dev.starling.ui.audiences.AudiencesViewModel;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FxDialogs;
import dev.starling.ui.common.SignInState;
import dev.starling.ui.common.TextClipboard;
import dev.starling.ui.common.WorkspaceViews;
import dev.starling.ui.dnr.DoNotReachViews;
import dev.starling.ui.events.EventsViews;
import dev.starling.ui.flexible.FlexibleAudienceViews;
import dev.starling.ui.keywords.KeywordInsightsViews;
import dev.starling.ui.publish.PublishViews;
import dev.starling.ui.live.LiveViews;
import dev.starling.ui.overlap.OverlapViews;
import dev.starling.ui.query.QueryViews;
import dev.starling.ui.requestlog.RequestLogViews;
import dev.starling.ui.rules.RulesViews;
import dev.starling.ui.settings.SettingsViews;
import dev.starling.ui.shell.MainViewModel;
import dev.starling.ui.shell.MainWindow;
import dev.starling.ui.shell.Workspace;
import dev.starling.ui.theme.ThemeManager;
import dev.starling.ui.upload.UploadViews;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The window's half of the composition, the one place the main window is assembled: one feature factory
 * per workspace ({@link WorkspaceViews}), all on the services {@link dev.starling.boot.Bootstrap} built
 * once (and the command line shares); the upload wizard's windows come from {@link UploadViews}.
 */
public final class UiComposition {

    /** Work done once, in the background, so a workspace's first use does not run cold code in a frame. */
    static final Supplier<List<Runnable>> WARM_UPS = () -> java.util.stream.Stream.of(QueryViews.warmUps(),
            UploadViews.warmUps(), LiveViews.warmUps()).flatMap(List::stream).toList();

    private UiComposition() {
    }

    /** After the start's own background work (the first screen's data, the window's place saved). */
    static final javafx.util.Duration WARM_UP_AFTER = javafx.util.Duration.seconds(2);

    /**
     * Warm-ups that need the FX thread and the window's own scene (JavaFX keeps its CSS caches per scene), given a
     * pane of it to hide their nodes in for a few frames; run one step a frame after the background ones.
     */
    static final java.util.function.Function<javafx.scene.layout.Pane, List<Runnable>> SCENE_WARM_UPS =
            LiveViews::sceneWarmUps;

    /**
     * In one background task, one after the other, so they take one of the pool's threads at most; then the scene
     * warm-ups on the FX thread, one step a frame (dropped if the window closes first).
     */
    private static void warmUp(AppServices services, List<Runnable> warmUps, Stage stage) {
        Runnable inScene = () -> {
            // Only into a window still showing: one closed before its warm-up (a test's) is not shown again.
            if (stage.isShowing() && stage.getScene().getRoot() instanceof javafx.scene.layout.Pane host) {
                var frames = dev.starling.ui.frames.FrameScheduler.fx().jobsOf(SCENE_WARM_UPS);
                SCENE_WARM_UPS.apply(host).forEach(step -> frames.whenShown(host, step));
            }
        };
        services.tasks().run("warm up", () -> {
            warmUps.forEach(Runnable::run);
            return null;
        }, done -> inScene.run(), failure -> inScene.run());
    }

    /**
     * @param browser opens a URL in the system browser
     */
    public static MainWindow mainWindow(AppServices services, Stage stage, Consumer<String> browser) {
        ThemeManager themes = new ThemeManager(services.osPrefersDark().orElse(false));
        MainViewModel shell = new MainViewModel(services.settings(), services.environments(), services.notices(),
                services.tasks(), services.dataDir(), Platform::runLater);
        SignInState signIn = new SignInState(services.api(), Platform::runLater);
        Dialogs dialogs = new FxDialogs(() -> stage);
        TextClipboard clipboard = FxDialogs.clipboard();
        UploadViews uploads = new UploadViews(services, themes, () -> stage, dialogs, FxDialogs::new);
        AccountViews account = new AccountViews(services, signIn, dialogs, clipboard, browser);
        // One ad account for every Ads workspace and the status bar, remembered per signed-in user.
        AdAccountPicker adAccount = AdAccounts.picker(services, signIn);
        shell.showAdAccount(adAccount.selectedProperty());
        AudienceViews audiences = new AudienceViews(services, adAccount, uploads, dialogs);
        PublishViews publishing = new PublishViews(services, signIn, dialogs, clipboard);
        QueryViews query = new QueryViews(services, signIn, dialogs, clipboard, publishing.cardActions());

        // One feature factory per workspace, in rail order, each given AppServices and then the shared parts it needs.
        Map<Workspace, WorkspaceViews> views = new EnumMap<>(Workspace.class);
        views.put(Workspace.ACCOUNT, account);
        views.put(Workspace.QUERY, query);
        views.put(Workspace.AUDIENCES, audiences);
        views.put(Workspace.OVERLAP, new OverlapViews(services, adAccount, uploads, dialogs, themes.darkProperty()));
        views.put(Workspace.FLEXIBLE_AUDIENCES, new FlexibleAudienceViews(services, adAccount, dialogs, clipboard));
        views.put(Workspace.KEYWORD_INSIGHTS, new KeywordInsightsViews(services, dialogs, search -> {
            shell.select(Workspace.QUERY);
            query.searchRecent(search.query(), search.start(), search.end());
        }, themes.darkProperty()));
        views.put(Workspace.DO_NOT_REACH, new DoNotReachViews(services, adAccount, uploads, dialogs));
        views.put(Workspace.PUBLISH, publishing);
        views.put(Workspace.RULES, new RulesViews(services, dialogs));
        views.put(Workspace.LIVE, new LiveViews(services, dialogs, id -> {
            shell.select(Workspace.QUERY);
            query.lookUpPost(id);
        }, publishing.cardActions(), () -> shell.select(Workspace.RULES)));
        views.put(Workspace.EVENTS, new EventsViews(services, dialogs));
        views.put(Workspace.REQUEST_LOG, new RequestLogViews(services, dialogs, clipboard));
        views.put(Workspace.SETTINGS, new SettingsViews(services, dialogs, clipboard, themes));
        MainWindow window = new MainWindow(stage, shell, views, themes, services.settings());
        // Once the window is up: uploads the last run left unfinished are offered for resuming, and what the
        // first answer's and the first preview's rows need is loaded in the background a little later (ADR 49).
        Platform.runLater(uploads::offerResumes);
        Debounce.once(WARM_UP_AFTER, () -> warmUp(services, WARM_UPS.get(), stage));
        // A CRM file dropped anywhere on the window starts an upload to the audience chosen in Audiences.
        window.onFileDropped(file -> {
            shell.select(Workspace.AUDIENCES);
            AudiencesViewModel chosen = audiences.viewModel();
            chosen.uploadTarget().ifPresent(target -> uploads.open(target, file, chosen::reload));
        });
        return window;
    }
}
