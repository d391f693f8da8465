package dev.starling.cli;

import dev.starling.core.config.AppSettings;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * How a CRM file's columns are read, as upload, sync and overlap take it: {@code --column} (which column holds
 * which identifier) and {@code --phone-region} (the country of numbers written without +country code). Each
 * command words the two for itself (sync maps no partner ids, overlap maps per file), so their help text comes
 * from the command's {@code dev.starling.cli.help.<command>} resource bundle: {@code crm.column},
 * {@code crm.phone-region} and, where the column argument looks different, {@code crm.column.label}.
 */
final class CrmSourceOptions extends MixedInOptions {

    @Option(names = "--column", paramLabel = "${bundle:crm.column.label:-TYPE=N}", descriptionKey = "crm.column")
    List<String> columns = new ArrayList<>();

    @Option(names = "--phone-region", paramLabel = "CC", descriptionKey = "crm.phone-region")
    String phoneRegion;

    /** A {@code --phone-region} that is no region is a usage error of the command. */
    void checkPhoneRegion() {
        CrmColumns.checkPhoneRegion(phoneRegion, this::usage);
    }

    /** The {@code --column} options for {@code files} files, checked (a bad one is a usage error). */
    CrmColumns columns(int files) {
        return new CrmColumns(columns, files, this::usage);
    }

    /** Normalises with {@code --phone-region}, or without it the region set for uploads. */
    IdentifierNormalizer normalizer(AppSettings settings) {
        return new IdentifierNormalizer(phoneRegion != null ? phoneRegion : settings.get(AppSettings.PHONE_REGION));
    }
}
