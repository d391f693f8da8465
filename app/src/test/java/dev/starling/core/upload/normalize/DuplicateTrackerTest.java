package dev.starling.core.upload.normalize;

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
    void aRowIsADuplicateWhenOneOfItsValuesWasInAnEarlierRowNotWhenItRepeatsItself() {
        DuplicateTracker tracker = new DuplicateTracker(true);
        assertThat(tracker.addRow(new long[] {1, 1, 2, 2}, 0, 4)).as("email and phone of a new person").isFalse();
        assertThat(tracker.addRow(new long[] {3, 3, 3, 3}, 0, 4)).as("one address in two columns").isFalse();
        tracker.startBatch();
        assertThat(tracker.addRow(new long[] {9, 9, 2, 2}, 0, 4)).as("a new email, an earlier phone").isTrue();
        assertThat(tracker.addRow(new long[] {1, 1, 3, 3}, 0, 4)).as("both seen before: still one row").isTrue();
        assertThat(tracker.duplicateRows()).isEqualTo(2);
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
    void upToAMillionDistinctValuesTheFileWideCountIsExact() {
        DuplicateTracker tracker = new DuplicateTracker(true);
        SplittableRandom random = new SplittableRandom(7);
        long[] firstThousand = new long[2_000];
        for (int i = 0; i < DuplicateTracker.EXACT_VALUES; i++) {
            if (i % 2_500 == 0) {
                tracker.startBatch();
            }
            long high = random.nextLong();
            long low = random.nextLong();
            if (i < 1_000) {
                firstThousand[2 * i] = high;
                firstThousand[2 * i + 1] = low;
            }
            tracker.add(high, low);
        }
        assertThat(tracker.probableDuplicatesInFile()).as("a million distinct values").isZero();
        for (int i = 0; i < 1_000; i++) {
            tracker.add(firstThousand[2 * i], firstThousand[2 * i + 1]);
        }
        assertThat(tracker.probableDuplicatesInFile()).isEqualTo(1_000);
        assertThat(tracker.duplicatesInFileExact()).isTrue();
    }

    @Test
    void pastAMillionValuesTheCountBecomesAnEstimateThatStillFindsValuesSeenBefore() {
        DuplicateTracker tracker = new DuplicateTracker(true);
        SplittableRandom random = new SplittableRandom(5);
        tracker.add(0, 42); // a value whose first 64 bits are zero, which the exact set keeps apart
        tracker.add(123_456_789L, 1);
        for (int i = 0; i < DuplicateTracker.EXACT_VALUES + 10; i++) {
            tracker.add(random.nextLong(), random.nextLong());
        }
        long before = tracker.probableDuplicatesInFile();
        assertThat(tracker.duplicatesInFileExact()).isFalse();

        tracker.startBatch();
        assertThat(tracker.add(0, 42)).isTrue();
        assertThat(tracker.add(123_456_789L, 1)).isTrue();
        assertThat(tracker.probableDuplicatesInFile()).isEqualTo(before + 2);
    }

    @Test
    void withinBatchesOnlyTheCountIsExact() {
        assertThat(new DuplicateTracker(false).duplicatesInFileExact()).isTrue();
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
