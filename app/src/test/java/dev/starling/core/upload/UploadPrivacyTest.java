package dev.starling.core.upload;

import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.store.DurableStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.common.UploadSettings;

class UploadPrivacyTest {

    @TempDir
    Path dir;

    @Test
    void noRawEmailOrPhoneReachesTheDataDirectoryOrTheLogs() throws Exception {
        List<String> secrets = new ArrayList<>();
        StringBuilder csv = new StringBuilder("email,phone\n");
        for (int i = 0; i < 200; i++) {
            String email = "Private.Person" + i + "@Example.org";
            String phone = "+1 202 555 " + (1000 + i);
            csv.append(email).append(',').append(phone).append('\n');
            secrets.add(email.toLowerCase());
            secrets.add("+1202555" + (1000 + i));
            secrets.add("202 555 " + (1000 + i));
        }
        csv.append("broken-address,not a phone\n");
        secrets.add("broken-address");
        Path source = SourceFiles.write(dir, "crm.csv", csv.toString());
        Path dataDir = Files.createDirectories(dir.resolve("data"));

        List<String> logged = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                logged.add(new java.util.logging.SimpleFormatter().formatMessage(record) + " " + record.getThrown());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger root = Logger.getLogger("");
        Level before = root.getLevel();
        root.addHandler(capture);
        root.setLevel(Level.ALL);
        Logger.getLogger("dev.starling").setLevel(Level.ALL);
        PrintStream originalErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        UploadResult result;
        try (DurableStore store = DurableStore.open(dataDir, DurableMigrations.ALL)) {
            FakeClock time = new FakeClock();
            FakeSender sender = new FakeSender(time, (call, batch) -> call == 1
                    ? BatchResponse.ok(1, 3, List.of()) // mismatch: retried and logged
                    : BatchResponse.ok(batch.operationCount() - 1, batch.operationCount(),
                            List.of(new BatchResponse.OperationError(0, "INVALID"))));
            UploadOptions options = new UploadOptions(2, 2, 3, 3, new BatchLimits(50, 5_000_000),
                    dataDir.resolve("rejected.csv"), false);
            UploadPipeline pipeline = new UploadPipeline(sender, new UploadJournal(store.database(), Clock.systemUTC()),
                    Pacer.forUsersEndpoint(time, time), time, options, dev.starling.core.text.Messages::text);
            result = pipeline.start(SourceInspector.inspect(source), ColumnMapping.parse(List.of("email=1", "phone=2")),
                    new IdentifierNormalizer("US"), UploadSettings.customAudience("acc", "aud",
                            UploadSettings.Operation.UPDATE, Instant.parse("2026-11-21T00:00:00Z"), null),
                    new UploadControl(), null);
        } finally {
            System.setErr(originalErr);
            root.removeHandler(capture);
            root.setLevel(before);
        }
        assertThat(result.rejectedValues()).isEqualTo(2);
        assertThat(logged).isNotEmpty();

        List<String> haystacks = new ArrayList<>(logged);
        haystacks.add(err.toString(StandardCharsets.UTF_8));
        haystacks.add(String.valueOf(result));
        try (Stream<Path> files = Files.walk(dataDir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                haystacks.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).toLowerCase());
            }
        }
        assertThat(haystacks).hasSizeGreaterThan(3);
        for (String haystack : haystacks) {
            for (String secret : secrets) {
                // compare, don't print: a failure names neither the value nor the file content
                assertThat(haystack.toLowerCase().contains(secret.toLowerCase())).as("a raw identifier leaked").isFalse();
            }
        }
    }
}
