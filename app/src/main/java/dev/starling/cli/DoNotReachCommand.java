package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.ui.common.Messages;
import java.io.PrintWriter;
import java.util.function.BiFunction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code starling dnr}: create and list do-not-reach lists from the command line. */
@Command(name = "dnr", mixinStandardHelpOptions = true,
        description = "Create a do-not-reach list, or list an account's do-not-reach lists.",
        subcommands = {DoNotReachCreateCommand.class, DoNotReachListCommand.class})
public final class DoNotReachCommand {

    @ParentCommand
    StarlingCommand parent;

    /**
     * Runs {@code work} with the signed-in Ads client and standard output: a usage error without
     * {@code --account}, exit 1 when nobody is signed in or the API refuses (its reason on stderr).
     */
    int withAds(String account, CommandLine.Model.CommandSpec spec, BiFunction<AdsClient, PrintWriter, Integer> work) {
        if (account == null || account.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), Messages.text("flexible.cli.missingAccount"));
        }
        PrintWriter err = parent.accountErr();
        try (ClientSession session = ClientSession.open(parent, parent.env())) {
            if (FlexibleCommand.signedIn(session, err).isEmpty()) {
                return FlexibleCommand.EXIT_REFUSED;
            }
            return work.apply(session.app().ads(), parent.out());
        } catch (ApiException e) {
            err.println(Messages.text("flexible.cli.failed", e.getMessage()));
            return FlexibleCommand.EXIT_REFUSED;
        }
    }
}
