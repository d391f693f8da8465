package dev.starling.core.upload.encode;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.normalize.Sha256Hex;
import dev.starling.core.upload.SourceFiles;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadSettings;

/**
 * A plain file's buffers and a chunk's arrays are used again once no one reads them (ADR 34): a buffer is filled
 * again only when every block cut from it was handed back, a chunk's keys and bounds only once the batching thread
 * handed the chunk back, and what comes out is the same as with fresh memory every time.
 */
class ReusedChunkMemoryTest {

    @TempDir
    Path dir;

    private final UploadSettings settings = UploadSettings.customAudience("acc1", "aud1", UploadSettings.Operation.UPDATE,
            Instant.parse("2026-11-21T00:00:00Z"), null);

    /** About 2.4 MB: ten buffers' worth of lines, each line different. */
    private SourceProfile file() throws Exception {
        StringBuilder text = new StringBuilder("email\n");
        for (int i = 0; i < 100_000; i++) {
            text.append(" Person").append(i).append("@Example.com\n");
        }
        return SourceInspector.inspect(SourceFiles.write(dir, "emails.csv", text.toString()));
    }

    private static List<String> text(LineBlocks.Block block) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < block.size(); i++) {
            lines.add(block.lines()[i] + ":" + new String(block.data(), block.start()[i], block.end()[i] - block.start()[i],
                    StandardCharsets.US_ASCII));
        }
        return lines;
    }

    private static String expectedLine(long line) {
        return line + ": Person" + (line - 2) + "@Example.com";
    }

    @Test
    void blocksHandedBackAtOnceShareAFewBuffersAndEachReadsItsOwnLines() throws Exception {
        Set<byte[]> buffers = Collections.newSetFromMap(new IdentityHashMap<>());
        long line = 2;
        try (LineBlocks blocks = new LineBlocks(file())) {
            LineBlocks.Block block;
            while ((block = blocks.next(2_500)) != null) {
                for (String cut : text(block)) {
                    assertThat(cut).isEqualTo(expectedLine(line++));
                }
                buffers.add(block.data());
                blocks.done(block);
            }
        }
        assertThat(line).isEqualTo(100_002);
        assertThat(buffers).as("buffers filled for ten buffers' worth of lines").hasSizeBetween(2, 3);
    }

    @Test
    void aBufferIsNotFilledAgainWhileABlockCutFromItIsStillRead() throws Exception {
        Set<byte[]> buffers = Collections.newSetFromMap(new IdentityHashMap<>());
        try (LineBlocks blocks = new LineBlocks(file())) {
            LineBlocks.Block held = blocks.next(2_500);
            String heldLines = String.join("\n", text(held));
            buffers.add(held.data());
            LineBlocks.Block block;
            while ((block = blocks.next(2_500)) != null) {
                if (block.data() != held.data()) {
                    buffers.add(block.data());
                }
                blocks.done(block);
            }
            assertThat(Sha256Hex.hash(String.join("\n", text(held)))).as("the held block's lines, as a digest")
                    .isEqualTo(Sha256Hex.hash(heldLines));
            assertThat(heldLines).startsWith(expectedLine(2) + "\n");
            // the held block's buffer stayed its own; the others went round
            assertThat(buffers).hasSizeBetween(3, 4);
        }
    }

    private ChunkEncoder encoder() {
        return new ChunkEncoder(ColumnMapping.parse(List.of("email=1")), new IdentifierNormalizer("GB"),
                new OperationFormat(settings), true, 2_500);
    }

    /** Everything a chunk holds, as a digest: a failure then prints two short lines, not two chunks. */
    private static String describe(EncodedChunk chunk) {
        int end = chunk.operationStart()[chunk.size()];
        return chunk.lines()[0] + "+" + chunk.size() + " " + Sha256Hex.hash(Arrays.toString(chunk.lines())
                + new String(chunk.data(), 0, end, StandardCharsets.US_ASCII) + Arrays.toString(chunk.keys())
                + Arrays.toString(chunk.keyStart()) + Arrays.toString(chunk.operationStart())
                + Arrays.toString(chunk.singleType()));
    }

    @Test
    void aChunkHandedBackLendsItsArraysToTheNextAndItsOutputIsAsWithFreshOnes() throws Exception {
        SourceProfile profile = file();
        List<String> fresh = new ArrayList<>();
        ChunkEncoder freshEncoder = encoder();
        try (LineBlocks blocks = new LineBlocks(profile)) {
            LineBlocks.Block block;
            while ((block = blocks.next(freshEncoder.linesPerChunk())) != null) {
                fresh.add(describe(freshEncoder.encode(block, profile.delimiter())));
            }
        }

        ChunkEncoder reusing = encoder();
        List<String> reused = new ArrayList<>();
        Set<long[]> keyArrays = Collections.newSetFromMap(new IdentityHashMap<>());
        try (LineBlocks blocks = new LineBlocks(profile)) {
            LineBlocks.Block block;
            while ((block = blocks.next(reusing.linesPerChunk())) != null) {
                EncodedChunk chunk = reusing.encode(block, profile.delimiter());
                blocks.done(block);
                reused.add(describe(chunk));
                keyArrays.add(chunk.keys());
                reusing.done(chunk);
            }
        }
        assertThat(reused).isEqualTo(fresh).hasSize(40);
        assertThat(keyArrays).as("the key arrays of 40 chunks handed back one by one").hasSize(1);
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void encodersReusingMemoryOnSeveralThreadsGiveTheChunksOneThreadGives() throws Exception {
        SourceProfile profile = file();
        ChunkEncoder oneThread = encoder();
        List<String> expected = new ArrayList<>();
        try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, oneThread, 1)) {
            encoders.forEachRemaining(chunk -> expected.add(describe(chunk)));
        }
        ChunkEncoder shared = encoder();
        for (int round = 0; round < 5; round++) {
            List<String> chunks = new ArrayList<>();
            try (ParallelEncoder<EncodedChunk> encoders = ParallelEncoder.of(profile, shared, 3)) {
                encoders.forEachRemaining(chunk -> {
                    chunks.add(describe(chunk));
                    shared.done(chunk);
                });
            }
            assertThat(chunks).isEqualTo(expected);
        }
    }
}
