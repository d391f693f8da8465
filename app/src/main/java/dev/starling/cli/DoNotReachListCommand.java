package dev.starling.cli;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.error.ApiException;
import dev.starling.ui.common.Messages;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code starling dnr list --account ID}: the account's do-not-reach lists, one per line. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the account's do-not-reach lists: id, name, targetable and size.")
public final class DoNotReachListCommand implements Callable<Integer> {

    @Option(names = "--account", paramLabel = "ID", description = "Ad account id")
    String account;

    @ParentCommand
    DoNotReachCommand dnr;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (account == null || account.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), Messages.text("flexible.cli.missingAccount"));
        }
        StarlingCommand parent = dnr.parent;
        PrintWriter out = parent.out();
        PrintWriter err = parent.accountErr();
        try (ClientSession session = ClientSession.open(parent, parent.env())) {
            if (FlexibleCommand.signedIn(session, err).isEmpty()) {
                return FlexibleCommand.EXIT_REFUSED;
            }
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name"),
                    Messages.text("flexible.cli.list.targetable"), Messages.text("flexible.cli.list.size")});
            List<DoNotReachList> found = session.app().ads().allDoNotReachLists(account);
            for (DoNotReachList list : found) {
                rows.add(new String[] {list.id(), list.name(), list.targetable() ? Messages.text("flexible.cli.list.yes")
                        : Messages.text("flexible.cli.list.no", String.join(", ", list.reasonsNotTargetable())),
                        list.listSize() == null ? Messages.text("flexible.cli.list.unknown") : String.valueOf(list.listSize())});
            }
            TextTable.print(out, rows);
            if (found.isEmpty()) {
                err.println(Messages.text("dnr.cli.none", account));
            }
            return 0;
        } catch (ApiException e) {
            err.println(Messages.text("flexible.cli.failed", e.getMessage()));
            return FlexibleCommand.EXIT_REFUSED;
        }
    }
}
