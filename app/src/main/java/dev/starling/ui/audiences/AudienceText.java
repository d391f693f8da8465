package dev.starling.ui.audiences;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.ui.ads.AdsCells;
import dev.starling.ui.ads.AdsText;
import dev.starling.ui.common.LocalFormat;
import dev.starling.core.text.Messages;

/**
 * What the Audiences workspace says about an audience's rights and type and an ad account's
 * details, from X's records: fields X left out read "unknown", never "no" or an empty string.
 */
public final class AudienceText {

    private AudienceText() {
    }

    /**
     * "Owner", "Shared · Can view", "Shared · permission unknown": what X's record says about this
     * account's rights (an owner may always write, so its level goes without saying).
     */
    public static String access(CustomAudience audience) {
        if (Boolean.TRUE.equals(audience.owner())) {
            return Messages.text("realx.audience.owner");
        }
        String owner = audience.owner() == null ? Messages.text("realx.audience.ownerUnknown")
                : Messages.text("realx.audience.shared");
        return Messages.text("realx.audience.access", owner, AdsText.permission(audience.permissionLevel()));
    }

    /** The API's terms behind {@link #access}, for its tooltip, e.g. "is_owner: false, permission_level: READ_ONLY". */
    public static String accessTerms(CustomAudience audience) {
        String unknown = Messages.text("realx.unknown");
        return Messages.text("audiences.access.terms", audience.owner() == null ? unknown : audience.owner().toString(),
                audience.permissionLevel() == null ? unknown : audience.permissionLevel());
    }

    /** Business, currency, time zone and approval of an ad account; what X left out reads "unknown". */
    public static String accountDetails(AdAccount account) {
        String unknown = Messages.text("realx.unknown");
        String switched = account.timezoneSwitchAt() == null ? ""
                : Messages.text("realx.account.timezoneSwitch", LocalFormat.forUser().date(account.timezoneSwitchAt()));
        return Messages.text("realx.account.details", orElse(account.businessName(), unknown),
                orElse(account.currency(), unknown), orElse(account.timezone(), unknown), switched,
                orElse(account.approvalStatus(), unknown));
    }

    private static String orElse(String value, String unknown) {
        return value == null ? unknown : value;
    }

    /** The audience type, with X's list type when there is one (a WEB audience's, say). */
    public static String type(CustomAudience audience) {
        String type = audience.audienceType() == null ? Messages.text("realx.unknown") : audience.audienceType();
        return audience.listType() == null ? type : Messages.text("realx.audience.typeWithList", type, audience.listType());
    }
}
