package dev.starling.core.stream;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The ids remembered to drop duplicates: by time within the horizon, bounded in memory. */
class RecentIdsTest {

    private static final long X_EPOCH = 1288834974657L;

    private static String idAt(long epochMillis, int sequence) {
        return Long.toString(((epochMillis - X_EPOCH) << 22) | sequence);
    }

    @Test
    void anIdSeenBeforeIsADuplicate() {
        RecentIds ids = new RecentIds(60_000);

        assertThat(ids.add("1700000000000000001")).isTrue();
        assertThat(ids.add("1700000000000000002")).isTrue();
        assertThat(ids.add("1700000000000000001")).isFalse();
        assertThat(ids.add("not-a-snowflake")).isTrue();
        assertThat(ids.add("not-a-snowflake")).isFalse();
    }

    @Test
    void idsOlderThanTheHorizonOfTheNewestAreForgotten() {
        RecentIds ids = new RecentIds(60_000);
        long start = 1_790_000_000_000L;
        String old = idAt(start, 1);
        ids.add(old);
        ids.add(idAt(start + 30_000, 1));
        assertThat(ids.add(old)).isFalse();

        ids.add(idAt(start + 61_000, 1));

        assertThat(ids.size()).isEqualTo(2);
        assertThat(ids.add(old)).as("beyond the horizon: no backfill reaches back that far").isTrue();
    }

    @Test
    void manyIdsInTheHorizonAreAllRememberedAndRemovalKeepsLookupsRight() {
        RecentIds ids = new RecentIds(10_000);
        long start = 1_790_000_000_000L;
        for (int i = 0; i < 200_000; i++) {
            assertThat(ids.add(idAt(start + i / 10, i % 4096))).isTrue();
        }
        // ids of the last 10 s (100,000 of them) are remembered, the older ones forgotten
        assertThat(ids.size()).isBetween(100_000, 100_010);
        for (int i = 199_990; i < 200_000; i++) {
            assertThat(ids.add(idAt(start + i / 10, i % 4096))).isFalse();
        }
        for (int i = 0; i < 10; i++) {
            assertThat(ids.add(idAt(start + i / 10, i % 4096))).isTrue();
        }
    }
}
