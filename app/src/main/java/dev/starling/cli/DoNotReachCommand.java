package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling dnr}: create and list do-not-reach lists from the command line. */
@Command(name = "dnr", mixinStandardHelpOptions = true,
        description = "Create a do-not-reach list, or list an account's do-not-reach lists.",
        subcommands = {DoNotReachCreateCommand.class, DoNotReachListCommand.class})
public final class DoNotReachCommand {
}
