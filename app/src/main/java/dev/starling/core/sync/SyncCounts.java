package dev.starling.core.sync;

/**
 * What a sync found in the export, against what the audience holds: the same numbers in a dry run, the result and
 * the window.
 *
 * @param rows data rows of the export
 * @param rowsWithoutIdentifier rows with no valid value
 * @param rejectedValues values that are not valid
 * @param additions people to add (Update), an operation each: rows with values the audience does not hold
 * @param addedIdentifiers values those operations carry
 * @param removals people to remove (Delete), an operation each: values the audience holds that the export has not
 * @param removedIdentifiers values those operations carry
 * @param keptPeople people the audience holds of whom the export still has a value
 */
public record SyncCounts(long rows, long rowsWithoutIdentifier, long rejectedValues, long additions, long addedIdentifiers,
                         long removals, long removedIdentifiers, long keptPeople) {

    /** Operations to send. */
    public long operations() {
        return additions + removals;
    }

    /** Requests the operations take at {@code perRequest} operations each (additions and removals apart). */
    public long requests(int perRequest) {
        return (additions + perRequest - 1) / perRequest + (removals + perRequest - 1) / perRequest;
    }
}
