package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling audiences}: an ad account's custom audiences, for the ids a scheduled upload needs. */
@Command(name = "audiences", resourceBundle = "dev.starling.cli.help.audiences", mixinStandardHelpOptions = true,
        subcommands = {AudiencesListCommand.class})
public final class AudiencesCommand {
}
