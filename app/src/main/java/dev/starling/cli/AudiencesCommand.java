package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling audiences}: an ad account's custom audiences, for the ids a scheduled upload needs. */
@Command(name = "audiences", mixinStandardHelpOptions = true,
        description = "List an ad account's custom audiences (the ids 'starling upload --audience ID' takes).",
        subcommands = {AudiencesListCommand.class})
public final class AudiencesCommand {
}
