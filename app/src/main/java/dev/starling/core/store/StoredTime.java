package dev.starling.core.store;

import dev.starling.core.text.BundleText;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * A time read back from the durable store. The store wrote it as ISO 8601; anything else means the file
 * was changed or damaged outside Starling, which is said as damage (naming the table and column, never
 * the parser's own message), as an unreadable database is.
 */
public final class StoredTime {

    private StoredTime() {
    }

    /**
     * @param where {@code table.column}, for the message
     * @throws StoreException with {@link StoreException.Reason#DAMAGED} when {@code text} is not a time
     */
    public static Instant parse(SqliteDatabase database, String where, String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException | NullPointerException e) {
            Path file = database.file();
            throw new StoreException(StoreException.Reason.DAMAGED,
                    BundleText.of("store.error.badTime", SqliteDatabase.describe(file), where), null);
        }
    }

    /** As {@link #parse}; null stays null (a time that was never set). */
    public static Instant parseNullable(SqliteDatabase database, String where, String text) {
        return text == null ? null : parse(database, where, text);
    }
}
