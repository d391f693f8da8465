package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DuplicateTrackerTest {

    @Test
    void repeatsAreFoundExactlyWithinABatchAndAcrossBatches() {
        DuplicateTracker tracker = new DuplicateTracker(true);
        assertThat(tracker.add(1, 2)).isFalse();
        assertThat(tracker.add(1, 2)).isTrue();
        tracker.startBatch();
        assertThat(tracker.add(1, 2)).isTrue();
        assertThat(tracker.exactDuplicatesWithinBatches()).isEqualTo(1);
        assertThat(tracker.probableDuplicatesInFile()).isEqualTo(2);
    }

    @Test
    void withoutTheFileWideFilterOnlyRepeatsInTheSameBatchCount() {
        DuplicateTracker tracker = new DuplicateTracker(false);
        tracker.add(1, 2);
        tracker.add(1, 2);
        tracker.startBatch();
        assertThat(tracker.add(1, 2)).isFalse();
        assertThat(tracker.exactDuplicatesWithinBatches()).isEqualTo(1);
        assertThat(tracker.probableDuplicatesInFile()).isEqualTo(1);
    }

    @Test
    void falsePositivesStayRareAtTwoMillionDistinctValues() {
        DuplicateTracker tracker = new DuplicateTracker(true);
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 2_000_000; i++) {
            if (i % 2_500 == 0) {
                tracker.startBatch();
            }
            tracker.add(random.nextLong(), random.nextLong());
        }
        assertThat(tracker.exactDuplicatesWithinBatches()).isZero();
        // 2M random 128-bit values are distinct: every reported duplicate is a false positive
        assertThat(tracker.probableDuplicatesInFile()).isLessThan(200);
    }
}
