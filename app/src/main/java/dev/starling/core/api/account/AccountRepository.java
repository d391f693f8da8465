package dev.starling.core.api.account;

import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import dev.starling.core.store.StoredTime;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code accounts} table of the durable store. At most one default per environment. */
public final class AccountRepository {

    /** Durable-store migration (appended to DurableSchema). No secrets are ever stored here. */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE accounts (environment TEXT NOT NULL, user_id TEXT NOT NULL, screen_name TEXT NOT NULL, "
                    + "is_default INTEGER NOT NULL DEFAULT 0, needs_sign_in INTEGER NOT NULL DEFAULT 0, "
                    + "created_at TEXT NOT NULL, PRIMARY KEY (environment, user_id))",
            "CREATE UNIQUE INDEX accounts_one_default ON accounts (environment) WHERE is_default = 1");

    /** OAuth 2.0 accounts (issue 35): how each account signed in and the scopes X granted it. */
    public static final Migration KIND_MIGRATION = Migration.sql(
            "ALTER TABLE accounts ADD COLUMN kind TEXT NOT NULL DEFAULT 'OAUTH1'",
            "ALTER TABLE accounts ADD COLUMN scopes TEXT NOT NULL DEFAULT ''");

    private final SqliteDatabase database;

    public AccountRepository(SqliteDatabase database) {
        this.database = database;
    }

    /**
     * Adds or refreshes an account (signing in again clears its needs-sign-in mark). The first
     * account of an environment becomes its default.
     */
    public Account save(String environment, String userId, String screenName, Instant now) {
        return save(environment, userId, screenName, Account.Kind.OAUTH1, List.of(), now);
    }

    /** As {@link #save(String, String, String, Instant)}, with how the account signed in and its granted scopes. */
    public Account save(String environment, String userId, String screenName, Account.Kind kind, List<String> scopes,
                        Instant now) {
        database.write(connection -> {
            try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO accounts "
                    + "(environment, user_id, screen_name, is_default, needs_sign_in, created_at, kind, scopes) VALUES "
                    + "(?, ?, ?, NOT EXISTS (SELECT 1 FROM accounts WHERE environment = ? AND is_default = 1), 0, ?, ?, ?) "
                    + "ON CONFLICT (environment, user_id) DO UPDATE SET screen_name = excluded.screen_name, "
                    + "needs_sign_in = 0, kind = excluded.kind, scopes = excluded.scopes")) {
                upsert.setString(1, environment);
                upsert.setString(2, userId);
                upsert.setString(3, screenName);
                upsert.setString(4, environment);
                upsert.setString(5, now.toString());
                upsert.setString(6, kind.name());
                upsert.setString(7, String.join(" ", scopes));
                return upsert.executeUpdate();
            }
        });
        return find(environment, userId).orElseThrow();
    }

    /** Records the scopes a refresh granted (X may narrow them). */
    public void saveScopes(String environment, String userId, List<String> scopes) {
        database.write(connection -> update(connection, "UPDATE accounts SET scopes = ? WHERE environment = ? AND "
                + "user_id = ?", String.join(" ", scopes), environment, userId));
    }

    public List<Account> list(String environment) {
        return database.read(connection -> query(connection,
                "SELECT * FROM accounts WHERE environment = ? ORDER BY lower(screen_name)", environment));
    }

    public Optional<Account> find(String environment, String userId) {
        return database.read(connection -> query(connection,
                "SELECT * FROM accounts WHERE environment = ? AND user_id = ?", environment, userId))
                .stream().findFirst();
    }

    public Optional<Account> defaultAccount(String environment) {
        return database.read(connection -> query(connection,
                "SELECT * FROM accounts WHERE environment = ? AND is_default = 1", environment)).stream().findFirst();
    }

    public void setDefault(String environment, String userId) {
        database.write(connection -> {
            update(connection, "UPDATE accounts SET is_default = 0 WHERE environment = ?", environment);
            if (update(connection, "UPDATE accounts SET is_default = 1 WHERE environment = ? AND user_id = ?",
                    environment, userId) == 0) {
                throw new IllegalArgumentException("no such account: " + userId);
            }
            return null;
        });
    }

    public void markNeedsSignIn(String environment, String userId) {
        database.write(connection -> update(connection,
                "UPDATE accounts SET needs_sign_in = 1 WHERE environment = ? AND user_id = ?", environment, userId));
    }

    /** Removes an account; when it was the default, the oldest remaining account takes over. */
    public void remove(String environment, String userId) {
        database.write(connection -> {
            update(connection, "DELETE FROM accounts WHERE environment = ? AND user_id = ?", environment, userId);
            update(connection, "UPDATE accounts SET is_default = 1 WHERE environment = ? AND NOT EXISTS "
                    + "(SELECT 1 FROM accounts WHERE environment = ? AND is_default = 1) AND user_id = "
                    + "(SELECT user_id FROM accounts WHERE environment = ? ORDER BY created_at, user_id LIMIT 1)",
                    environment, environment, environment);
            return null;
        });
    }

    private static int update(Connection connection, String sql, String... args) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                statement.setString(i + 1, args[i]);
            }
            return statement.executeUpdate();
        }
    }

    private List<Account> query(Connection connection, String sql, String... args) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                statement.setString(i + 1, args[i]);
            }
            List<Account> accounts = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    String scopes = rows.getString("scopes");
                    accounts.add(new Account(rows.getString("environment"), rows.getString("user_id"),
                            rows.getString("screen_name"), rows.getInt("is_default") == 1,
                            rows.getInt("needs_sign_in") == 1, StoredTime.parse(database, "accounts.created_at",
                            rows.getString("created_at")),
                            Account.Kind.valueOf(rows.getString("kind")),
                            scopes == null || scopes.isBlank() ? List.of() : List.of(scopes.split(" "))));
                }
            }
            return accounts;
        }
    }
}
