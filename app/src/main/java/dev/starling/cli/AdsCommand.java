package dev.starling.cli;

import picocli.CommandLine.Command;

/** {@code starling ads}: the signed-in user's ad accounts and the one the commands work in by default. */
@Command(name = "ads", resourceBundle = "dev.starling.cli.help.ads", mixinStandardHelpOptions = true,
        subcommands = {AdAccountsCommand.class})
public final class AdsCommand {
}
