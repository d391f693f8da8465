package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.text.Messages;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code starling flexible list --account ID}: the account's flexible audiences, one per line. */
@Command(name = "list", resourceBundle = "dev.starling.cli.help.flexible-list", mixinStandardHelpOptions = true)
public final class FlexibleListCommand extends AccountListCommand<CustomAudience> {

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
        return ads.allAudiences(account, new AudienceQuery(AudienceQuery.MAX_COUNT, null, null, AudienceScope.OWNER, false))
                .stream().filter(CustomAudience::flexible).toList();
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
