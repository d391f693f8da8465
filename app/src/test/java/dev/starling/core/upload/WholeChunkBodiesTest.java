package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.FakeClock;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.encode.Batcher;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.common.UploadSettings;

/**
 * A plain file's chunks hold whole records, as many lines as a request holds operations, so that a chunk of
 * valid rows is sent as the request body it already is, and the batcher copies runs of records otherwise.
 * Whatever the rows (all valid, some refused, blank lines, other identifier types, several columns) and
 * wherever the file's reads cut them, the batches must be exactly those the CSV parser's reading gives.
 */
class WholeChunkBodiesTest {

    @TempDir
    Path dir;

    private final FakeClock time = new FakeClock();
    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    private record Outcome(UploadResult result, List<UploadBatch> batches) {
    }

    private Outcome upload(SourceProfile profile, String mapping, BatchLimits limits) {
        FakeSender sender = new FakeSender(time, FakeSender::acceptAll);
        UploadOptions options = new UploadOptions(2, 1, 3, 5, limits, null, true);
        UploadResult result = new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time, options)
                .start(profile, ColumnMapping.parse(List.of(mapping.split(" "))), new IdentifierNormalizer("GB"), settings,
                        new UploadControl(), null);
        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
        return new Outcome(result, sender.calls().stream().map(FakeSender.Call::batch).toList());
    }

    private void sameAsTheParser(String content, String mapping) throws Exception {
        SourceProfile plain = SourceInspector.inspect(SourceFiles.write(dir, "rows.csv", content));
        assertThat(plain.plainAscii()).isTrue();
        SourceProfile parsed = new SourceProfile(plain.path(), plain.size(), plain.fingerprint(), plain.charset(),
                plain.hadBom(), plain.delimiter(), plain.header(), plain.columnCount(), plain.averageLineBytes(),
                plain.asciiOnly(), false);
        for (BatchLimits limits : new BatchLimits[] {BatchLimits.X_ADS, new BatchLimits(100, 5_000_000),
                new BatchLimits(64, 9_000)}) {
            Outcome lines = upload(plain, mapping, limits);
            Outcome parser = upload(parsed, mapping, limits);
            assertThat(lines.result()).usingRecursiveComparison().ignoringFields("jobId").isEqualTo(parser.result());
            List<UploadBatch> fromLines = lines.batches();
            List<UploadBatch> fromParser = parser.batches();
            assertThat(fromLines).as("batches at %s", limits).hasSameSizeAs(fromParser).isNotEmpty();
            for (int b = 0; b < fromParser.size(); b++) {
                assertThat(new String(fromLines.get(b).body())).as("body %d at %s", b, limits)
                        .isEqualTo(new String(fromParser.get(b).body()));
                assertThat(fromLines.get(b).lines()).as("lines of body %d at %s", b, limits)
                        .isEqualTo(fromParser.get(b).lines());
            }
        }
    }

    private static String emails(int rows, Random random, double oddShare) {
        StringBuilder text = new StringBuilder("email\n");
        for (int i = 0; i < rows; i++) {
            if (random.nextDouble() >= oddShare) {
                text.append(" Customer.Number").append(i).append("@Example-Shop.com\n");
                continue;
            }
            text.append(switch (random.nextInt(6)) {
                case 5 -> " customer.number" + random.nextInt(i + 1) + "@example-shop.com\n"; // a duplicate, or a value seen later
                case 0 -> "not an email\n";
                case 1 -> "\n";
                case 2 -> "ann" + i + "@example.com\r\n";
                case 3 -> Sha256Hex.hash("pre" + i) + "\n";
                default -> "   \n";
            });
        }
        return text.toString();
    }

    @Test
    void validEmailsOverManyReadsGiveTheParsersBodies() throws Exception {
        sameAsTheParser(emails(20_000, new Random(1), 0), "email=1");
    }

    @Test
    void refusedRowsBlankLinesAndHashedValuesAmongEmailsGiveTheParsersBodies() throws Exception {
        sameAsTheParser(emails(20_000, new Random(2), 0.001), "email=1");
        sameAsTheParser(emails(6_000, new Random(3), 0.2), "email=1");
    }

    @Test
    void otherTypesAndSeveralColumnsGiveTheParsersBodies() throws Exception {
        Random random = new Random(4);
        StringBuilder text = new StringBuilder("email,phone,handle\n");
        for (int i = 0; i < 8_000; i++) {
            text.append(random.nextInt(10) == 0 ? "" : "user" + i + "@example.com").append(',')
                    .append(random.nextInt(3) == 0 ? "" : "07700 9" + (10_000 + i)).append(',')
                    .append("@user").append(i).append('\n');
        }
        sameAsTheParser(text.toString(), "email=1 phone_number=2");
        sameAsTheParser(text.toString(), "phone_number=2");
        sameAsTheParser(text.toString(), "handle=3");
        sameAsTheParser(text.toString(), "email=1");
    }

    @Test
    void aBatcherSendsAnArrayOfRecordsThatIsOneWholeRequestAsItStands() {
        byte[] records = ",{\"a\":1},{\"b\":2}?".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Batcher batcher = new Batcher(new BatchLimits(2, 1_000));
        assertThat(batcher.addRecord(1, records, 1, 7)).isNull();
        assertThat(batcher.addRecord(2, records, 9, 7)).isNull();
        UploadBatch batch = batcher.flush();
        assertThat(batch.body()).isSameAs(records);
        assertThat(new String(batch.body())).isEqualTo("[{\"a\":1},{\"b\":2}]");
        assertThat(batch.lines()).isEqualTo(new long[] {1, 2});

        byte[] more = ",{\"a\":1},{\"b\":2},{\"c\":3}?".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertThat(batcher.addRecord(3, more, 1, 7)).isNull();
        assertThat(batcher.addRecord(4, more, 9, 7)).isNull();
        UploadBatch copied = batcher.addRecord(5, more, 17, 7);
        assertThat(copied.body()).isNotSameAs(more);
        assertThat(new String(copied.body())).isEqualTo("[{\"a\":1},{\"b\":2}]");
        assertThat(Arrays.toString(copied.lines())).isEqualTo("[3, 4]");
        assertThat(new String(batcher.flush().body())).isEqualTo("[{\"c\":3}]");

        byte[] again = ",{\"a\":1},{\"b\":2}?".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        Batcher mixed = new Batcher(new BatchLimits(3, 1_000));
        mixed.addRecord(6, again, 1, 7);
        mixed.add(7, "{\"p\":0}".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        mixed.addRecord(8, again, 9, 7);
        UploadBatch copiedAround = mixed.flush();
        assertThat(copiedAround.body()).isNotSameAs(again);
        assertThat(new String(copiedAround.body())).isEqualTo("[{\"a\":1},{\"p\":0},{\"b\":2}]");
    }
}
