package dev.starling.core.upload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.FakeClock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.encode.BatchLimits;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.send.BatchSender;
import dev.starling.core.upload.encode.ChunkEncoder;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.encode.OperationFormat;
import dev.starling.core.upload.send.Pacer;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.encode.UploadBatch;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.journal.UploadJob;
import dev.starling.core.upload.common.UploadSettings;

/**
 * A sender that says it does not keep bodies ({@link BatchSender#keepsBodies}) gets later requests written into
 * the arrays of earlier ones. The bodies must still be exactly those a sender that keeps its bodies gets, whatever
 * the rows (a reused array holds the last request's digits, and refused rows move the records after them), and a
 * sender that keeps its bodies must never get an array twice.
 */
class RecycledBodiesTest {

    @TempDir
    Path dir;

    private final FakeClock time = new FakeClock();
    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    /** Records a copy of each body as it is sent, and each array it was sent in. */
    private static final class CopyingSender implements BatchSender {
        /** By batch number: two requests are in flight at once, so they may be sent in either order. */
        final Map<Integer, String> bodies = new TreeMap<>();
        final Map<Integer, long[]> lines = new TreeMap<>();
        final Set<byte[]> arrays = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));
        int reused;
        private final boolean keeps;

        CopyingSender(boolean keeps) {
            this.keeps = keeps;
        }

        @Override
        public synchronized BatchResponse send(UploadSettings target, UploadBatch batch) {
            bodies.put(batch.number(), new String(batch.body(), StandardCharsets.US_ASCII));
            lines.put(batch.number(), batch.lines().clone());
            if (!arrays.add(batch.body())) {
                reused++;
            }
            return BatchResponse.ok(batch.operationCount(), batch.operationCount(), List.of());
        }

        @Override
        public boolean keepsBodies() {
            return keeps;
        }
    }

    private UploadResult upload(SourceProfile profile, CopyingSender sender) {
        UploadOptions options = new UploadOptions(2, 2, 3, 5, BatchLimits.X_ADS, null, true);
        UploadResult result = new UploadPipeline(sender, null, Pacer.forUsersEndpoint(time, time), time, options)
                .start(profile, ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("GB"), settings,
                        new UploadControl(), null);
        assertThat(result.status()).isEqualTo(UploadJob.Status.COMPLETED);
        return result;
    }

    private static String emails(int rows, Random random, double oddShare) {
        StringBuilder text = new StringBuilder("email\n");
        for (int i = 0; i < rows; i++) {
            if (random.nextDouble() >= oddShare) {
                text.append(" Customer.Number").append(random.nextInt()).append("@Example-Shop.com\n");
                continue;
            }
            text.append(switch (random.nextInt(4)) {
                case 0 -> "not an email\n";
                case 1 -> "\n";
                case 2 -> Sha256Hex.hash("pre" + i) + "\n";
                default -> "ann" + i + "@example.com\r\n";
            });
        }
        return text.toString();
    }

    /** @return how many bodies came in an array that had been sent before */
    private int sameBodiesWhetherKeptOrNot(String content) throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "rows.csv", content));
        assertThat(profile.plainAscii()).isTrue();
        CopyingSender keeping = new CopyingSender(true);
        CopyingSender recycling = new CopyingSender(false);
        UploadResult kept = upload(profile, keeping);
        UploadResult recycled = upload(profile, recycling);

        assertThat(recycled).usingRecursiveComparison().ignoringFields("jobId").isEqualTo(kept);
        assertThat(recycling.bodies.keySet()).isEqualTo(keeping.bodies.keySet()).hasSizeGreaterThan(10);
        for (int b : keeping.bodies.keySet()) {
            // not the bodies themselves in a failure's message: half a megabyte each
            assertThat(recycling.bodies.get(b).equals(keeping.bodies.get(b))).as("body %d is the same", b).isTrue();
            assertThat(recycling.lines.get(b)).as("lines of body %d", b).isEqualTo(keeping.lines.get(b));
        }
        assertThat(keeping.reused).as("arrays a keeping sender got twice").isZero();
        return recycling.reused;
    }

    @Test
    void reusedArraysCarryTheSameBodiesAsFreshOnes() throws Exception {
        // requests are done within microseconds and a chunk takes a good part of a millisecond to encode, so
        // bodies come back long before the last of the 24 chunks is started
        assertThat(sameBodiesWhetherKeptOrNot(emails(60_000, new Random(7), 0))).as("arrays sent again").isPositive();
    }

    @Test
    void refusedRowsAndOtherValuesInAReusedArrayGiveTheSameBodies() throws Exception {
        sameBodiesWhetherKeptOrNot(emails(60_000, new Random(8), 0.0002));
        // about one chunk in three without a refused row: reused arrays go to chunks that are not whole requests too
        sameBodiesWhetherKeptOrNot(emails(60_000, new Random(9), 0.0005));
        sameBodiesWhetherKeptOrNot(emails(40_000, new Random(10), 0.002));
    }

    @Test
    void anEncoderTakesBackOnlyArraysOfItsOwnRequestsSize() {
        OperationFormat format = new OperationFormat(settings);
        ChunkEncoder encoder = new ChunkEncoder(ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("GB"),
                format, true, 3);
        byte[] wrongSize = new byte[10];
        Arrays.fill(wrongSize, (byte) 'x');
        encoder.recycle(wrongSize);
        assertThat(new String(wrongSize, StandardCharsets.US_ASCII)).isEqualTo("xxxxxxxxxx");
    }
}
