package dev.starling.core.upload.encode;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.normalize.Rejection;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

class BatcherTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void randomRowSizesNeverExceedEitherLimitAndEveryRowIsSentOnceInOrder() {
        long seed = System.nanoTime();
        System.out.println("BatcherTest seed=" + seed);
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            BatchLimits limits = new BatchLimits(1 + random.nextInt(60), 40 + random.nextInt(4_000));
            int rows = random.nextInt(800);
            List<byte[]> operations = new ArrayList<>();
            for (int i = 0; i < rows; i++) {
                int length = 1 + random.nextInt(random.nextInt(10) == 0 ? limits.maxBytes() - 2 : Math.min(60, limits.maxBytes() - 2));
                operations.add(operation(length, i));
            }
            List<UploadBatch> batches = batch(limits, operations);
            List<Long> sentLines = new ArrayList<>();
            for (UploadBatch batch : batches) {
                assertThat(batch.operationCount()).as("seed %d", seed).isBetween(1, limits.maxOperations());
                assertThat(batch.body().length).as("seed %d", seed).isLessThanOrEqualTo(limits.maxBytes());
                assertThat(batch.body()).as("seed %d", seed).isEqualTo(expectedBody(batch, operations));
                for (long line : batch.lines()) {
                    sentLines.add(line);
                }
            }
            assertThat(sentLines).as("seed %d", seed).hasSize(rows);
            for (int i = 0; i < rows; i++) {
                assertThat(sentLines.get(i)).as("seed %d", seed).isEqualTo(i + 1L);
            }
            assertThat(batches).extracting(UploadBatch::number).as("seed %d", seed)
                    .containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, batches.size()).boxed().toList());
        }
    }

    @Test
    void sameOperationsGiveTheSameBatches() {
        Random random = new Random(42);
        List<byte[]> operations = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            operations.add(operation(1 + random.nextInt(100), i));
        }
        BatchLimits limits = new BatchLimits(37, 2_000);
        List<UploadBatch> first = batch(limits, operations);
        List<UploadBatch> second = batch(limits, operations);
        assertThat(first).hasSameSizeAs(second);
        for (int i = 0; i < first.size(); i++) {
            assertThat(first.get(i).body()).isEqualTo(second.get(i).body());
            assertThat(first.get(i).lines()).isEqualTo(second.get(i).lines());
        }
    }

    @Test
    void xLimitsCloseABatchAt2500Operations() {
        List<byte[]> operations = new ArrayList<>();
        for (int i = 0; i < 5_001; i++) {
            operations.add(operation(150, i));
        }
        List<UploadBatch> batches = batch(BatchLimits.X_ADS, operations);
        assertThat(batches).extracting(UploadBatch::operationCount).containsExactly(2_500, 2_500, 1);
        assertThat(batches.get(1).firstLine()).isEqualTo(2_501);
        assertThat(batches.get(1).lastLine()).isEqualTo(5_000);
    }

    @Test
    void anOperationLargerThanARequestIsAnErrorNamingTheRow() {
        Batcher batcher = new Batcher(new BatchLimits(10, 100));
        assertThatThrownBy(() -> batcher.add(7, operation(99, 0))).isInstanceOf(UploadException.class)
                .extracting(Words::of, STRING).startsWith("row 7 is too large for one request");
    }

    @Test
    void bodiesAreTheDocumentedJsonOperations() throws Exception {
        Instant effective = Instant.parse("2026-11-21T00:00:00Z");
        UploadSettings settings = UploadSettings.customAudience("18ce54d4x5t", "1nmth", UploadSettings.Operation.UPDATE,
                effective, null);
        ColumnMapping mapping = ColumnMapping.parse(List.of("email=1", "partner_user_id=2", "email=3", "handle=4"));
        ChunkEncoder encoder = new ChunkEncoder(mapping, new IdentifierNormalizer("US"), new OperationFormat(settings));
        String[][] rows = {{"Support@X.com", "Doe \"J\"", "adsapi@x.com", "@AdsAPI"}, {"bad", "", "", ""}};
        EncodedChunk chunk = encoder.encode(new long[] {2, 3}, rows, 2);
        assertThat(chunk.hasOperation(1)).isFalse();
        assertThat(chunk.rejections()).extracting(Rejection::line).containsOnly(3L);
        Batcher batcher = new Batcher(BatchLimits.X_ADS);
        batcher.add(2, chunk.data(), 0, chunk.operationStart()[1]);
        JsonNode body = JSON.readTree(batcher.flush().body());
        JsonNode operation = body.get(0);
        assertThat(operation.get("operation_type").asText()).isEqualTo("Update");
        assertThat(operation.at("/params/effective_at").asText()).isEqualTo("2026-11-21T00:00:00Z");
        assertThat(operation.at("/params/expires_at").asText()).isEqualTo("2027-12-21T00:00:00Z");
        JsonNode user = operation.at("/params/users/0");
        assertThat(user.get("email")).extracting(JsonNode::asText).containsExactly(
                Sha256Hex.hash("support@x.com"), Sha256Hex.hash("adsapi@x.com"));
        assertThat(user.get("handle").get(0).asText()).isEqualTo(Sha256Hex.hash("adsapi"));
        assertThat(user.get("partner_user_id").get(0).asText()).isEqualTo("Doe \"J\"");
    }

    @Test
    void doNotReachOperationsHaveNoEffectiveAtAndMustExpireLater() throws Exception {
        Instant now = Instant.parse("2026-11-21T10:00:00Z");
        UploadSettings settings = UploadSettings.doNotReach("acc", "dnr1", UploadSettings.Operation.DELETE, null, now);
        ByteSink out = new ByteSink(16);
        OperationFormat format = new OperationFormat(settings);
        format.begin(out);
        format.end(out);
        JsonNode operation = JSON.readTree(new String(out.toByteArray(), StandardCharsets.UTF_8));
        assertThat(operation.get("operation_type").asText()).isEqualTo("Delete");
        assertThat(operation.get("params").has("effective_at")).isFalse();
        assertThat(operation.at("/params/expires_at").asText()).isEqualTo("2027-12-21T10:00:00Z");
        assertThatThrownBy(() -> UploadSettings.doNotReach("acc", "dnr1", UploadSettings.Operation.UPDATE,
                now.minusSeconds(1), now)).extracting(Words::of, STRING).contains("must be later than now");
        assertThatThrownBy(() -> settings.validate(ColumnMapping.parse(List.of("handle=1"))))
                .extracting(Words::of, STRING).contains("only email and phone_number");
        assertThatThrownBy(() -> UploadSettings.customAudience("a", "b", UploadSettings.Operation.UPDATE, now, now))
                .extracting(Words::of, STRING).contains("must be later than effective_at");
    }

    private static List<UploadBatch> batch(BatchLimits limits, List<byte[]> operations) {
        Batcher batcher = new Batcher(limits);
        List<UploadBatch> batches = new ArrayList<>();
        for (int i = 0; i < operations.size(); i++) {
            UploadBatch closed = batcher.add(i + 1, operations.get(i));
            if (closed != null) {
                batches.add(closed);
            }
        }
        UploadBatch last = batcher.flush();
        if (last != null) {
            batches.add(last);
        }
        return batches;
    }

    private static byte[] expectedBody(UploadBatch batch, List<byte[]> operations) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write('[');
        for (int i = 0; i < batch.operationCount(); i++) {
            if (i > 0) {
                out.write(',');
            }
            out.writeBytes(operations.get((int) batch.lines()[i] - 1));
        }
        out.write(']');
        return out.toByteArray();
    }

    private static byte[] operation(int length, int seed) {
        byte[] bytes = new byte[length];
        Arrays.fill(bytes, (byte) ('a' + seed % 26));
        return bytes;
    }

    @Test
    void operationsWrittenAroundHexDigitsGiveTheSameBodiesAsWholeOnes() {
        byte[][] heads = {"{\"a\":[\"".getBytes(StandardCharsets.US_ASCII), "{\"bb\":[\"".getBytes(StandardCharsets.US_ASCII)};
        byte[] tail = "\"]}".getBytes(StandardCharsets.US_ASCII);
        Random random = new Random(11);
        for (int round = 0; round < 100; round++) {
            BatchLimits limits = new BatchLimits(1 + random.nextInt(40), 200 + random.nextInt(3_000));
            Batcher parts = new Batcher(limits);
            Batcher whole = new Batcher(limits);
            List<UploadBatch> fromParts = new ArrayList<>();
            List<UploadBatch> fromWhole = new ArrayList<>();
            byte[] data = new byte[64 * 300 + 100];
            random.nextBytes(data); // any bytes: the batcher copies, it does not look
            for (int i = 0; i < 300; i++) {
                UploadBatch closedParts;
                UploadBatch closedWhole;
                if (random.nextInt(5) == 0) {
                    byte[] operation = operation(1 + random.nextInt(90), i);
                    closedParts = parts.add(i + 1, operation);
                    closedWhole = whole.add(i + 1, operation);
                } else {
                    byte[] head = heads[random.nextInt(4) == 0 ? 1 : 0];
                    int length = random.nextInt(8) == 0 ? 1 + random.nextInt(63) : 64;
                    ByteArrayOutputStream operation = new ByteArrayOutputStream();
                    operation.writeBytes(head);
                    operation.write(data, 64 * i, length);
                    operation.writeBytes(tail);
                    closedParts = parts.add(i + 1, head, data, 64 * i, length, tail);
                    closedWhole = whole.add(i + 1, operation.toByteArray());
                }
                if (closedParts != null) {
                    fromParts.add(closedParts);
                }
                if (closedWhole != null) {
                    fromWhole.add(closedWhole);
                }
            }
            fromParts.add(parts.flush());
            fromWhole.add(whole.flush());
            assertThat(fromParts).hasSameSizeAs(fromWhole);
            for (int b = 0; b < fromWhole.size(); b++) {
                assertThat(fromParts.get(b).body()).as("round %d batch %d", round, b).isEqualTo(fromWhole.get(b).body());
                assertThat(fromParts.get(b).lines()).isEqualTo(fromWhole.get(b).lines());
            }
        }
    }
}
