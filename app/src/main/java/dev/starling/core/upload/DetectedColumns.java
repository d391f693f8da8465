package dev.starling.core.upload;

import java.nio.file.Path;
import java.util.List;

/**
 * A CRM file as the upload wizard first reads it: its profile (encoding, delimiter, header), its first rows (raw values,
 * in memory only, for the mapping screen) and the columns detected from them. The wizard and the overlap screen both
 * start from it, so a file is mapped the same way wherever it is chosen.
 *
 * @param sample the first {@link SourceSample#ROWS} data rows
 * @param detected the columns detected, empty when none could be
 * @param wasDetected whether detection found a mapping (false: the user maps the columns)
 */
public record DetectedColumns(SourceProfile profile, List<List<String>> sample, List<ColumnMapping.Column> detected,
                              boolean wasDetected) {

    public DetectedColumns {
        sample = List.copyOf(sample);
        detected = List.copyOf(detected);
    }

    /**
     * Inspects {@code file} and detects its columns.
     *
     * @throws UploadException when the file cannot be read as a CRM file
     */
    public static DetectedColumns of(Path file) {
        SourceProfile profile = SourceInspector.inspect(file);
        List<List<String>> sample = SourceSample.firstRows(profile, SourceSample.ROWS);
        try {
            return new DetectedColumns(profile, sample, ColumnDetector.detect(profile, sample).columns(), true);
        } catch (UploadException e) {
            return new DetectedColumns(profile, sample, List.of(), false);
        }
    }

    /** Columns the file has: the widest of its header and its first row. */
    public int width() {
        return Math.max(profile.columnCount(), profile.header().size());
    }

    /** The type detected for column {@code index} (from 0), or null when it is not mapped. */
    public IdentifierType typeOf(int index) {
        return detected.stream().filter(c -> c.index() == index).map(ColumnMapping.Column::type).findFirst().orElse(null);
    }

    /** Column {@code index}'s name in the header, or null when it has none. */
    public String headerName(int index) {
        return index < profile.header().size() && !profile.header().get(index).isBlank() ? profile.header().get(index) : null;
    }
}
