package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling dnr}: create and list do-not-reach lists from the command line. */
@Command(name = "dnr", resourceBundle = "dev.starling.cli.help.dnr", mixinStandardHelpOptions = true,
        subcommands = {DoNotReachCreateCommand.class, DoNotReachListCommand.class})
public final class DoNotReachCommand {
}
