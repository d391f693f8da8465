package dev.starling.cli;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.ChosenAdAccounts;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling ads accounts [--default ID]}: the ad accounts the signed-in user may act for, the
 * default marked with {@code *}. The default is the account the window's Ads workspaces work in (one
 * per signed-in user, kept across restarts); the Ads commands use it when {@code --account} is left out.
 * {@code --default ID} chooses it here, for a machine where the window never runs.
 */
@Command(name = "accounts", resourceBundle = "dev.starling.cli.help.ads-accounts", mixinStandardHelpOptions = true)
public final class AdAccountsCommand extends Subcommand {

    @Option(names = "--default", paramLabel = "ID", descriptionKey = "default")
    String makeDefault;

    @Override
    public Integer call() throws IOException {
        if (makeDefault != null && makeDefault.isBlank()) {
            throw context.usage(Messages.text("ads.cli.blankDefault"));
        }
        try {
            return context.asSignedIn(Clock.systemUTC(), (session, out, err) -> {
                List<AdAccount> accounts = session.app().ads().accounts();
                Account user = session.api().accounts().defaultAccount().orElseThrow();
                ChosenAdAccounts chosen = session.app().chosenAdAccounts();
                if (makeDefault != null) {
                    String id = makeDefault.strip();
                    if (accounts.stream().noneMatch(account -> account.id().equals(id))) {
                        err.println(Messages.text("ads.cli.notYours", id, user.screenName()));
                        print(out, accounts, ChosenAdAccounts.pick(accounts, chosen.of(user)));
                        return CommandContext.EXIT_FAILED;
                    }
                    chosen.choose(user, id);
                }
                if (accounts.isEmpty()) {
                    err.println(Messages.text("ads.noAccounts"));
                    return 0;
                }
                print(out, accounts, ChosenAdAccounts.pick(accounts, chosen.of(user)));
                return 0;
            });
        } catch (ApiException e) {
            context.err().println(Messages.text("flexible.cli.failed", e.text()));
            return CommandContext.EXIT_FAILED;
        }
    }

    /** The accounts, the default first-column-marked: the one remembered, else the first (what the window shows). */
    private static void print(PrintWriter out, List<AdAccount> accounts, Optional<AdAccount> shown) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {" ", Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name")});
        for (AdAccount account : accounts) {
            boolean isDefault = shown.isPresent() && shown.get().id().equals(account.id());
            rows.add(new String[] {isDefault ? "*" : " ", account.id(), account.name() == null ? "" : account.name()});
        }
        TextTable.print(out, rows);
    }
}
