package dev.starling.boot;

import dev.starling.core.api.ActiveApi;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.ChosenAdAccounts;
import dev.starling.core.auth.CredentialVault;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.config.OsThemeDetector;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.QueryTransport;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.store.LocalStores;
import dev.starling.core.upload.UploadService;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.keywords.KeywordFetchService;
import dev.starling.core.output.RunFiles;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.rules.StreamAccessSettings;
import dev.starling.core.stream.recording.RecordingStore;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;

/**
 * Everything the application is made of, built once by {@link Bootstrap} and handed to the window
 * (through the feature view factories) and the commands by constructor injection: nothing else
 * constructs a core service. Closing it stops the sandbox and closes the stores.
 *
 * @param api the API services of the active environment (rebuilt on a switch, same listeners)
 * @param ads the Ads API as the active environment's signed-in default account, read at each call
 * @param uploads the audience upload pipeline with its journal, for the wizard and {@code starling upload}
 * @param posts posting, deleting, likes and follows as the default account, with the session's cost
 * @param crm overlaps and audience syncs
 */
public record AppServices(String version, Path dataDir, Clock clock, LocalStores stores, AppSettings settings,
                          CredentialVault vault, NoticeBoard notices, EnvironmentManager environments, ActiveApi api,
                          TaskRunner tasks, Optional<Boolean> osPrefersDark, AdsClient ads, UploadService uploads,
                          Queries queries, Keywords keywords, FlexibleDraftRepository flexibleDrafts,
                          dev.starling.core.publish.PostService posts, Live live, Crm crm, Events events)
        implements AutoCloseable {

    /**
     * CRM lists compared and kept in step with audiences (issue 36): the exact overlap of files and synced audiences,
     * and syncs that send only what changed (window and {@code starling overlap}, {@code starling sync}).
     */
    public record Crm(dev.starling.core.overlap.OverlapService overlap, dev.starling.core.sync.SyncService syncs) {
    }

    /**
     * X's events (issue 34): each environment's activity API version, the webhook receiver's record of
     * deliveries and the replay jobs started.
     */
    public record Events(dev.starling.core.activity.ActivityVersionSettings versions,
                         dev.starling.core.webhook.DeliveryJournal deliveries,
                         dev.starling.core.webhook.ReplayJobs replays) {

        /** Activity subscriptions at X, in the activity API version the environment is set to. */
        public dev.starling.core.activity.SubscriptionsClient subscriptions(dev.starling.core.api.ApiServices api) {
            return new dev.starling.core.activity.SubscriptionsClient(dev.starling.core.stream.LiveEndpoints.of(api),
                    versions.of(api.environment()));
        }

        /** The app's webhooks at X. */
        public dev.starling.core.webhook.WebhooksClient webhooks(dev.starling.core.api.ApiServices api) {
            return new dev.starling.core.webhook.WebhooksClient(dev.starling.core.stream.LiveEndpoints.of(api));
        }

        /** Replays at X, with the jobs started remembered in the durable store. */
        public dev.starling.core.webhook.ReplayClient replay(dev.starling.core.api.ApiServices api) {
            return new dev.starling.core.webhook.ReplayClient(dev.starling.core.stream.LiveEndpoints.of(api), replays,
                    java.time.Clock.systemUTC());
        }
    }

    /** The live side (issue 33): local rule sets, stream recordings, each environment's access level. */
    public record Live(RuleSetRepository ruleSets, RecordingStore recordings, StreamAccessSettings access) {
    }

    /**
     * Keyword insights: the windowed, cached fetch, the saved comparisons and interest by country (window and
     * {@code starling keywords}).
     */
    public record Keywords(KeywordFetchService fetches, ComparisonStore comparisons,
                           dev.starling.core.keywords.CountryInterest byCountry) {
    }

    /** The Query workspace's services: the field catalog, the transport, the history and the result cache. */
    public record Queries(FieldCatalog catalog, QueryTransport transport, QueryHistory history, ResultCache cache) {
    }

    @Override
    public void close() {
        tasks.shutdown();
        events.deliveries().close();
        environments.close();
        stores.close();
    }

    /** The ad account each signed-in user works in, shared by the Ads workspaces and the command line's default. */
    public ChosenAdAccounts chosenAdAccounts() {
        return new ChosenAdAccounts(stores.durable().settings());
    }

    /**
     * What no file this run writes for the user may be: Starling's own files in the data folder and this
     * run's log. Every output opens through it ({@code runFiles().withInput(source).replace(path)}).
     */
    public RunFiles runFiles() {
        return runFiles(dataDir);
    }

    static RunFiles runFiles(Path dataDir) {
        return RunFiles.of(dataDir).withLog(Logging.currentFile());
    }

    /** For places that need the OS detector again (e.g. Settings re-reading the preference). */
    public static OsThemeDetector osThemeDetector() {
        return new OsThemeDetector(System.getProperty("os.name", ""));
    }
}
