package dev.starling.cli;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.AccountService;
import java.io.IOException;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code starling logout}: revokes an account's token at the server and forgets it here. */
@Command(name = "logout", mixinStandardHelpOptions = true,
        description = "Sign out: revoke the account's token at the server, then remove it from this computer.")
public final class LogoutCommand extends Subcommand {

    @Option(names = "--account", paramLabel = "NAME", description = "@screen_name or user id (default: the default account)")
    String account;

    @Option(names = "--local-only", description = "Remove the account here even if the server cannot be reached")
    boolean localOnly;

    @Override
    public Integer call() throws IOException {
        return context.inSession((session, out, err) -> {
            AccountService accounts = session.api().accounts();
            Optional<Account> target = account == null ? accounts.defaultAccount() : accounts.find(account);
            if (target.isEmpty()) {
                err.println("starling: " + (account == null ? "no account is signed in." : "no account " + account
                        + " is signed in; see 'starling accounts'."));
                return 1;
            }
            Account chosen = target.get();
            switch (accounts.signOut(chosen)) {
                case INVALIDATED -> out.println("Signed out @" + chosen.screenName() + ".");
                case ALREADY_INVALID -> out.println("Removed @" + chosen.screenName()
                        + " (its token was already invalid).");
                case SERVER_UNREACHABLE -> {
                    if (!localOnly) {
                        err.println("starling: the server could not be reached, so the token was not revoked. "
                                + "Run again with --local-only to remove @" + chosen.screenName() + " here anyway.");
                        return 1;
                    }
                    accounts.removeLocally(chosen);
                    out.println("Removed @" + chosen.screenName() + " from this computer only "
                            + "(the server could not be reached; revoke the app's access in your X settings).");
                }
            }
            return 0;
        });
    }
}
