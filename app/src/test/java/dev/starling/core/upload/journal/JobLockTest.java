package dev.starling.core.upload.journal;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.common.UploadException;

class JobLockTest {

    @TempDir
    Path dir;

    @Test
    void aJobIsSentByOneRunAtATimeAndFreeAgainWhenItEnds() {
        long me = ProcessHandle.current().pid();
        try (JobLock first = JobLock.acquire(dir, 7)) {
            assertThatThrownBy(() -> JobLock.acquire(dir, 7)).isInstanceOf(UploadException.class)
                    .extracting(Words::of, STRING).contains("Upload job 7 is being sent right now").contains("process " + me);
            assertThat(JobLock.holder(dir, 7)).contains(me);
            try (JobLock other = JobLock.acquire(dir, 8)) {
                assertThat(JobLock.holder(dir, 8)).contains(me);
            }
            assertThat(JobLock.holder(dir, 7)).as("releasing another job keeps this one").contains(me);
        }
        assertThat(JobLock.holder(dir, 7)).isEmpty();
        try (JobLock again = JobLock.acquire(dir, 7)) {
            assertThat(dir.resolve(".job-7.pid")).hasContent(Long.toString(me));
        }
        assertThat(dir.resolve(".job-7.pid")).doesNotExist();
    }

    @Test
    void aJournalInMemoryLocksWithinThisProcess() {
        try (JobLock first = JobLock.acquire(null, 3)) {
            assertThatThrownBy(() -> JobLock.acquire(null, 3)).isInstanceOf(UploadException.class);
        }
        JobLock.acquire(null, 3).close();
    }
}
