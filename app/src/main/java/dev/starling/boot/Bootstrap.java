package dev.starling.boot;

import dev.starling.core.auth.CredentialVault;
import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.http.RateLimitWaits;
import dev.starling.core.auth.CredentialVaults;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.rules.StreamAccessSettings;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.notice.Notice;
import dev.starling.core.text.Messages;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.query.ApiQueryTransport;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.store.DataDirectories;
import dev.starling.core.store.LocalStores;
import dev.starling.core.upload.send.AdsBatchSender;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one place that wires the application together. It runs before any window exists (disk and
 * process work here never touches the FX thread) and always returns usable services: every
 * fallback it takes is posted as a notice and echoed on stderr.
 */
public final class Bootstrap {

    private Bootstrap() {
    }

    /**
     * @param tasks builds the background runner (the UI passes one that calls back on the FX thread)
     */
    public static AppServices boot(StartupOptions options, Map<String, String> env,
                                   Function<NoticeBoard, TaskRunner> tasks) {
        return boot(options, env, tasks, Clock.systemUTC());
    }

    /** @param clock what "now" is for the journal, the history and the reports (a fixed one in tests) */
    public static AppServices boot(StartupOptions options, Map<String, String> env,
                                   Function<NoticeBoard, TaskRunner> tasks, Clock clock) {
        return boot(openLocalData(options, env, clock), options, tasks);
    }

    /**
     * The first half of a start: the data folder, the stores, the settings, the credential vault and
     * the operating system's theme. No server starts here, so the window can show its shell (at the
     * saved size, in the saved theme) while {@link #boot(LocalData, StartupOptions, Function)} runs.
     */
    public static LocalData openLocalData(StartupOptions options, Map<String, String> env, Clock clock) {
        NoticeBoard notices = new NoticeBoard();
        notices.subscribe(notice -> System.err.println(notice.toConsoleLine(Messages::text)));

        Path dataDir = DataDirectories.resolve(options.dataDir(), env,
                System.getProperty("os.name", ""), System.getProperty("user.home", "."));
        Path usableDir = usable(dataDir, notices);

        LocalStores stores = usableDir != null ? LocalStores.open(usableDir, clock, notices, DurableMigrations.ALL) : LocalStores.inMemory(clock, DurableMigrations.ALL);
        AppSettings settings = new AppSettings(stores.durable().settings());
        Path vaultDir = usableDir != null ? usableDir : temporaryDir();
        CredentialVault vault = CredentialVaults.choose(vaultDir);
        vault.problem().ifPresent(problem -> notices.post(Notice.error(BundleText.of("boot.notice.vaultDamaged.title"),
                BundleText.of("boot.notice.vaultDamaged", problem))));
        return new LocalData(clock, notices, usableDir != null ? usableDir : dataDir, vaultDir, stores, settings, vault,
                AppServices.osThemeDetector().prefersDark());
    }

    /**
     * The second half: the active environment (starting the embedded sandbox when it is the one), the
     * API and the feature services, on the local data of {@link #openLocalData}.
     */
    public static AppServices boot(LocalData local, StartupOptions options, Function<NoticeBoard, TaskRunner> tasks) {
        Clock clock = local.clock();
        NoticeBoard notices = local.notices();
        LocalStores stores = local.stores();
        AppSettings settings = local.settings();
        CredentialVault vault = local.vault();
        EnvironmentManager environments = new EnvironmentManager(settings, vault,
                EmbeddedSandbox.launcher(local.vaultDir(),
                        () -> settings.tier(dev.starling.core.config.EnvironmentKind.SANDBOX)), options.environment());
        RateLimitWaits rateLimitWaits = new RateLimitWaits();
        ActiveApi api = new ActiveApi(environments, stores.durable(), vault,
                log -> HttpSettings.defaults(log).withRateLimitWaits(rateLimitWaits));
        api.onSignedOut(account -> notices.post(Notice.warning(BundleText.of("boot.notice.signedOut.title"),
                BundleText.of("boot.notice.signedOut", account.screenName()))));
        Optional<Boolean> osDark = local.osPrefersDark();
        String version = Version.current();
        Path dir = local.dataDir();
        AdsClient ads = AdsClient.following(api::current);
        UploadService uploads = new UploadService(new AdsBatchSender(ads, clock),
                new UploadJournal(stores.durable().database(), clock), clock, UploadService.reportsDir(dir), rateLimitWaits,
                AppServices.runFiles(dir), Messages::text);
        AppServices.Queries queries = new AppServices.Queries(FieldCatalog.bundled(), new ApiQueryTransport(api, clock),
                new QueryHistory(stores.durable().database(), clock, Messages::text), new ResultCache(stores.cache()));
        KeywordFetchService keywordFetches = KeywordFetchService.forActiveApi(api, stores.cache(), clock);
        AppServices.Keywords keywords = new AppServices.Keywords(keywordFetches,
                new ComparisonStore(stores.durable().database(), clock),
                new dev.starling.core.keywords.CountryInterest(keywordFetches, clock));
        return new AppServices(version, dir, clock, stores, settings, vault, notices, environments, api,
                tasks.apply(notices), osDark, ads, uploads, queries, keywords,
                new FlexibleDraftRepository(stores.durable().database(), clock),
                new dev.starling.core.publish.PostService(api::current, () -> settings.get(AppSettings.PRICES), clock,
                        new dev.starling.core.publish.PostDrafts(stores.durable().database(), clock)),
                new AppServices.Live(new RuleSetRepository(stores.durable().database(), clock),
                        new RecordingStore(stores.durable().database(), RecordingStore.folderIn(dir), clock),
                        new StreamAccessSettings(stores.durable().settings())),
                new AppServices.Crm(new dev.starling.core.overlap.OverlapService(),
                        new dev.starling.core.sync.SyncService(stores.durable().database(), uploads, clock,
                                () -> settings.get(dev.starling.core.sync.SyncSettings.INTERVAL))),
                new AppServices.Events(new dev.starling.core.activity.ActivityVersionSettings(stores.durable().settings()),
                        new dev.starling.core.webhook.DeliveryJournal(stores.durable().database()),
                        new dev.starling.core.webhook.ReplayJobs(stores.durable().database(), clock)));
    }

    /**
     * What {@link #openLocalData} opened.
     *
     * @param dataDir the data folder (the one asked for, even when it was not writable)
     * @param vaultDir where the credential vault and the sandbox keep their files (a temporary folder
     *     when the data folder is not writable)
     */
    public record LocalData(Clock clock, NoticeBoard notices, Path dataDir, Path vaultDir, LocalStores stores,
                            AppSettings settings, CredentialVault vault, Optional<Boolean> osPrefersDark) {
    }

    private static Path usable(Path dataDir, NoticeBoard notices) {
        try {
            Files.createDirectories(dataDir);
            if (Files.isWritable(dataDir)) {
                return dataDir;
            }
        } catch (IOException | SecurityException e) {
            // reported below
        }
        notices.post(Notice.error(BundleText.of("boot.notice.dataDirUnwritable.title"),
                BundleText.of("boot.notice.dataDirUnwritable", dataDir.toString(), DataDirectories.ENV_DATA_DIR)));
        return null;
    }

    private static Path temporaryDir() {
        try {
            return Files.createTempDirectory("starling-");
        } catch (IOException e) {
            throw new WordedException(BundleText.of("boot.noFolder", System.getProperty("java.io.tmpdir", "")), e);
        }
    }
}
