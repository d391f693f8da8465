package dev.starling.core.keywords;

/** What became of one window of a fetch. */
public enum WindowStatus {
    /** Sent to the API now. */
    FETCHED,
    /** Taken from the cache; no request was sent. */
    CACHED,
    /** The call failed; the failure says why. Retry with {@link KeywordFetchService#retryFailed}. */
    FAILED,
    /** Not asked: the fetch was cancelled first. */
    CANCELLED,
    /** Offline and not in the cache. */
    NOT_CACHED;

    public boolean hasData() {
        return this == FETCHED || this == CACHED;
    }
}
