package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling ads}: the signed-in user's ad accounts and the one the commands work in by default. */
@Command(name = "ads", mixinStandardHelpOptions = true,
        description = "The signed-in user's ad accounts, and the default one (used when an Ads command has no --account).",
        subcommands = {AdAccountsCommand.class})
public final class AdsCommand {
}
