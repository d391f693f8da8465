package dev.starling.core.store;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.notice.Notice;
import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalStoresTest {

    @TempDir
    Path dataDir;

    private final Clock clock = Clock.fixed(Instant.parse("2026-11-21T10:00:00Z"), ZoneOffset.UTC);

    @Test
    void keepsSettingsAndCacheEntriesAcrossRestarts() {
        NoticeBoard notices = new NoticeBoard();
        try (LocalStores stores = LocalStores.open(dataDir, clock, notices, DurableMigrations.ALL)) {
            stores.durable().settings().put("ui.theme", "DARK");
            stores.cache().put("v2", "GET /2/tweets?ids=1", new byte[] {1, 2, 3});
        }
        try (LocalStores stores = LocalStores.open(dataDir, clock, notices, DurableMigrations.ALL)) {
            assertThat(stores.durable().settings().get("ui.theme")).contains("DARK");
            assertThat(stores.cache().get("v2", "GET /2/tweets?ids=1")).get()
                    .satisfies(entry -> assertThat(entry.body()).containsExactly(1, 2, 3));
        }
        assertThat(notices.all()).isEmpty();
    }

    @Test
    void movesACacheWithFlippedBytesAsideRebuildsItAndTellsTheUser() throws IOException {
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            stores.durable().settings().put("kept", "yes");
            for (int i = 0; i < 200; i++) {
                stores.cache().put("v2", "key-" + i, ("body " + i).repeat(50).getBytes());
            }
        }
        Path cache = dataDir.resolve(CacheStore.FILE_NAME);
        flipBytes(cache);

        NoticeBoard notices = new NoticeBoard();
        try (LocalStores stores = LocalStores.open(dataDir, clock, notices, DurableMigrations.ALL)) {
            assertThat(stores.cache().get("v2", "key-1")).isEmpty();
            stores.cache().put("v2", "fresh", new byte[] {9});
            assertThat(stores.cache().get("v2", "fresh")).isPresent();
            assertThat(stores.durable().settings().get("kept")).contains("yes");
            assertThat(stores.durable().isTemporary()).isFalse();
        }
        assertThat(notices.all()).singleElement().satisfies(notice -> {
            assertThat(notice.severity()).isEqualTo(Notice.Severity.WARNING);
            assertThat(Messages.text(notice.title())).isEqualTo("Cache rebuilt");
            assertThat(Messages.text(notice.message())).contains("settings, accounts and history are safe");
        });
        try (Stream<Path> files = Files.list(dataDir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .anyMatch(name -> name.startsWith("cache.db.damaged-20261121-100000"));
        }
    }

    @Test
    void replacesACacheFileThatIsNotADatabaseAtAll() throws IOException {
        Files.write(dataDir.resolve(CacheStore.FILE_NAME), "this is not sqlite, just text\n".repeat(100).getBytes());
        NoticeBoard notices = new NoticeBoard();
        try (LocalStores stores = LocalStores.open(dataDir, clock, notices, DurableMigrations.ALL)) {
            stores.cache().put("v2", "k", new byte[] {1});
            assertThat(stores.cache().get("v2", "k")).isPresent();
        }
        assertThat(notices.all()).extracting(notice -> Messages.text(notice.title())).containsExactly("Cache rebuilt");
    }

    @Test
    void neverMovesOrDeletesADamagedDurableStoreAndRunsOnATemporaryOne() throws IOException {
        try (LocalStores stores = LocalStores.open(dataDir, clock, new NoticeBoard(), DurableMigrations.ALL)) {
            for (int i = 0; i < 200; i++) {
                stores.durable().settings().put("key-" + i, "value ".repeat(40) + i);
            }
        }
        Path durable = dataDir.resolve(DurableStore.FILE_NAME);
        flipBytes(durable);
        byte[] damaged = Files.readAllBytes(durable);

        NoticeBoard notices = new NoticeBoard();
        try (LocalStores stores = LocalStores.open(dataDir, clock, notices, DurableMigrations.ALL)) {
            assertThat(stores.durable().isTemporary()).isTrue();
            stores.durable().settings().put("usable", "yes");
            assertThat(stores.durable().settings().get("usable")).contains("yes");
        }
        assertThat(Files.readAllBytes(durable)).isEqualTo(damaged);
        assertThat(notices.all()).singleElement().satisfies(notice -> {
            assertThat(notice.severity()).isEqualTo(Notice.Severity.ERROR);
            assertThat(Messages.text(notice.message())).contains(durable.toString()).contains("left the file untouched");
        });
    }

    /** Overwrites a run of bytes in the middle of every page after the header: b-tree pages no longer parse. */
    private static void flipBytes(Path file) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            long length = raf.length();
            assertThat(length).isGreaterThan(8192);
            for (long page = 4096; page + 4096 <= length; page += 4096) {
                raf.seek(page);
                byte[] bytes = new byte[64];
                raf.readFully(bytes);
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = (byte) ~bytes[i];
                }
                raf.seek(page);
                raf.write(bytes);
            }
        }
    }
}
