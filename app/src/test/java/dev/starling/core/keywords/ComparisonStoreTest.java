package dev.starling.core.keywords;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.testing.FakeClock;
import dev.starling.core.api.ads.KeywordGranularity;
import dev.starling.core.store.DurableStore;
import dev.starling.core.text.Messages;
import dev.starling.core.text.WordedException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ComparisonStoreTest {

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-23T00:00:00Z"));
    private final DurableStore durable = DurableStore.inMemory(DurableMigrations.ALL);
    private final ComparisonStore store = new ComparisonStore(durable.database(), clock);

    @AfterEach
    void close() {
        durable.close();
    }

    @Test
    void aSavedComparisonComesBackWithEverythingItHolds() {
        Comparison comparison = comparison("coffee", "tea");

        SavedComparison saved = store.save("", comparison);

        assertThat(saved.name()).isEqualTo("coffee, latte -decaf vs tea");
        assertThat(saved.starred()).isFalse();
        assertThat(saved.createdAt()).isEqualTo(clock.instant());
        assertThat(store.find(saved.id()).orElseThrow().comparison()).isEqualTo(comparison);
    }

    @Test
    void starredFirstThenMostRecentlyUpdated() {
        SavedComparison older = store.save("older", comparison("coffee", "tea"));
        clock.sleep(Duration.ofMinutes(1));
        SavedComparison newer = store.save("newer", comparison("coffee", "cocoa"));
        clock.sleep(Duration.ofMinutes(1));
        SavedComparison starred = store.save("starred", comparison("coffee", "juice"));
        store.setStarred(starred.id(), true);

        assertThat(store.list()).extracting(SavedComparison::name).containsExactly("starred", "newer", "older");
        clock.sleep(Duration.ofMinutes(1));
        store.update(older.id(), comparison("coffee", "water"));
        assertThat(store.list()).extracting(SavedComparison::name).containsExactly("starred", "older", "newer");
        assertThat(store.find(older.id()).orElseThrow().comparison().series().get(1).keywords()).containsExactly("water");
        assertThat(newer.id()).isNotEqualTo(older.id());
    }

    @Test
    void renamesRefusesAnEmptyNameAndDeletes() {
        SavedComparison saved = store.save("first", comparison("coffee", "tea"));

        store.rename(saved.id(), "  morning drinks ");
        // Issue 31: the refusal carries its words as a bundle key (FailureText words it), no longer English.
        assertThatThrownBy(() -> store.rename(saved.id(), " ")).isInstanceOfSatisfying(WordedException.class,
                blank -> assertThat(Messages.text(blank.text())).contains("cannot be empty"));
        assertThat(store.find(saved.id()).orElseThrow().name()).isEqualTo("morning drinks");
        store.delete(saved.id());
        assertThat(store.list()).isEmpty();
    }

    @Test
    void aDamagedRowIsSkippedNotFatal() {
        store.save("good", comparison("coffee", "tea"));
        durable.database().write(connection -> connection.createStatement().executeUpdate(
                "INSERT INTO keyword_comparisons(name, comparison, created_at, updated_at) VALUES ('bad', '{oops', 0, 0)"));

        assertThat(store.list()).extracting(SavedComparison::name).containsExactly("good");
    }

    private static Comparison comparison(String first, String second) {
        return new Comparison(List.of(new KeywordTerms(List.of(first, "latte"), List.of("decaf")),
                KeywordTerms.of(List.of(second))), KeywordGranularity.HOUR, Instant.parse("2026-10-01T00:00:00Z"),
                Instant.parse("2026-11-15T00:00:00Z"), "fdcd221ac44fa326");
    }
}
