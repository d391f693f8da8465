package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.Page;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code starling flexible list --account ID}: the account's flexible audiences, one per line. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the account's flexible audiences: id, name, targetable, size and number of leaf audiences.")
public final class FlexibleListCommand extends AccountListCommand<CustomAudience> {

    private static final int MAX_PAGES = 20;

    @Override
    List<CustomAudience> fetch(AdsClient ads, String accountId) {
        return flexibleAudiences(ads, accountId);
    }

    @Override
    String[] heading() {
        return FlexibleCommand.listHeader(Messages.text("flexible.cli.list.leaves"));
    }

    @Override
    String[] row(CustomAudience audience) {
        return new String[] {audience.id(), audience.name(), FlexibleCommand.targetable(audience.targetable(),
                audience.reasonsNotTargetable()), FlexibleCommand.size(audience.audienceSize()), leaves(audience)};
    }

    @Override
    String none(String accountId) {
        return Messages.text("flexible.cli.list.none", accountId);
    }

    private static List<CustomAudience> flexibleAudiences(AdsClient ads, String account) {
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

    /** The number of leaf audiences, or "?" when the segments cannot be read. */
    private static String leaves(CustomAudience audience) {
        try {
            return String.valueOf(SegmentJsonReader.segments(audience.segments()).leafCount());
        } catch (SegmentJsonException e) {
            return "?";
        }
    }
}
