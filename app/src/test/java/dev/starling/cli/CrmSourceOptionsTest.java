package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The one --column / --phone-region pair of upload, sync and overlap, each command wording it for itself. */
class CrmSourceOptionsTest {

    private static String help(String command) {
        CommandLine root = StarlingCommand.commandLine(options -> 0, Map.of());
        return root.getSubcommands().get(command).getUsageMessage(CommandLine.Help.Ansi.OFF).replaceAll("\\s+", " ");
    }

    @Test
    void uploadMapsPartnerIdsAndNamesWhereTheDefaultRegionComesFrom() {
        assertThat(help("upload"))
                .contains("--column=TYPE=N Map column N (from 1) to email, phone_number, handle, service_id, device_id or"
                        + " partner_user_id; repeatable. Default: detected from the header and the values.")
                .contains("--phone-region=CC Region of phone numbers written without +country code (default: the one set"
                        + " in the window's upload wizard, else the computer's country, else US)");
    }

    @Test
    void syncMapsNoPartnerIds() {
        assertThat(help("sync"))
                .contains("--column=TYPE=N Map column N (from 1) to email, phone_number, handle, service_id or device_id;"
                        + " repeatable. Default: detected from the header and the values.")
                .contains("--phone-region=CC Region of phone numbers written without +country code (default: the upload"
                        + " setting)");
    }

    @Test
    void overlapMapsAColumnPerFile() {
        assertThat(help("overlap"))
                .contains("--column=[K:]TYPE=N Map column N (from 1) to email, phone_number, handle, service_id, device_id"
                        + " or partner_user_id, in every file, or in file K only with K: (repeatable). Default: detected"
                        + " per file.")
                .contains("--phone-region=CC Region of phone numbers written without +country code (default: the upload"
                        + " setting)");
    }
}
