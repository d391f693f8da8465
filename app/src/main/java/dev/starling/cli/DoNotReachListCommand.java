package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.text.Messages;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code starling dnr list --account ID}: the account's do-not-reach lists, one per line. */
@Command(name = "list", resourceBundle = "dev.starling.cli.help.dnr-list", mixinStandardHelpOptions = true)
public final class DoNotReachListCommand extends AccountListCommand<DoNotReachList> {

    @Override
    List<DoNotReachList> fetch(AdsClient ads, String accountId) {
        return ads.allDoNotReachLists(accountId);
    }

    @Override
    String[] heading() {
        return FlexibleCommand.listHeader();
    }

    @Override
    String[] row(DoNotReachList list) {
        return new String[] {list.id(), list.name(), FlexibleCommand.targetable(list.targetable(),
                list.reasonsNotTargetable()), FlexibleCommand.size(list.listSize())};
    }

    @Override
    String none(String accountId) {
        return Messages.text("dnr.cli.none", accountId);
    }
}
