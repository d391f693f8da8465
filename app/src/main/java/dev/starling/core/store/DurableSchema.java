package dev.starling.core.store;

import java.util.List;
import java.util.ServiceLoader;

/**
 * Schema of the durable store: state the user would lose by deleting it (settings, accounts,
 * history, upload journals). Each feature owns its migration; the ordered list is the
 * composition's ({@code boot.DurableMigrations}, found as the one {@link Source} registered in
 * {@code META-INF/services}), so this package names no feature and no feature cycle runs through it.
 * Append migrations; never edit or reorder a released one.
 */
public final class DurableSchema {

    /** The store's own table, the first migration. */
    public static final Migration SETTINGS = Migration.sql(
            "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)");

    /** Every migration, in order. */
    public static final List<Migration> MIGRATIONS = load();

    /** The ordered list of durable migrations; exactly one implementation is registered. */
    public interface Source {
        List<Migration> migrations();
    }

    private DurableSchema() {
    }

    private static List<Migration> load() {
        List<Source> sources = ServiceLoader.load(Source.class, DurableSchema.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).toList();
        if (sources.size() != 1) {
            throw new IllegalStateException("Expected one durable schema registered in META-INF/services/"
                    + Source.class.getName() + ", found " + sources.size());
        }
        return List.copyOf(sources.get(0).migrations());
    }
}
