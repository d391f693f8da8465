package dev.starling.core.upload.encode;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.SourceFiles;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.common.UploadSettings;

/**
 * The encoders of a plain file cut their own blocks of lines ({@link ParallelEncoder#of}): whatever thread cuts
 * and encodes which block, the chunks come out in file order, exactly as cutting and encoding the blocks one after
 * the other on one thread gives them; a line over the parser's limit in a late block stops the chunks at that
 * block with the parser's words; closing half way never leaves a thread waiting.
 */
class EncodersCuttingTheirOwnLinesTest {

    @TempDir
    Path dir;

    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    /** 64 lines a chunk (the smallest), so that a small file makes many chunks for three encoders to race over. */
    private ChunkEncoder encoder() {
        return new ChunkEncoder(ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("GB"),
                new OperationFormat(settings), true, 64);
    }

    private static String emails(int rows) {
        StringBuilder text = new StringBuilder("email\n");
        for (int i = 0; i < rows; i++) {
            // blank lines, CR LF, a refused value and an upper-case one now and then: chunks of uneven bytes
            text.append(i % 97 == 0 ? "\n" : "").append(i % 13 == 0 ? "not-an-email" : " Person" + i + "@Example.com")
                    .append(i % 7 == 0 ? "\r\n" : "\n");
        }
        return text.toString();
    }

    /** The chunks one thread makes by cutting a block, then encoding it, then the next, up to a failure if any. */
    private static List<String> oneByOne(SourceProfile profile, ChunkEncoder encoder) {
        List<String> chunks = new ArrayList<>();
        try (LineBlocks blocks = new LineBlocks(profile)) {
            LineBlocks.Block block;
            while ((block = blocks.next(encoder.linesPerChunk())) != null) {
                chunks.add(describe(encoder.encode(block, profile.delimiter())));
            }
        } catch (UploadException e) {
            chunks.add(Words.of(e));
        }
        return chunks;
    }

    private static String describe(EncodedChunk chunk) {
        int end = chunk.operationStart()[chunk.size()];
        return Arrays.toString(Arrays.copyOf(chunk.lines(), chunk.size())) + " " + new String(chunk.data(), 0, end)
                + " " + Arrays.toString(chunk.keys()) + " " + chunk.rejections();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void chunksComeOutInFileOrderAsOneThreadMakesThem() throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "many.csv", emails(20_000)));
        assertThat(profile.plainAscii()).isTrue();
        ChunkEncoder encoder = encoder();
        List<String> expected = oneByOne(profile, encoder);
        assertThat(expected).hasSizeGreaterThan(100);

        for (int round = 0; round < 5; round++) {
            List<String> chunks = new ArrayList<>();
            try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, encoder, 3)) {
                encoders.forEachRemaining(chunk -> chunks.add(describe(chunk)));
            }
            assertThat(chunks).isEqualTo(expected);
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aLineOverTheLimitInALateBlockStopsTheChunksThereWithTheParsersWords() throws Exception {
        String content = emails(5_000) + "a".repeat(70_000) + "@example.com\n" + emails(1_000).substring("email\n".length());
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "long.csv", content));
        assertThat(profile.plainAscii()).isTrue();
        ChunkEncoder encoder = encoder();

        long longLine = emails(5_000).chars().filter(c -> c == '\n').count() + 1;
        List<String> before = new ArrayList<>();
        List<Long> lastLines = new ArrayList<>();
        try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, encoder, 2)) {
            assertThatThrownBy(() -> encoders.forEachRemaining(chunk -> {
                before.add(describe(chunk));
                lastLines.add(chunk.lines()[chunk.size() - 1]);
            }))
                    .isInstanceOf(UploadException.class)
                    .extracting(Words::of, STRING).contains("a field longer than 65,536 characters");
            assertThat(encoders.hasNext()).isFalse();
        }
        // every line before the long one came out, in order, and none after it
        List<String> expected = oneByOne(profile, encoder);
        assertThat(expected.get(expected.size() - 1)).contains("row " + longLine + ": a field longer than");
        assertThat(before).isEqualTo(expected.subList(0, expected.size() - 1)).isNotEmpty();
        assertThat(lastLines.get(lastLines.size() - 1)).isLessThan(longLine).isGreaterThan(longLine - 2 * 64);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void closingHalfWayStopsTheEncodersAndANewReadStartsAfresh() throws Exception {
        SourceProfile profile = SourceInspector.inspect(SourceFiles.write(dir, "half.csv", emails(20_000)));
        ChunkEncoder encoder = encoder();
        for (int round = 0; round < 20; round++) {
            try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, encoder, 2)) {
                assertThat(encoders.next().lines()[0]).isEqualTo(3); // line 2 is blank
                encoders.next(); // the encoders are now blocked with a full queue, or cutting
            }
        }
        List<String> chunks = new ArrayList<>();
        try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, encoder, 2)) {
            encoders.forEachRemaining(chunk -> chunks.add(describe(chunk)));
        }
        assertThat(chunks).isEqualTo(oneByOne(profile, encoder));
    }
}
