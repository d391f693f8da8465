package dev.starling.core.store;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.notice.NoticeBoard;
import dev.starling.core.upload.normalize.RejectionReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files holding personal or account data are readable by their owner only (as credentials.json is). */
class OwnerOnlyFilesTest {

    @TempDir
    Path dataDir;

    @Test
    void theStoresAndTheirJournalsAreCreatedOwnerOnly() throws Exception {
        try (LocalStores stores = LocalStores.open(dataDir, Clock.systemUTC(), new NoticeBoard(), DurableMigrations.ALL)) {
            stores.durable().settings().put("probe", "1");
            try (Stream<Path> files = Files.list(dataDir)) {
                assertThat(files.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().contains(".db")))
                        .extracting(f -> f.getFileName() + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(f)))
                        .contains("starling.db rw-------", "cache.db rw-------")
                        .allSatisfy(line -> assertThat(line).endsWith("rw-------"));
            }
        }
    }

    @Test
    void aStoreLeftReadableByOthersIsNarrowedWhenOpened() throws Exception {
        Path durable = Files.createFile(dataDir.resolve("starling.db"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        try (LocalStores stores = LocalStores.open(dataDir, Clock.systemUTC(), new NoticeBoard(), DurableMigrations.ALL)) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(durable))).isEqualTo("rw-------");
        }
    }

    @Test
    void aRejectionReportIsOwnerOnly() throws Exception {
        Path report = dataDir.resolve("rejected.csv");
        try (RejectionReport open = RejectionReport.open(dev.starling.core.output.RunFiles.none(), report, null,
                dev.starling.core.text.Messages::text)) {
            open.server(1, dev.starling.core.text.BundleText.of("upload.problem.said", "refused"));
        }
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(report))).isEqualTo("rw-------");
    }
}
