package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.UploadException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The columns of the CRM files a command reads ({@code overlap}, {@code sync}): {@code --column TYPE=N} for every file,
 * {@code --column K:TYPE=N} for file K only (from 1), and otherwise detected from each file's header and first rows,
 * as {@code upload} detects them. Values read for detection stay in memory.
 */
final class CrmColumns {

    /** A file's columns and whether they were detected (rather than given). */
    record Chosen(ColumnMapping mapping, boolean detected) {
    }

    private final List<String> common = new ArrayList<>();
    private final Map<Integer, List<String>> perFile = new HashMap<>();

    /**
     * @param files how many files the command reads (a {@code K:} beyond them is a usage error)
     * @param usage makes a usage error (exit 2) from words
     */
    CrmColumns(List<String> options, int files, Function<String, RuntimeException> usage) {
        for (String option : options) {
            int colon = option.indexOf(':');
            if (colon < 0) {
                common.add(option);
                continue;
            }
            int file;
            try {
                file = Integer.parseInt(option.substring(0, colon).strip());
            } catch (NumberFormatException e) {
                file = 0;
            }
            if (file < 1 || file > files) {
                throw usage.apply(Messages.text("overlap.cli.noSuchFile", option, option.substring(0, colon).strip(), files));
            }
            perFile.computeIfAbsent(file, key -> new ArrayList<>()).add(option.substring(colon + 1));
        }
        for (int file = 1; file <= files; file++) {
            List<String> given = given(file);
            if (!given.isEmpty()) {
                refuseMappedTwice(parse(given, usage), file, usage);
            }
        }
    }

    private List<String> given(int file) {
        return perFile.containsKey(file) ? perFile.get(file) : common;
    }

    private static ColumnMapping parse(List<String> given, Function<String, RuntimeException> usage) {
        try {
            return ColumnMapping.parse(given);
        } catch (UploadException e) {
            throw usage.apply("--column: " + StarlingCommand.words(e));
        }
    }

    /** {@code --phone-region} when given: a region Starling knows, else a usage error (exit 2). */
    static void checkPhoneRegion(String phoneRegion, Function<String, RuntimeException> usage) {
        if (phoneRegion != null) {
            try {
                new IdentifierNormalizer(phoneRegion);
            } catch (UploadException e) {
                throw usage.apply("--phone-region: " + StarlingCommand.words(e));
            }
        }
    }

    /** One column holds one kind of identifier: mapped twice, every value would also be rejected as the other kind. */
    private static void refuseMappedTwice(ColumnMapping mapping, int file, Function<String, RuntimeException> usage) {
        Map<Integer, String> seen = new HashMap<>();
        for (ColumnMapping.Column column : mapping.columns()) {
            String earlier = seen.putIfAbsent(column.index(), column.type().key());
            if (earlier != null) {
                throw usage.apply(Messages.text("overlap.cli.mappedTwice", column.index() + 1, file, earlier,
                        column.type().key()));
            }
        }
    }

    /** File {@code file}'s columns (from 1): as given for it, as given for all, or as {@code read} detected them. */
    Chosen of(int file, DetectedColumns read) {
        List<String> given = given(file);
        if (!given.isEmpty()) {
            ColumnMapping mapping = ColumnMapping.parse(given);
            mapping.validateAgainst(read.width());
            return new Chosen(mapping, false);
        }
        return new Chosen(read.mapping(), true);
    }
}
