package dev.starling.cli;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.ui.common.Messages;
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
        return dnr.withAds(account, spec, (ads, out) -> {
            List<DoNotReachList> found = ads.allDoNotReachLists(account);
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name"),
                    Messages.text("flexible.cli.list.targetable"), Messages.text("flexible.cli.list.size")});
            for (DoNotReachList list : found) {
                rows.add(new String[] {list.id(), list.name(), list.targetable() ? Messages.text("flexible.cli.list.yes")
                        : Messages.text("flexible.cli.list.no", String.join(", ", list.reasonsNotTargetable())),
                        list.listSize() == null ? Messages.text("flexible.cli.list.unknown") : String.valueOf(list.listSize())});
            }
            TextTable.print(out, rows);
            if (found.isEmpty()) {
                dnr.parent.accountErr().println(Messages.text("dnr.cli.none", account));
            }
            return 0;
        });
    }
}
