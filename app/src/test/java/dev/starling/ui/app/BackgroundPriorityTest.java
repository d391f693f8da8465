package dev.starling.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.PooledTaskRunner;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The window's background threads, as its composition makes them, run below the window's own. */
class BackgroundPriorityTest {

    private final PooledTaskRunner runner = new PooledTaskRunner(2, Runnable::run, BackgroundPriority::lowerCurrentThread);

    @AfterEach
    void stop() {
        runner.shutdown();
    }

    @Test
    void workRunsBelowTheNormalPrioritySoTheWindowsThreadsComeFirst() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(BackgroundPriority.currentNice().isPresent(), "Linux only");
        org.junit.jupiter.api.Assumptions.assumeTrue(java.util.Arrays.stream(System.getenv("PATH").split(":"))
                .anyMatch(dir -> java.nio.file.Files.isExecutable(java.nio.file.Path.of(dir, "renice"))), "needs renice");
        int callerNice = BackgroundPriority.currentNice().getAsInt();
        List<Object> seen = new CopyOnWriteArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        runner.run("nice", () -> List.of(Thread.currentThread().getPriority(), BackgroundPriority.currentNice().orElse(-99)),
                result -> { seen.addAll(result); done.countDown(); }, failure -> done.countDown());
        assertThat(done.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(seen.get(0)).isEqualTo(Thread.MIN_PRIORITY);
        assertThat((Integer) seen.get(1)).isGreaterThan(callerNice);
        assertThat(BackgroundPriority.currentNice().getAsInt()).isEqualTo(callerNice);
    }

}
