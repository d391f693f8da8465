package dev.starling.cli;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.AccountService;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code starling logout}: revokes an account's token at the server and forgets it here. */
@Command(name = "logout", resourceBundle = "dev.starling.cli.help.logout", mixinStandardHelpOptions = true)
public final class LogoutCommand extends Subcommand {

    @Option(names = "--account", paramLabel = "NAME", descriptionKey = "account")
    String account;

    @Option(names = "--local-only", descriptionKey = "local-only")
    boolean localOnly;

    @Override
    public Integer call() throws IOException {
        return context.inSession((session, out, err) -> {
            AccountService accounts = session.api().accounts();
            Optional<Account> target = account == null ? accounts.defaultAccount() : accounts.find(account);
            if (target.isEmpty()) {
                err.println("starling: " + (account == null ? Messages.text("logout.cli.noDefault")
                        : Messages.text("logout.cli.noSuchAccount", account)));
                return 1;
            }
            Account chosen = target.get();
            switch (accounts.signOut(chosen)) {
                case INVALIDATED -> out.println(Messages.text("logout.cli.signedOut", chosen.screenName()));
                case ALREADY_INVALID -> out.println(Messages.text("logout.cli.alreadyInvalid", chosen.screenName()));
                case SERVER_UNREACHABLE -> {
                    if (!localOnly) {
                        err.println("starling: " + Messages.text("logout.cli.unreachable", chosen.screenName()));
                        return 1;
                    }
                    accounts.removeLocally(chosen);
                    out.println(Messages.text("logout.cli.removedLocally", chosen.screenName()));
                }
            }
            return 0;
        });
    }
}
