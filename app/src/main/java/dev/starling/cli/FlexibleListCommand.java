package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.Page;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
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

/** {@code starling flexible list --account ID}: the account's flexible audiences, one per line. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the account's flexible audiences: id, name, targetable, size and number of leaf audiences.")
public final class FlexibleListCommand implements Callable<Integer> {

    private static final int MAX_PAGES = 20;

    @Option(names = "--account", paramLabel = "ID", description = "Ad account id")
    String account;

    @ParentCommand
    FlexibleCommand flexible;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (account == null || account.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), Messages.text("flexible.cli.missingAccount"));
        }
        StarlingCommand parent = flexible.parent;
        PrintWriter out = parent.out();
        PrintWriter err = parent.accountErr();
        try (ClientSession session = ClientSession.open(parent, parent.env())) {
            if (FlexibleCommand.signedIn(session, err).isEmpty()) {
                return FlexibleCommand.EXIT_REFUSED;
            }
            List<CustomAudience> found = flexibleAudiences(session.app().ads());
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name"),
                    Messages.text("flexible.cli.list.targetable"), Messages.text("flexible.cli.list.size"),
                    Messages.text("flexible.cli.list.leaves")});
            for (CustomAudience audience : found) {
                rows.add(new String[] {audience.id(), audience.name(), targetable(audience),
                        audience.audienceSize() == null ? Messages.text("flexible.cli.list.unknown")
                                : String.valueOf(audience.audienceSize()), leaves(audience)});
            }
            TextTable.print(out, rows);
            if (found.isEmpty()) {
                err.println(Messages.text("flexible.cli.list.none", account));
            }
            return 0;
        } catch (ApiException e) {
            err.println(Messages.text("flexible.cli.failed", e.getMessage()));
            return FlexibleCommand.EXIT_REFUSED;
        }
    }

    private List<CustomAudience> flexibleAudiences(AdsClient ads) {
        List<CustomAudience> all = new ArrayList<>();
        AudienceQuery query = new AudienceQuery(AudienceQuery.MAX_COUNT, null, null, AudienceScope.OWNER, false);
        for (int page = 0; page < MAX_PAGES; page++) {
            Page<CustomAudience> found = ads.audiences(account, query);
            found.data().stream().filter(CustomAudience::flexible).forEach(all::add);
            if (!found.hasNext()) {
                break;
            }
            query = query.atCursor(found.nextCursor());
        }
        return all;
    }

    private static String targetable(CustomAudience audience) {
        return audience.targetable() ? Messages.text("flexible.cli.list.yes")
                : Messages.text("flexible.cli.list.no", String.join(", ", audience.reasonsNotTargetable()));
    }

    /** The number of leaf audiences, or "?" when the segments cannot be read. */
    private static String leaves(CustomAudience audience) {
        try {
            return String.valueOf(SegmentJsonReader.segments(audience.segments()).leafCount());
        } catch (SegmentJsonException e) {
            return "?";
        }
    }
}
