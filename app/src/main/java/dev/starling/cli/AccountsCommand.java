package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.api.account.Account;
import java.io.IOException;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code starling accounts}: the signed-in accounts of the environment, default marked with *. */
@Command(name = "accounts", resourceBundle = "dev.starling.cli.help.accounts", mixinStandardHelpOptions = true)
public final class AccountsCommand extends Subcommand {

    @Override
    public Integer call() throws IOException {
        return context.inSession((session, out, err) -> {
            List<Account> accounts = session.api().accounts().list();
            if (accounts.isEmpty()) {
                out.println(Messages.text("accounts.cli.none", Messages.text(session.api().environment().label())));
                return 0;
            }
            for (Account account : accounts) {
                out.println((account.isDefault() ? "* " : "  ") + Messages.text("accounts.cli.account",
                        TerminalText.escape(account.screenName()), TerminalText.escape(account.userId()),
                        account.needsSignIn() ? 1 : 0));
            }
            return 0;
        });
    }
}
