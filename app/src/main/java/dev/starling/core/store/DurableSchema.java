package dev.starling.core.store;

import java.util.List;

/**
 * Schema of the durable store: state the user would lose by deleting it (settings, accounts,
 * history, upload journals). Each feature owns its migration; this list fixes their order.
 * Append migrations; never edit or reorder a released one.
 */
public final class DurableSchema {

    public static final List<Migration> MIGRATIONS = List.of(
            Migration.sql(
                    "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
            dev.starling.core.api.account.AccountRepository.MIGRATION,
            dev.starling.core.requestlog.RequestLogRepository.MIGRATION,
            dev.starling.core.query.QueryHistory.MIGRATION,
            dev.starling.core.upload.UploadSchema.MIGRATION,
            dev.starling.core.flexible.FlexibleDraftRepository.MIGRATION
    );

    private DurableSchema() {
    }
}
