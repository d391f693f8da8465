package dev.starling.ui.audiences;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.text.Messages;

/**
 * Where a custom audience is used, as X says before it is deleted: the accounts it is shared with and the
 * campaigns that target it (servable or not). A used audience is deleted only after its name is typed.
 *
 * @param shares accounts it is shared with now (revoked shares not counted), or -1 when not known
 * @param campaigns campaigns targeting it (the first page of X's answer), or -1 when not known
 */
record AudienceUses(int shares, int campaigns) {

    /** X could not be asked: treated as used, so the name is asked for. */
    static final AudienceUses UNKNOWN = new AudienceUses(-1, -1);

    /** Asks X (two requests); call off the FX thread. */
    static AudienceUses read(AdsClient client, String accountId, String audienceId) {
        int shares = (int) client.permissions(PermissionApi.CUSTOM_AUDIENCE, accountId, audienceId).stream()
                .filter(share -> !share.deleted()).map(AudiencePermission::grantedAccountId).distinct().count();
        int campaigns = client.targetedCampaigns(accountId, audienceId, false, null).data().size();
        return new AudienceUses(shares, campaigns);
    }

    /** Neither shared nor targeted: the delete button alone will do. */
    boolean none() {
        return shares == 0 && campaigns == 0;
    }

    /** Said after the question: how it is used and that its name must be typed; empty when unused. */
    String sentence() {
        if (shares < 0 || campaigns < 0) {
            return " " + Messages.text("audiences.delete.usesUnknown");
        }
        return none() ? "" : " " + Messages.text("audiences.delete.inUse", shares, campaigns);
    }
}
