package dev.starling.ui.ads;

import dev.starling.core.api.ads.PermissionApi;
import dev.starling.ui.common.LocalFormat;
import dev.starling.core.text.Messages;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Ads API's terms in a marketer's words ("Can view" for {@code READ_ONLY}, "Processing" for
 * {@code PROCESSING}); the views put the API term in a tooltip beside them. Plain Java, so the
 * view-model tests read what the window shows.
 */
public final class AdsText {

    public static final String PROCESSING = "PROCESSING";
    public static final String TOO_SMALL = "TOO_SMALL";
    public static final String READ_ONLY = "READ_ONLY";
    public static final String READ_WRITE = "READ_WRITE";

    private AdsText() {
    }

    /** A day, or an empty string when unknown. */
    public static String day(Instant instant) {
        return instant == null ? "" : LocalFormat.forUser().shortDate(instant);
    }

    /** "Can view" / "Can edit" for {@code READ_ONLY} / {@code READ_WRITE}; "unknown" when X left it out. */
    public static String permission(String level) {
        if (level == null) {
            return Messages.text("realx.audience.permissionUnknown");
        }
        return switch (level) {
            case READ_ONLY -> Messages.text("adsWords.canView");
            case READ_WRITE -> Messages.text("adsWords.canEdit");
            default -> level;
        };
    }

    /** One reason an audience cannot be targeted, in words; an unknown one as X sent it. */
    public static String reason(String reason) {
        return switch (reason) {
            case PROCESSING -> Messages.text("adsWords.processing");
            case TOO_SMALL -> Messages.text("adsWords.tooSmall");
            default -> reason;
        };
    }

    public static String reasons(List<String> reasons) {
        return reasons.stream().map(AdsText::reason).collect(Collectors.joining(", "));
    }

    /** The API's own words for a tooltip, e.g. "reasons_not_targetable: PROCESSING, TOO_SMALL". */
    public static String apiTerm(String field, String value) {
        return Messages.text("adsWords.apiTerm", field, value);
    }

    public static boolean processing(List<String> reasons) {
        return reasons.contains(PROCESSING);
    }

    /**
     * A size as a person reads it: the number when X gave one; while processing, the last size seen
     * with "(processing)" so it does not vanish during an upload's processing; otherwise a dash
     * (its tooltip, {@link #sizeHint}, says why).
     *
     * @param lastKnown the size seen before processing began, or null
     */
    public static String size(Integer size, List<String> reasons, Integer lastKnown) {
        if (size != null) {
            return number(size);
        }
        if (processing(reasons) && lastKnown != null) {
            return Messages.text("adsWords.size.processing", number(lastKnown));
        }
        return "\u2013";
    }

    /** Why a size reads as it does, with the API's field, for the Size column's tooltip. */
    public static String sizeHint(String field, Integer size, List<String> reasons) {
        String why = size != null ? "" : Messages.text(processing(reasons) ? "adsWords.size.whileProcessing"
                : "adsWords.size.notReported") + "\n";
        return why + apiTerm(field, String.valueOf(size));
    }

    /**
     * "Ready to target", or why not in words ("Too small (under 100 matched people)"). While X recounts
     * the size ({@code PROCESSING}, e.g. a flexible audience after an upload into one of its audiences) it
     * says so, never "too small": the size it would be too small by is not known yet.
     */
    public static String status(boolean targetable, List<String> reasons) {
        if (targetable) {
            return Messages.text("adsWords.status.ready");
        }
        if (processing(reasons)) {
            return reasons(reasons.stream().filter(reason -> !reason.equals(TOO_SMALL)).toList());
        }
        return reasons.isEmpty() ? Messages.text("adsWords.status.notTargetable") : reasons(reasons);
    }

    /** The API's fields behind {@link #status}, for its tooltip. */
    public static String statusTerms(boolean targetable, List<String> reasons) {
        return apiTerm("targetable", Boolean.toString(targetable)) + "\n"
                + apiTerm("reasons_not_targetable", "[" + String.join(", ", reasons) + "]");
    }

    public static String number(long value) {
        return LocalFormat.forUser().number(value);
    }

    public static String yesNo(boolean value) {
        return Messages.text(value ? "adsWords.yes" : "adsWords.no");
    }

    /** "Custom audience permissions" / "Tailored audience permissions": the two endpoints over the same shares. */
    public static String permissionApi(PermissionApi api) {
        return Messages.text("adsWords.permissionApi." + api.name());
    }
}
