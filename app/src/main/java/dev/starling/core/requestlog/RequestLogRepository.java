package dev.starling.core.requestlog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The request log in the durable store. It keeps the newest {@code cap} entries whose stored text
 * together stays within {@code byteCap}: every insert trims older ones in the same transaction, so
 * the table never grows past either cap (rows alone allowed 2,000 bodies of 64 KB, 130 MB). Each
 * row records its own stored size, read through a small index so trimming never reads a body.
 */
public final class RequestLogRepository implements RequestLogSink {

    public static final int DEFAULT_CAP = 2_000;
    /** 16 MiB: thousands of ordinary exchanges, or 256 with a body at the 64 KB body cap. */
    public static final long DEFAULT_BYTE_CAP = 16L << 20;
    /** What a row costs beyond its text (numbers, time, method, record and index overhead). */
    static final int ROW_OVERHEAD = 100;

    /** Durable-store migration creating the table (appended to DurableSchema). */
    public static final Migration MIGRATION = Migration.sql(
            "CREATE TABLE request_log (id INTEGER PRIMARY KEY AUTOINCREMENT, time TEXT NOT NULL, "
                    + "method TEXT NOT NULL, url TEXT NOT NULL, path TEXT NOT NULL, status INTEGER NOT NULL, "
                    + "duration_ms INTEGER NOT NULL, rate_limit TEXT, request_headers TEXT NOT NULL, "
                    + "request_body TEXT, request_size INTEGER NOT NULL, response_body TEXT, "
                    + "response_size INTEGER NOT NULL, error TEXT)",
            "CREATE INDEX request_log_status ON request_log (status)");

    /**
     * Second migration: each row's stored size, with an index holding (size, id) so the byte cap is
     * enforced without reading the rows (a size column after 64 KB bodies lies past their overflow pages).
     */
    public static final Migration BYTES_MIGRATION = Migration.sql(
            "ALTER TABLE request_log ADD COLUMN stored_bytes INTEGER NOT NULL DEFAULT 0",
            "UPDATE request_log SET stored_bytes = " + ROW_OVERHEAD + " + length(CAST(url AS BLOB))"
                    + " + length(CAST(request_headers AS BLOB)) + coalesce(length(CAST(request_body AS BLOB)), 0)"
                    + " + coalesce(length(CAST(response_body AS BLOB)), 0) + coalesce(length(CAST(rate_limit AS BLOB)), 0)"
                    + " + coalesce(length(CAST(error AS BLOB)), 0)",
            "CREATE INDEX request_log_bytes ON request_log (stored_bytes)");

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COLUMNS = "id, time, method, url, path, status, duration_ms, rate_limit, "
            + "request_headers, request_body, request_size, response_body, response_size, error";

    private final SqliteDatabase database;
    private final int cap;
    private final long byteCap;

    public RequestLogRepository(SqliteDatabase database, int cap, long byteCap) {
        if (cap < 1 || byteCap < 1) {
            throw new IllegalArgumentException("caps must be positive");
        }
        this.database = database;
        this.cap = cap;
        this.byteCap = byteCap;
    }

    public RequestLogRepository(SqliteDatabase database, int cap) {
        this(database, cap, DEFAULT_BYTE_CAP);
    }

    public RequestLogRepository(SqliteDatabase database) {
        this(database, DEFAULT_CAP, DEFAULT_BYTE_CAP);
    }

    @Override
    public void record(RequestLogEntry entry) {
        insert(entry);
    }

    public RequestLogEntry insert(RequestLogEntry entry) {
        return database.write(connection -> {
            long id;
            String headers = headersJson(entry.requestHeaders());
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO request_log (" + COLUMNS.substring(4)
                    + ", stored_bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, entry.time().toString());
                insert.setString(2, entry.method());
                insert.setString(3, entry.url());
                insert.setString(4, entry.path());
                insert.setInt(5, entry.status());
                insert.setLong(6, entry.durationMillis());
                setNullable(insert, 7, entry.rateLimit());
                insert.setString(8, headers);
                setNullable(insert, 9, entry.requestBody());
                insert.setLong(10, entry.requestSize());
                setNullable(insert, 11, entry.responseBody());
                insert.setLong(12, entry.responseSize());
                setNullable(insert, 13, entry.error());
                insert.setLong(14, storedBytes(entry, headers));
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    id = keys.next() ? keys.getLong(1) : 0;
                }
            }
            try (PreparedStatement trim = connection.prepareStatement(
                    "DELETE FROM request_log WHERE id <= (SELECT id FROM request_log ORDER BY id DESC LIMIT 1 OFFSET ?)")) {
                trim.setInt(1, cap);
                trim.executeUpdate();
            }
            // The newest rows up to the byte cap stay (the newest always, however large); older ones go.
            try (PreparedStatement trim = connection.prepareStatement("DELETE FROM request_log WHERE id <= (SELECT id FROM "
                    + "(SELECT id, sum(stored_bytes) OVER (ORDER BY id DESC) AS newer FROM request_log INDEXED BY request_log_bytes)"
                    + " WHERE newer > ? AND id < ? ORDER BY id DESC LIMIT 1)")) {
                trim.setLong(1, byteCap);
                trim.setLong(2, id);
                trim.executeUpdate();
            }
            return entry.withId(id);
        });
    }

    /** Newest first. */
    public List<RequestLogEntry> find(RequestLogFilter filter) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM request_log WHERE 1=1");
        List<Object> args = new ArrayList<>();
        if (filter.status() != null) {
            int status = filter.status();
            if (status >= 1 && status <= 5) {
                sql.append(" AND status >= ? AND status < ?");
                args.add(status * 100);
                args.add(status * 100 + 100);
            } else {
                sql.append(" AND status = ?");
                args.add(status);
            }
        }
        if (filter.endpoint() != null && !filter.endpoint().isBlank()) {
            sql.append(" AND path LIKE ? ESCAPE '\\'");
            args.add("%" + escapeLike(filter.endpoint().trim()) + "%");
        }
        if (filter.text() != null && !filter.text().isBlank()) {
            sql.append(" AND (lower(url) LIKE ? ESCAPE '\\' OR lower(coalesce(request_body, '')) LIKE ? ESCAPE '\\'"
                    + " OR lower(coalesce(response_body, '')) LIKE ? ESCAPE '\\' OR lower(coalesce(error, '')) LIKE ? ESCAPE '\\')");
            String like = "%" + escapeLike(filter.text().toLowerCase(Locale.ROOT)) + "%";
            args.add(like);
            args.add(like);
            args.add(like);
            args.add(like);
        }
        if (filter.method() != null && !filter.method().isBlank()) {
            sql.append(" AND method = ?");
            args.add(filter.method().trim().toUpperCase(Locale.ROOT));
        }
        if (filter.base() != null && !filter.base().isBlank()) {
            sql.append(filter.underBase() ? " AND url LIKE ? ESCAPE '\\'" : " AND url NOT LIKE ? ESCAPE '\\'");
            args.add(escapeLike(filter.base()) + "%");
        }
        sql.append(" ORDER BY id DESC LIMIT ?");
        args.add(Math.max(1, filter.limit()));
        return database.read(connection -> {
            try (PreparedStatement query = connection.prepareStatement(sql.toString())) {
                for (int i = 0; i < args.size(); i++) {
                    query.setObject(i + 1, args.get(i));
                }
                List<RequestLogEntry> entries = new ArrayList<>();
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        entries.add(read(rows));
                    }
                }
                return entries;
            }
        });
    }

    public int count() {
        return database.read(connection -> {
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT count(*) FROM request_log")) {
                return rows.next() ? rows.getInt(1) : 0;
            }
        });
    }

    public void clear() {
        database.write(connection -> {
            try (Statement statement = connection.createStatement()) {
                return statement.executeUpdate("DELETE FROM request_log");
            }
        });
    }

    private static RequestLogEntry read(ResultSet rows) throws SQLException {
        return new RequestLogEntry(rows.getLong("id"), Instant.parse(rows.getString("time")), rows.getString("method"),
                rows.getString("url"), rows.getString("path"), rows.getInt("status"), rows.getLong("duration_ms"),
                rows.getString("rate_limit"), headers(rows.getString("request_headers")), rows.getString("request_body"),
                rows.getLong("request_size"), rows.getString("response_body"), rows.getLong("response_size"),
                rows.getString("error"));
    }

    private static void setNullable(PreparedStatement statement, int index, String value) throws SQLException {
        if (value == null) {
            statement.setNull(index, Types.VARCHAR);
        } else {
            statement.setString(index, value);
        }
    }

    /** The UTF-8 bytes of what the row stores, plus its fixed overhead. */
    static long storedBytes(RequestLogEntry entry, String headersJson) {
        return ROW_OVERHEAD + utf8Length(entry.url()) + utf8Length(headersJson) + utf8Length(entry.requestBody())
                + utf8Length(entry.responseBody()) + utf8Length(entry.rateLimit()) + utf8Length(entry.error());
    }

    private static long utf8Length(String text) {
        if (text == null) {
            return 0;
        }
        long bytes = text.length();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                // 2 bytes below U+0800, else 3; a surrogate pair is 4 for its two chars
                bytes += c < 0x800 ? 1 : Character.isSurrogate(c) ? 1 : 2;
            }
        }
        return bytes;
    }

    private static String escapeLike(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    private static String headersJson(Map<String, String> headers) {
        try {
            return JSON.writeValueAsString(headers);
        } catch (JsonProcessingException e) {
            return "{}";
        }
    }

    private static Map<String, String> headers(String json) {
        try {
            return JSON.readValue(json, new TypeReference<Map<String, String>>() { });
        } catch (JsonProcessingException e) {
            return Map.of();
        }
    }
}
