package dev.starling.core.store;

/**
 * Schema of the durable store: state the user would lose by deleting it (settings, accounts,
 * history, upload journals). Each feature owns its migration; the ordered list is the
 * composition's ({@code boot.DurableMigrations.ALL}, passed in code to {@link DurableStore} and
 * {@link LocalStores}), so this package names no feature and no feature cycle runs through it.
 * Append migrations; never edit or reorder a released one.
 */
public final class DurableSchema {

    /** The store's own table, the first migration. */
    public static final Migration SETTINGS = Migration.sql(
            "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)");

    private DurableSchema() {
    }
}
