package dev.starling.core.store;

import java.sql.Connection;
import java.sql.SQLException;

/** Work against an open connection, inside a transaction the store manages. */
@FunctionalInterface
public interface SqlWork<T> {
    T apply(Connection connection) throws SQLException;
}
