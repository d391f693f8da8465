package dev.starling.core.upload.inspect;

import dev.starling.core.upload.read.LineBlocks;
import dev.starling.core.upload.encode.ParallelEncoder;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;

/**
 * The data rows of a file, counted exactly as the upload reads them (the same readers: bytes for a plain
 * ASCII file, the CSV parser otherwise), so the wizard's first step can say "3,260 rows" instead of an
 * estimate from the file's size, and the count is the preview's and the upload's "rows read".
 */
public final class RowCount {

    private RowCount() {
    }

    /** Blocking: reads the whole file once (a million short rows take well under a second). */
    public static long of(SourceProfile profile) {
        long rows = 0;
        if (profile.plainAscii()) {
            try (LineBlocks blocks = new LineBlocks(profile)) {
                for (LineBlocks.Block block = blocks.next(ParallelEncoder.CHUNK_ROWS); block != null;
                     block = blocks.next(ParallelEncoder.CHUNK_ROWS)) {
                    rows += block.size();
                    blocks.done(block);
                }
            }
            return rows;
        }
        try (SourceReader reader = new SourceReader(profile)) {
            while (reader.hasNext()) {
                reader.next();
                rows++;
            }
        }
        return rows;
    }
}
