package dev.starling.core.stream;

import java.util.Map;

/** What a stream is asked for: its query parameters (backfill only on a reconnect) and the minutes of backfill. */
public interface StreamQuery {

    Map<String, String> query(boolean reconnect);

    /** Minutes of backfill asked on each reconnect, 0 for none. */
    int backfillMinutes();
}
