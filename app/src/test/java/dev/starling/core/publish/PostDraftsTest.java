package dev.starling.core.publish;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drafts survive a restart of the store, keep every option, and list the latest changed first. */
class PostDraftsTest {

    @TempDir
    Path dir;

    @Test
    void draftsAreKeptWithTheirOptionsAcrossARestart() {
        FakeClock clock = new FakeClock(Instant.parse("2026-11-21T10:00:00Z"));
        PostDraft community = new PostDraft("Meetup on Friday", null, null, "1146654567674912769", true, true, null);
        long first;
        long second;
        try (DurableStore store = DurableStore.open(dir, DurableMigrations.ALL)) {
            PostDrafts drafts = new PostDrafts(store.database(), clock);
            first = drafts.add(community);
            clock.advance(Duration.ofMinutes(1));
            second = drafts.add(PostDraft.of("A reply").replyingTo("123"));
            clock.advance(Duration.ofMinutes(1));
            drafts.update(first, community.paid(false));
        }
        try (DurableStore store = DurableStore.open(dir, DurableMigrations.ALL)) {
            PostDrafts drafts = new PostDrafts(store.database(), clock);
            assertThat(drafts.list()).extracting(PostDrafts.Saved::id).containsExactly(first, second);
            assertThat(drafts.find(first).orElseThrow().draft()).isEqualTo(community.paid(false));
            drafts.delete(second);
            assertThat(drafts.find(second)).isEmpty();
        }
    }
}
