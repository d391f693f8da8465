package dev.starling.core.upload.inspect;

import dev.starling.core.text.BundleText;
import java.nio.file.Path;
import java.util.List;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadException;

/**
 * A CRM file inspected for an upload: its profile (size, fingerprint, encoding, delimiter, header), its first rows
 * (raw values, in memory only, for detection and the mapping screen) and the columns detected from them. The one way
 * a source is inspected: the wizard, the overlap screen and the command line's {@code upload}, {@code sync} and
 * {@code overlap} all start from it, so a file is read and mapped the same way wherever it is chosen.
 *
 * @param sample the first {@link SourceSample#ROWS} data rows
 * @param detected the columns detected, empty when none could be
 * @param problem why no columns were detected (what the user should map), or null when they were
 */
public record DetectedColumns(SourceProfile profile, List<List<String>> sample, List<ColumnMapping.Column> detected,
                              BundleText problem) {

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
            return new DetectedColumns(profile, sample, ColumnDetector.detect(profile, sample).columns(), null);
        } catch (UploadException e) {
            return new DetectedColumns(profile, sample, List.of(), e.text());
        }
    }

    /** Whether detection found a mapping (false: the user maps the columns). */
    public boolean wasDetected() {
        return problem == null;
    }

    /**
     * The detected mapping.
     *
     * @throws UploadException saying which columns to map, when none were detected
     */
    public ColumnMapping mapping() {
        if (problem != null) {
            throw new UploadException(problem);
        }
        return new ColumnMapping(detected);
    }

    /** Columns the file has: the widest of its header and its first row. */
    public int width() {
        return profile.width();
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
