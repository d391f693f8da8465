package dev.starling.core.store;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * One step of a schema. Migration {@code n} (1-based position in the list) moves a database from
 * {@code PRAGMA user_version = n-1} to {@code n}; steps never change once released.
 */
@FunctionalInterface
public interface Migration {

    void apply(Connection connection) throws SQLException;

    /** A migration made of plain SQL statements. */
    static Migration sql(String... statements) {
        return connection -> {
            try (var statement = connection.createStatement()) {
                for (String sql : statements) {
                    statement.executeUpdate(sql);
                }
            }
        };
    }
}
