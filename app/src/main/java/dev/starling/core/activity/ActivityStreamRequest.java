package dev.starling.core.activity;

import dev.starling.core.stream.StreamQuery;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code GET /2/activity/stream} is asked for: the minutes of backfill (0 to 5) asked on each
 * reconnect, so events sent while disconnected arrive too (the duplicates this brings are dropped), and
 * optionally a window ({@code start_time}, {@code end_time}) for the first connection.
 */
public record ActivityStreamRequest(int backfillMinutes, Instant startTime, Instant endTime) implements StreamQuery {

    public static final String PATH = "/2/activity/stream";
    public static final int MAX_BACKFILL_MINUTES = 5;

    public ActivityStreamRequest {
        if (backfillMinutes < 0 || backfillMinutes > MAX_BACKFILL_MINUTES) {
            throw new IllegalArgumentException("backfill_minutes is a whole number from 0 to 5");
        }
        if (startTime != null && endTime != null && !startTime.isBefore(endTime)) {
            throw new IllegalArgumentException("start_time must be before end_time");
        }
    }

    public static ActivityStreamRequest withBackfill(int minutes) {
        return new ActivityStreamRequest(minutes, null, null);
    }

    @Override
    public Map<String, String> query(boolean reconnect) {
        Map<String, String> query = new LinkedHashMap<>();
        if (reconnect) {
            if (backfillMinutes > 0) {
                query.put("backfill_minutes", Integer.toString(backfillMinutes));
            }
            return query;
        }
        if (startTime != null) {
            query.put("start_time", startTime.truncatedTo(ChronoUnit.SECONDS).toString());
        }
        if (endTime != null) {
            query.put("end_time", endTime.truncatedTo(ChronoUnit.SECONDS).toString());
        }
        return query;
    }
}
