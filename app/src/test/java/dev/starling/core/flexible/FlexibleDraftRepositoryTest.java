package dev.starling.core.flexible;

import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static dev.starling.core.flexible.Trees.CHURNED;
import static dev.starling.core.flexible.Trees.LOYAL;
import static dev.starling.core.flexible.Trees.PROCESSING;
import static dev.starling.core.flexible.Trees.and;
import static dev.starling.core.flexible.Trees.leaf;
import static dev.starling.core.flexible.Trees.or;
import static dev.starling.core.flexible.Trees.shape;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FlexibleDraftRepositoryTest {

    private final DurableStore store = DurableStore.inMemory(DurableMigrations.ALL);
    private final FakeClock clock = new FakeClock();
    private final FlexibleDraftRepository drafts = new FlexibleDraftRepository(store.database(), clock);

    /** A clock the test moves, so "most recently edited first" is decided by the test. */
    private static final class FakeClock extends Clock {
        private long millis = 1_000_000;

        @Override
        public long millis() {
            return millis;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis);
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        void advance() {
            millis += 1000;
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    private final FlexibleDefinition definition = new FlexibleDefinition("Loyal, not churned",
            FlexibleAudienceType.MOBILE_AUDIENCE, and(leaf(LOYAL).withFrequency(2), or(leaf(CHURNED), leaf(PROCESSING))
            .withNegate(true)));

    @Test
    void aDraftComesBackWithItsTreeSettingsAndAudienceFacts() {
        FlexibleDraft created = drafts.create("acct1", definition);
        FlexibleDraft found = drafts.find(created.id()).orElseThrow();
        assertThat(found.accountId()).isEqualTo("acct1");
        assertThat(found.name()).isEqualTo("Loyal, not churned");
        assertThat(found.definition().type()).isEqualTo(FlexibleAudienceType.MOBILE_AUDIENCE);
        assertThat(SegmentJson.segments(found.definition().root())).isEqualTo(SegmentJson.segments(definition.root()));
        assertThat(shape(found.definition().root())).isEqualTo("(AND a1 !(OR a2 a5))");
        // Facts come back too, so a draft opens offline with names, sizes and states.
        assertThat(SegmentTrees.leaves(found.definition().root())).extracting(SegmentLeaf::audience)
                .containsExactly(LOYAL, CHURNED, PROCESSING);
        assertThat(found.updatedAt()).isEqualTo(Instant.ofEpochMilli(1_000_000));
    }

    @Test
    void everySaveReplacesTheTreeAndListsPerAccountMostRecentFirst() {
        FlexibleDraft first = drafts.create("acct1", definition);
        clock.advance();
        FlexibleDraft second = drafts.create("acct1", FlexibleDefinition.empty("Second"));
        clock.advance();
        drafts.create("acct2", FlexibleDefinition.empty("Elsewhere"));
        assertThat(drafts.list("acct1")).extracting(FlexibleDraft::name).containsExactly("Second", "Loyal, not churned");
        clock.advance();
        assertThat(drafts.save(first.id(), definition.withRoot(and(leaf(CHURNED))))).isTrue();
        List<FlexibleDraft> listed = drafts.list("acct1");
        assertThat(listed).extracting(FlexibleDraft::id).containsExactly(first.id(), second.id());
        assertThat(shape(listed.get(0).definition().root())).isEqualTo("(AND a2)");
        assertThat(drafts.list("acct2")).extracting(FlexibleDraft::name).containsExactly("Elsewhere");
    }

    @Test
    void renameAndDeleteChangeOnlyThatDraft() {
        FlexibleDraft kept = drafts.create("acct1", definition);
        FlexibleDraft other = drafts.create("acct1", FlexibleDefinition.empty("Other"));
        assertThat(drafts.rename(kept.id(), "  Renamed  ")).isTrue();
        assertThat(drafts.find(kept.id()).orElseThrow().name()).isEqualTo("Renamed");
        assertThat(SegmentJson.segments(drafts.find(kept.id()).orElseThrow().definition().root()))
                .isEqualTo(SegmentJson.segments(definition.root()));
        assertThat(drafts.delete(other.id())).isTrue();
        assertThat(drafts.find(other.id())).isEmpty();
        assertThat(drafts.delete(other.id())).isFalse();
        assertThat(drafts.save(other.id(), definition)).isFalse();
        assertThat(drafts.list("acct1")).extracting(FlexibleDraft::name).containsExactly("Renamed");
    }

    @Test
    void aDamagedRowIsSkippedButKept() {
        FlexibleDraft good = drafts.create("acct1", definition);
        FlexibleDraft damaged = drafts.create("acct1", definition.withName("Damaged"));
        store.database().write(connection -> {
            try (PreparedStatement update = connection.prepareStatement("UPDATE flexible_drafts SET tree = '{oops' WHERE id = ?")) {
                update.setLong(1, damaged.id());
                return update.executeUpdate();
            }
        });
        assertThat(drafts.list("acct1")).extracting(FlexibleDraft::id).containsExactly(good.id());
        int rows = store.database().read(connection -> {
            try (var count = connection.createStatement().executeQuery("SELECT COUNT(*) FROM flexible_drafts")) {
                count.next();
                return count.getInt(1);
            }
        });
        assertThat(rows).isEqualTo(2);
    }

    @Test
    void draftsSurviveClosingAndReopeningTheStore(@TempDir Path dataDir) {
        long id;
        try (DurableStore onDisk = DurableStore.open(dataDir, DurableMigrations.ALL)) {
            id = new FlexibleDraftRepository(onDisk.database(), clock).create("acct1", definition).id();
        }
        try (DurableStore reopened = DurableStore.open(dataDir, DurableMigrations.ALL)) {
            FlexibleDraft back = new FlexibleDraftRepository(reopened.database(), clock).find(id).orElseThrow();
            assertThat(SegmentJson.segments(back.definition().root())).isEqualTo(SegmentJson.segments(definition.root()));
        }
    }
}
