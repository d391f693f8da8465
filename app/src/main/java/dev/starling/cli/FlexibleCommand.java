package dev.starling.cli;

import dev.starling.core.api.account.Account;
import dev.starling.core.flexible.BundleText;
import dev.starling.ui.common.Messages;
import java.io.PrintWriter;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

/** {@code starling flexible}: create and list flexible audiences from the command line. */
@Command(name = "flexible", mixinStandardHelpOptions = true,
        description = "Create flexible audiences from a segments JSON file, or list an account's flexible audiences.",
        subcommands = {FlexibleCreateCommand.class, FlexibleListCommand.class})
public final class FlexibleCommand {

    static final int EXIT_REFUSED = 1;

    @ParentCommand
    StarlingCommand parent;

    static String text(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    /** Prints why nothing can be done when nobody is signed in; empty then. */
    static Optional<Account> signedIn(ClientSession session, PrintWriter err) {
        Optional<Account> account = session.api().accounts().defaultAccount().filter(a -> !a.needsSignIn());
        if (account.isEmpty()) {
            err.println(Messages.text("flexible.cli.notSignedIn", session.api().environment().label()));
        }
        return account;
    }
}
