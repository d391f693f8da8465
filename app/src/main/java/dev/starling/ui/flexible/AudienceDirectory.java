package dev.starling.ui.flexible;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every custom audience an account can see (its own and those shared with it, deleted ones included),
 * by id: what a leaf's name, type and size are read from, whichever palette page is shown.
 * Immutable; built off the FX thread by {@link #load}.
 */
public final class AudienceDirectory {

    private static final AudienceDirectory EMPTY = new AudienceDirectory(List.of());

    private final Map<String, CustomAudience> byId = new HashMap<>();
    private final List<CustomAudience> all;

    AudienceDirectory(List<CustomAudience> audiences) {
        all = List.copyOf(audiences);
        audiences.forEach(audience -> byId.putIfAbsent(audience.id(), audience));
    }

    public static AudienceDirectory empty() {
        return EMPTY;
    }

    /** Blocking: call from a background task. */
    static AudienceDirectory load(AdsClient ads, String accountId) {
        List<CustomAudience> found = new ArrayList<>();
        for (AudienceScope scope : AudienceScope.values()) {
            found.addAll(ads.allAudiences(accountId, new AudienceQuery(AudienceQuery.MAX_COUNT, null, null, scope, true)));
        }
        return new AudienceDirectory(found);
    }

    public Optional<CustomAudience> find(String id) {
        return Optional.ofNullable(id == null ? null : byId.get(id));
    }

    /** With {@code audience} known too (e.g. one just created). */
    AudienceDirectory with(CustomAudience audience) {
        List<CustomAudience> more = new ArrayList<>(all);
        more.removeIf(known -> known.id().equals(audience.id()));
        more.add(audience);
        return new AudienceDirectory(more);
    }

    public List<CustomAudience> all() {
        return all;
    }
}
