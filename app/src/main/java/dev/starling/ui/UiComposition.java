package dev.starling.ui;

import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.upload.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.core.query.ApiQueryTransport;
import dev.starling.core.query.FieldCatalog;
import dev.starling.core.query.QueryHistory;
import dev.starling.core.query.ResultCache;
import dev.starling.ui.account.AccountView;
import dev.starling.ui.account.AccountViewModel;
import dev.starling.ui.audiences.AdAccountPicker;
import dev.starling.ui.audiences.AudiencesView;
import dev.starling.ui.audiences.AudiencesViewModel;
import dev.starling.ui.dnr.DoNotReachView;
import dev.starling.ui.dnr.DoNotReachViewModel;
import dev.starling.ui.flexible.FlexibleAudienceViews;
import dev.starling.ui.query.QueryView;
import dev.starling.ui.query.QueryViewModel;
import dev.starling.ui.requestlog.RequestLogView;
import dev.starling.ui.requestlog.RequestLogViewModel;
import dev.starling.ui.settings.BearerTokenViewModel;
import dev.starling.ui.settings.SettingsView;
import dev.starling.ui.settings.SettingsViewModel;
import dev.starling.ui.settings.UploadDefaultsViewModel;
import dev.starling.ui.shell.MainViewModel;
import dev.starling.ui.shell.MainWindow;
import dev.starling.ui.shell.Workspace;
import dev.starling.ui.theme.ThemeManager;
import dev.starling.ui.upload.ResumeOffers;
import dev.starling.ui.upload.UploadWizards;
import dev.starling.core.notice.Notice;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.stage.Stage;

/**
 * Builds the views and view-models from the application's services: the UI half of the
 * composition root ({@link dev.starling.boot.Bootstrap} is the other).
 */
public final class UiComposition {

    private UiComposition() {
    }

    /**
     * @param browser opens a URL in the system browser
     */
    public static MainWindow mainWindow(AppServices services, Stage stage, Consumer<String> browser) {
        ThemeManager themes = new ThemeManager(services.osPrefersDark().orElse(false));
        MainViewModel shell = new MainViewModel(services.settings(), services.environments(), services.notices(),
                services.tasks(), services.dataDir(), Platform::runLater);
        AccountViewModel account = new AccountViewModel(services.api(), services.tasks(), browser, Platform::runLater);
        UploadWizards uploads = uploadWizards(services, themes, stage);
        // Made with its view (so it loads once the workspace is opened), and reused by window-wide drops.
        AudiencesViewModel[] audiences = new AudiencesViewModel[1];
        Supplier<AudiencesViewModel> audiencesOnce = () -> {
            if (audiences[0] == null) {
                audiences[0] = audiencesViewModel(services, account);
            }
            return audiences[0];
        };
        Map<Workspace, Supplier<Node>> views = new EnumMap<>(Workspace.class);
        views.put(Workspace.ACCOUNT, () -> new AccountView(account).root());
        views.put(Workspace.QUERY, () -> new QueryView(queryViewModel(services, account)).root());
        views.put(Workspace.AUDIENCES, () -> new AudiencesView(audiencesOnce.get(),
                (target, file) -> uploads.open(target, file, audiencesOnce.get()::reload)).root());
        views.put(Workspace.FLEXIBLE_AUDIENCES, () -> FlexibleAudienceViews.workspace(services, account.signedInProperty(),
                () -> stage));
        views.put(Workspace.DO_NOT_REACH, () -> {
            DoNotReachViewModel lists = doNotReachViewModel(services, account);
            return new DoNotReachView(lists, target -> uploads.open(target, null, lists::reload)).root();
        });
        views.put(Workspace.REQUEST_LOG, () -> new RequestLogView(new RequestLogViewModel(services.api(),
                services.tasks())).root());
        views.put(Workspace.SETTINGS, () -> new SettingsView(new SettingsViewModel(services.environments(),
                services.vault(), services.tasks(), services.dataDir(), themes.preferenceProperty()),
                new BearerTokenViewModel(services.api(), services.tasks()),
                new UploadDefaultsViewModel(services.settings(), services.tasks())).root());
        MainWindow window = new MainWindow(stage, shell, views, themes, services.settings(), services.tasks());
        // Once the window is up: uploads the last run left unfinished are offered for resuming.
        Platform.runLater(() -> uploads.offerResumes(new ResumeOffers(journal(services), services.tasks(),
                problem -> services.notices().post(Notice.warning("Upload", problem))), null));
        // A CRM file dropped anywhere on the window starts an upload to the audience chosen in Audiences.
        window.onFileDropped(file -> {
            shell.select(Workspace.AUDIENCES);
            AudiencesViewModel chosen = audiencesOnce.get();
            chosen.uploadTarget().ifPresent(target -> uploads.open(target, file, chosen::reload));
        });
        return window;
    }

    private static UploadJournal journal(AppServices services) {
        return new UploadJournal(services.stores().durable().database(), services.clock());
    }

    private static UploadWizards uploadWizards(AppServices services, ThemeManager themes, Stage stage) {
        UploadService service = UploadService.forActiveApi(services.api(), journal(services), services.clock(),
                services.dataDir());
        return new UploadWizards(service, () -> AdsClient.signedIn(services.api().current()), services.tasks(),
                services.settings(), services.clock(), themes, Platform::runLater, () -> stage);
    }

    private static QueryViewModel queryViewModel(AppServices services, AccountViewModel account) {
        QueryViewModel query = new QueryViewModel(FieldCatalog.bundled(),
                new ApiQueryTransport(services.api(), services.clock()),
                new QueryHistory(services.stores().durable().database(), services.clock()),
                new ResultCache(services.stores().cache()), services.tasks(),
                () -> services.environments().current().apiBase(),
                new QueryViewModel.Credentials(account.signedInProperty()::get,
                        () -> services.environments().current().hasAppCredentials()),
                services.clock());
        account.signedInProperty().addListener((obs, old, now) -> query.refreshDerivedState());
        services.api().onSwitch(api -> Platform.runLater(query::refreshDerivedState));
        return query;
    }

    private static AdAccountPicker adAccountPicker(AppServices services, AccountViewModel account) {
        return new AdAccountPicker(() -> AdsClient.signedIn(services.api().current()), account.signedInProperty()::get,
                services.tasks());
    }

    /** Re-reads the ad accounts when the user signs in or out, or switches environment. */
    private static void refreshOnSignIn(AppServices services, AccountViewModel account, Runnable refresh) {
        account.signedInProperty().addListener((obs, old, now) -> refresh.run());
        services.api().onSwitch(api -> Platform.runLater(refresh));
    }

    private static AudiencesViewModel audiencesViewModel(AppServices services, AccountViewModel account) {
        AudiencesViewModel audiences = new AudiencesViewModel(adAccountPicker(services, account),
                () -> AdsClient.signedIn(services.api().current()), services.tasks());
        refreshOnSignIn(services, account, audiences::refresh);
        return audiences;
    }

    private static DoNotReachViewModel doNotReachViewModel(AppServices services, AccountViewModel account) {
        DoNotReachViewModel lists = new DoNotReachViewModel(adAccountPicker(services, account),
                () -> AdsClient.signedIn(services.api().current()), services.tasks());
        refreshOnSignIn(services, account, lists::refresh);
        return lists;
    }
}
