package dev.starling.core.publish;

import dev.starling.core.store.Migration;
import dev.starling.core.store.SqliteDatabase;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Drafts of posts kept on this computer (the durable store) until they are sent or deleted, so a
 * closed composer or a refused send loses nothing.
 */
public final class PostDrafts {

    /** Durable-store migration (appended in {@code boot.DurableMigrations}). */
    public static final Migration MIGRATION = Migration.sql("CREATE TABLE post_drafts (id INTEGER PRIMARY KEY, "
            + "text TEXT NOT NULL, reply_to TEXT, quote TEXT, community_id TEXT, share_with_followers INTEGER NOT NULL, "
            + "paid_partnership INTEGER NOT NULL, edit_of TEXT, updated_at TEXT NOT NULL)");

    /** A kept draft. */
    public record Saved(long id, PostDraft draft, Instant updatedAt) {
    }

    private final SqliteDatabase database;
    private final Clock clock;

    public PostDrafts(SqliteDatabase database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Keeps a new draft; returns its id. */
    public long add(PostDraft draft) {
        return database.insert("INSERT INTO post_drafts (text, reply_to, quote, community_id, share_with_followers, "
                + "paid_partnership, edit_of, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", draft.text(),
                draft.replyTo(), draft.quote(), draft.communityId(), draft.shareWithFollowers() ? 1 : 0,
                draft.paidPartnership() ? 1 : 0, draft.editOf(), clock.instant().toString());
    }

    /** Saves the draft's new state (at every edit). */
    public void update(long id, PostDraft draft) {
        database.update("UPDATE post_drafts SET text = ?, reply_to = ?, quote = ?, community_id = ?, "
                + "share_with_followers = ?, paid_partnership = ?, edit_of = ?, updated_at = ? WHERE id = ?",
                draft.text(), draft.replyTo(), draft.quote(), draft.communityId(), draft.shareWithFollowers() ? 1 : 0,
                draft.paidPartnership() ? 1 : 0, draft.editOf(), clock.instant().toString(), id);
    }

    /** Every draft, the latest changed first. */
    public List<Saved> list() {
        return database.select("SELECT * FROM post_drafts ORDER BY updated_at DESC, id DESC", row -> Optional.of(read(row)));
    }

    public Optional<Saved> find(long id) {
        return database.selectFirst("SELECT * FROM post_drafts WHERE id = ?", row -> Optional.of(read(row)), id);
    }

    /** Forgets a draft (after it was sent, or when the person deletes it). */
    public void delete(long id) {
        database.update("DELETE FROM post_drafts WHERE id = ?", id);
    }

    private static Saved read(java.sql.ResultSet row) throws java.sql.SQLException {
        return new Saved(row.getLong("id"), new PostDraft(row.getString("text"), row.getString("reply_to"),
                row.getString("quote"), row.getString("community_id"), row.getInt("share_with_followers") == 1,
                row.getInt("paid_partnership") == 1, row.getString("edit_of")), Instant.parse(row.getString("updated_at")));
    }
}
