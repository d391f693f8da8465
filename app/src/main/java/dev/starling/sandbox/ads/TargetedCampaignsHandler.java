package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /12/accounts/:account_id/custom_audiences/:custom_audience_id/targeted}: the account's
 * campaigns whose line items target the audience; {@code with_active=false} adds unservable line items.
 */
final class TargetedCampaignsHandler {

    private final AdsWorld world;

    TargetedCampaignsHandler(AdsWorld world) {
        this.world = world;
    }

    SandboxResponse targeted(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.visibleAudience(account, request.pathParam("custom_audience_id"), false);
        boolean withActive = Params.bool(request, "with_active", true);
        Paging paging = Paging.parse(request);
        List<Map<String, Object>> records = new ArrayList<>();
        for (Campaign campaign : world.state().campaigns) {
            if (!campaign.accountId().equals(account.id())) {
                continue;
            }
            List<Map<String, Object>> lineItems = new ArrayList<>();
            for (Campaign.LineItem lineItem : campaign.lineItems()) {
                if (lineItem.audienceIds().contains(audience.id) && (lineItem.servable() || !withActive)) {
                    Map<String, Object> item = new LinkedHashMap<>();
                    item.put("id", lineItem.id());
                    item.put("name", lineItem.name());
                    item.put("servable", lineItem.servable());
                    lineItems.add(item);
                }
            }
            if (!lineItems.isEmpty()) {
                Map<String, Object> record = new LinkedHashMap<>();
                record.put("campaign_id", campaign.id());
                record.put("campaign_name", campaign.name());
                record.put("line_items", lineItems);
                records.add(record);
            }
        }
        Comparator<Map<String, Object>> byName = Comparator.comparing(r -> (String) r.get("campaign_name"));
        return SandboxResponse.json(200, paging.respond(request, "targeted_campaign", records,
                Map.of("campaign_name", byName), byName.thenComparing(r -> (String) r.get("campaign_id")), r -> r));
    }
}
