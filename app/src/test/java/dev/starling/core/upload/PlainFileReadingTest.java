package dev.starling.core.upload;

import dev.starling.core.text.Messages;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.testing.FakeClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.common.UploadSettings;

/**
 * Plain ASCII files (no quote character) are read as bytes, not through the CSV parser: for every
 * shape of line ending, empty line, header, ragged row and limit, the upload must send exactly the same
 * batches (bodies and source lines) and report exactly the same rejections as through the parser.
 */
class PlainFileReadingTest {

    @TempDir
    Path dir;

    private final FakeClock time = new FakeClock();
    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    private record Outcome(UploadResult result, List<String> batches, List<List<Long>> lines, String rejections) {
    }

    private Outcome upload(SourceProfile profile, String mapping, int perBatch, String report) throws Exception {
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        Path rejections = dir.resolve(report);
        UploadOptions options = new UploadOptions(2, 1, 3, 5, new BatchLimits(perBatch, 5_000_000), rejections, true);
        UploadResult result = new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time, options, dev.starling.core.text.Messages::text)
                .start(profile, ColumnMapping.parse(List.of(mapping.split(" "))), new IdentifierNormalizer("GB"), settings,
                        new UploadControl(), null);
        return new Outcome(result, sender.calls().stream().map(call -> new String(call.batch().body())).toList(),
                sender.calls().stream().map(call -> java.util.Arrays.stream(call.batch().lines()).boxed().toList()).toList(),
                Files.exists(rejections) ? Files.readString(rejections) : "");
    }

    private static SourceProfile throughTheParser(SourceProfile plain) {
        return new SourceProfile(plain.path(), plain.size(), plain.fingerprint(), plain.charset(), plain.hadBom(),
                plain.delimiter(), plain.header(), plain.columnCount(), plain.averageLineBytes(), plain.asciiOnly(), false);
    }

    private void sameAsTheParser(String name, String content, String mapping) throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, name, content));
        assertThat(profile.plainAscii()).as("read as a plain file").isTrue();

        Outcome plain = upload(profile, mapping, 3, name + ".plain-rejections.csv");
        Outcome parsed = upload(throughTheParser(profile), mapping, 3, name + ".parsed-rejections.csv");

        assertThat(plain.batches()).isEqualTo(parsed.batches());
        assertThat(plain.lines()).isEqualTo(parsed.lines());
        assertThat(plain.rejections()).isEqualTo(parsed.rejections());
        assertThat(plain.result()).usingRecursiveComparison().ignoringFields("jobId", "rejectionReport")
                .isEqualTo(parsed.result());
        assertThat(plain.result().operationsSent()).isPositive();
    }

    @Test
    void oneValuePerLineWithEveryLineEndingEmptyLinesAndNoFinalNewline() throws Exception {
        sameAsTheParser("plain.txt", "email\r\n Ann@Example.com\r\n\r\nbob@example.com\n\n\ncarol@example.com\r"
                + "dave@example.com\r\r\n  \nnot-an-email\nerin@example.COM", "email=1");
    }

    @Test
    void delimitedRowsWithRaggedRowsEmptyCellsAndATrailingDelimiter() throws Exception {
        sameAsTheParser("crm.csv", "email,phone,first\nann@example.com,07700 900123,Ann\n,07700 900124\n"
                + "bob@example.com\n\ncarol@example.com,,Carol,\r\nx@y,+44 7700 900125,X\r\n,,\n", "email=1 phone_number=2");
    }

    @Test
    void withoutAHeaderEveryLineIsARow() throws Exception {
        sameAsTheParser("noheader.csv", "ann@example.com;1\nbob@example.com;2\n\ncarol@example.com;3\n", "email=1");
    }

    @Test
    void aFieldOverTheParsersLimitStopsTheUploadWithTheSameWords() throws Exception {
        Path file = SourceFiles.write(dir, "long.txt", "email\nann@example.com\n" + "a".repeat(70_000) + "@example.com\n");
        SourceProfile profile = SourceInspector.inspect(file);
        assertThat(profile.plainAscii()).isTrue();

        UploadResult plain = upload(profile, "email=1", 3, "long.plain.csv").result();
        UploadResult parsed = upload(throughTheParser(profile), "email=1", 3, "long.parsed.csv").result();

        assertThat(plain.status()).isEqualTo(UploadJob.Status.FAILED);
        assertThat(Messages.text(plain.failure())).contains("a field longer than 65,536 characters")
                .isEqualTo(Messages.text(parsed.failure()));
    }

    @Test
    void quotesOrNonAsciiBytesKeepTheParser() throws Exception {
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "quoted.csv", "email,name\nann@example.com,\"A, B\"\n"))
                .plainAscii()).isFalse();
        assertThat(SourceInspector.inspect(SourceFiles.write(dir, "accents.csv", "email,name\nann@example.com,Zo\u00eb\n"))
                .plainAscii()).isFalse();
        assertThatThrownBy(() -> new LineBlocks(new SourceProfile(dir.resolve("gone.csv"), 1, "x",
                java.nio.charset.StandardCharsets.UTF_8, false, ',', List.of(), 1, 10, true, true)))
                .isInstanceOf(UploadException.class).extracting(Words::of, STRING).contains("gone.csv");
    }
}
