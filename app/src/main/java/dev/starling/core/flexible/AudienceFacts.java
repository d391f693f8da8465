package dev.starling.core.flexible;

import dev.starling.core.text.BundleText;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What the editor knows about a leaf's custom audience, for display and validation. Facts come from
 * the account's audience list; a leaf read from JSON starts {@link Lookup#UNRESOLVED} until the
 * caller looks its id up ({@link SegmentTrees#withFacts}).
 *
 * @param name null when unresolved or missing
 * @param type the audience's {@code audience_type} (CRM, MOBILE, FLEXIBLE...), null when unknown
 * @param size {@code audience_size}, null when the API does not report one (processing, placeholder)
 * @param reasonsNotTargetable e.g. PROCESSING, TOO_SMALL; empty when targetable
 */
public record AudienceFacts(String id, String name, String type, Integer size, boolean targetable,
                            List<String> reasonsNotTargetable, boolean deleted, Lookup lookup) {

    /** Whether the facts were looked up. */
    public enum Lookup {
        /** Read from the account's audiences. */
        KNOWN,
        /** Not looked up yet (read from JSON): the server will judge it. */
        UNRESOLVED,
        /** Looked up and not found among the audiences this account can use. */
        MISSING
    }

    public static final String MOBILE = "MOBILE";

    public AudienceFacts {
        Objects.requireNonNull(id, "id");
        reasonsNotTargetable = reasonsNotTargetable == null ? List.of() : List.copyOf(reasonsNotTargetable);
        Objects.requireNonNull(lookup, "lookup");
    }

    public static AudienceFacts known(String id, String name, String type, Integer size, boolean targetable,
                                      List<String> reasonsNotTargetable, boolean deleted) {
        return new AudienceFacts(id, name, type, size, targetable, reasonsNotTargetable, deleted, Lookup.KNOWN);
    }

    public static AudienceFacts unresolved(String id) {
        return new AudienceFacts(id, null, null, null, false, List.of(), false, Lookup.UNRESOLVED);
    }

    public static AudienceFacts missing(String id) {
        return new AudienceFacts(id, null, null, null, false, List.of(), false, Lookup.MISSING);
    }

    /** A flexible audience cannot itself be a leaf (FLEXIBLE or MOBILE_AUDIENCE). */
    public boolean flexible() {
        return "FLEXIBLE".equals(type) || "MOBILE_AUDIENCE".equals(type);
    }

    public boolean mobile() {
        return MOBILE.equals(type);
    }

    /**
     * Why this audience cannot be a leaf of a flexible audience of {@code type}, for the palette's mark
     * (empty when it can): deleted, itself flexible, not found, or not mobile while the beta rule
     * applies ({@code MOBILE_AUDIENCE}). Not being targetable yet is no reason: it is only a warning.
     */
    public Optional<BundleText> unusableReason(FlexibleAudienceType type) {
        if (lookup == Lookup.MISSING) {
            return Optional.of(BundleText.of("flexible.problem.audienceMissing", id));
        }
        if (deleted) {
            return Optional.of(BundleText.of("flexible.problem.audienceDeleted", label()));
        }
        if (flexible()) {
            return Optional.of(BundleText.of("flexible.problem.audienceFlexible", label()));
        }
        if (lookup == Lookup.KNOWN && type.mobileLeavesOnly() && !mobile()) {
            return Optional.of(BundleText.of("flexible.problem.notMobile", label()));
        }
        return Optional.empty();
    }

    /** The name to show: the audience's name, else its id. */
    public String label() {
        return name == null || name.isBlank() ? id : name;
    }
}
