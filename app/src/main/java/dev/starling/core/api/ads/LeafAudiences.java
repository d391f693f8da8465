package dev.starling.core.api.ads;

import dev.starling.core.flexible.AudienceFacts;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What the editor and the command line know about the audiences a flexible audience may combine: the
 * account's own and those shared with it, deleted ones included (so a deleted leaf is named as such
 * rather than as unknown), as {@link AudienceFacts}.
 */
public final class LeafAudiences {

    private LeafAudiences() {
    }

    public static AudienceFacts facts(CustomAudience audience) {
        return AudienceFacts.known(audience.id(), audience.name(), audience.audienceType(), audience.audienceSize(),
                audience.targetable(), audience.reasonsNotTargetable(), audience.deleted());
    }

    /** Every audience the account can see, by id (a few pages of 1000). Blocking. */
    public static Map<String, CustomAudience> load(AdsClient ads, String accountId) {
        Map<String, CustomAudience> all = new LinkedHashMap<>();
        for (AudienceScope scope : AudienceScope.values()) {
            ads.allAudiences(accountId, new AudienceQuery(AudienceQuery.MAX_COUNT, null, null, scope, true))
                    .forEach(audience -> all.putIfAbsent(audience.id(), audience));
        }
        return all;
    }

    /**
     * Names a new audience of the account may not take: those of its own audiences that are not
     * deleted (names are unique per account; shared audiences belong to other accounts).
     */
    public static List<String> takenNames(Map<String, CustomAudience> audiences, String accountId) {
        return audiences.values().stream().filter(audience -> !audience.deleted()
                        && (audience.owner() || accountId.equals(audience.ownerAccountId())))
                .map(CustomAudience::name).toList();
    }

    /** Facts for a leaf's audience id: known when listed, {@link AudienceFacts#missing} otherwise. */
    public static Function<String, AudienceFacts> lookup(Map<String, CustomAudience> audiences) {
        return id -> {
            CustomAudience audience = audiences.get(id);
            return audience == null ? AudienceFacts.missing(id) : facts(audience);
        };
    }
}
