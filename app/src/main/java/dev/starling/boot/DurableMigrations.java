package dev.starling.boot;

import dev.starling.core.api.account.AccountRepository;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.requestlog.RequestLogRepository;
import dev.starling.core.flexible.FlexibleDraftRepository;
import dev.starling.core.keywords.ComparisonStore;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.store.DurableSchema;
import dev.starling.core.stream.recording.RecordingStore;
import dev.starling.core.store.Migration;
import dev.starling.core.upload.journal.UploadSchema;
import java.util.List;

/**
 * The durable store's migrations in their fixed order: each feature owns its migration, the
 * composition owns the order (so {@code core.store} names no feature). Boot passes {@link #ALL} to the
 * stores it opens, in code, where the dependency shows. Append; never edit or reorder a released one.
 */
public final class DurableMigrations {

    /** Every durable migration, in order. */
    public static final List<Migration> ALL = List.of(
                DurableSchema.SETTINGS,
                AccountRepository.MIGRATION,
                RequestLogRepository.MIGRATION,
                QueryHistory.MIGRATION,
                UploadSchema.MIGRATION,
                ComparisonStore.MIGRATION,
                FlexibleDraftRepository.MIGRATION,
                RequestLogRepository.BYTES_MIGRATION,
                AccountRepository.KIND_MIGRATION,
                dev.starling.core.publish.PostDrafts.MIGRATION,
                // --- live (issue 33) ---
                RuleSetRepository.MIGRATION,
                RecordingStore.MIGRATION,
                // --- issue 36: lists that are not files, audience syncs ---
                UploadSchema.SOURCE_KIND_MIGRATION,
                dev.starling.core.sync.SyncSchema.MIGRATION,
                // --- events (issue 34) ---
                RecordingStore.KIND_MIGRATION,
                dev.starling.core.webhook.DeliveryJournal.MIGRATION,
                dev.starling.core.webhook.ReplayJobs.MIGRATION
        );

    private DurableMigrations() {
    }
}
