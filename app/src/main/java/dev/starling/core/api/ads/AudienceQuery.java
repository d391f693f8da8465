package dev.starling.core.api.ads;

/**
 * What to list of an account's custom audiences.
 *
 * @param count page size, 1 to 1000
 * @param cursor null for the first page, else a {@code next_cursor} the API returned
 * @param namePrefix null or blank for all names; otherwise a case-insensitive name prefix ({@code q})
 */
public record AudienceQuery(int count, String cursor, String namePrefix, AudienceScope scope, boolean withDeleted) {

    public static final int MAX_COUNT = 1000;

    public AudienceQuery {
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("a page holds 1 to " + MAX_COUNT + " audiences, not " + count + ".");
        }
        scope = scope == null ? AudienceScope.OWNER : scope;
        namePrefix = namePrefix == null || namePrefix.isBlank() ? null : namePrefix.trim();
    }

    public static AudienceQuery firstPage(int count) {
        return new AudienceQuery(count, null, null, AudienceScope.OWNER, false);
    }

    public AudienceQuery atCursor(String newCursor) {
        return new AudienceQuery(count, newCursor, namePrefix, scope, withDeleted);
    }
}
