package dev.starling.core.upload.inspect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.read.SourceReader;

/**
 * The first data rows of a file, for column detection and the mapping screen. Held in memory only:
 * they are raw identifiers.
 */
public final class SourceSample {

    /**
     * Rows read for detection, by the window and the command line alike: enough to see a column's shape past a few
     * blank or odd rows, few enough to be instant.
     */
    public static final int ROWS = 200;

    private SourceSample() {
    }

    public static List<List<String>> firstRows(SourceProfile profile, int count) {
        List<List<String>> rows = new ArrayList<>(count);
        try (SourceReader reader = new SourceReader(profile)) {
            while (rows.size() < count && reader.hasNext()) {
                rows.add(Arrays.asList(reader.next().fields()));
            }
        }
        return rows;
    }
}
