package dev.starling.ui.live;

import static dev.starling.ui.FxCalls.fx;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.stream.Disconnect;
import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.core.stream.StreamState;
import dev.starling.ui.OwnWindow;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The hand-off to the window: a burst reaches the view whole, one post first, never more than a period's worth at once. */
class ArrivalBatcherTest {

    @Test
    void aBurstTheViewCanShowWholeArrivesInOrderOnePostFirstAndNeverMoreThanAPeriodsWorthAtOnce() throws Exception {
        OwnWindow.toolkit();
        List<Integer> handedOver = new CopyOnWriteArrayList<>();
        List<String> ids = new CopyOnWriteArrayList<>();
        List<Long> counted = new CopyOnWriteArrayList<>();
        LiveViewModel.Arrivals view = new LiveViewModel.Arrivals() {
            @Override
            public void posts(List<LivePost> newest, long arrived) {
                handedOver.add(newest.size());
                newest.forEach(post -> ids.add(post.id()));
                counted.add(arrived);
            }

            @Override
            public void state(StreamState state) {
            }

            @Override
            public void problem(Disconnect problem) {
            }

            @Override
            public void tick() {
            }
        };
        ArrivalBatcher[] batcher = new ArrivalBatcher[1];
        fx(() -> batcher[0] = new ArrivalBatcher(view, ArrivalBatcher.PER_PERIOD));

        // 400 posts in one delivery: within a second's room (500), so the view gets every one.
        batcher[0].onPosts(IntStream.rangeClosed(1, 400).mapToObj(ArrivalBatcherTest::post).toList());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> ids.size() >= 400);
        batcher[0].onState(new StreamState.Stopped(null));

        assertThat(handedOver.get(0)).as("the first rows of a session meet cold code: one post").isEqualTo(1);
        assertThat(handedOver).allSatisfy(size -> assertThat(size).isBetween(0, ArrivalBatcher.PER_PERIOD));
        assertThat(ids).containsExactlyElementsOf(IntStream.rangeClosed(1, 400).mapToObj(Integer::toString).toList());
        assertThat(counted.stream().mapToLong(Long::longValue).sum()).as("every post counted, once").isEqualTo(400);
    }

    private static StreamPost post(int i) {
        return new StreamPost(Integer.toString(i), "{\"data\":{\"id\":\"" + i + "\",\"text\":\"post " + i + "\"},"
                + "\"matching_rules\":[{\"id\":\"1\",\"tag\":\"launch\"}]}",
                List.of(new MatchingRule("1", "launch", Double.NaN, Double.NaN)), Instant.EPOCH);
    }
}
