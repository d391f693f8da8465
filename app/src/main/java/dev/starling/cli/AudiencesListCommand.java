package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling audiences list [--account ID] [--query PREFIX] [--shared]}: the account's custom
 * audiences (flexible ones included), one per line: id, name, type, people (X's {@code audience_size},
 * a count of matched people) and status, in the window's words.
 */
@Command(name = "list", resourceBundle = "dev.starling.cli.help.audiences-list", mixinStandardHelpOptions = true)
public final class AudiencesListCommand extends AccountListCommand<CustomAudience> {

    @Option(names = "--query", paramLabel = "PREFIX", descriptionKey = "query")
    String query;

    @Option(names = "--shared", descriptionKey = "shared")
    boolean shared;

    @Override
    List<CustomAudience> fetch(AdsClient ads, String accountId) {
        return ads.allAudiences(accountId, new AudienceQuery(AudienceQuery.MAX_COUNT, null, query,
                shared ? AudienceScope.SHARED : AudienceScope.OWNER, false));
    }

    @Override
    String[] heading() {
        return new String[] {Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name"),
                Messages.text("audiences.cli.type"), Messages.text("audiences.cli.people"),
                Messages.text("audiences.cli.status")};
    }

    @Override
    String[] row(CustomAudience audience) {
        return new String[] {audience.id(), audience.name(),
                audience.audienceType() == null ? Messages.text("flexible.cli.list.unknown") : audience.audienceType(),
                FlexibleCommand.size(audience.audienceSize()), status(audience.targetable(), audience.reasonsNotTargetable())};
    }

    @Override
    String none(String accountId) {
        return Messages.text(query == null || query.isBlank() ? "audiences.cli.none" : "audiences.cli.noMatch",
                accountId, query);
    }

    /**
     * "ready", or why not: "size being recomputed" while X recounts (never "too small" then:
     * the size is not known), else X's other reasons in words.
     */
    static String status(boolean targetable, List<String> reasons) {
        if (targetable) {
            return Messages.text("audiences.cli.ready");
        }
        if (reasons.contains("PROCESSING")) {
            return Messages.text("audiences.cli.processing");
        }
        if (reasons.isEmpty()) {
            return Messages.text("audiences.cli.notTargetable");
        }
        List<String> words = new ArrayList<>();
        for (String reason : reasons) {
            words.add(reason.equals("TOO_SMALL") ? Messages.text("audiences.cli.tooSmall") : reason);
        }
        return String.join(", ", words);
    }
}
