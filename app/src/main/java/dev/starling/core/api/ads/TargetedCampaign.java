package dev.starling.core.api.ads;

import java.util.List;

/** A campaign of the account whose line items target an audience. */
public record TargetedCampaign(String campaignId, String campaignName, List<LineItem> lineItems) {

    /** @param name null when the line item has none */
    public record LineItem(String id, String name, boolean servable) {
    }

    public TargetedCampaign {
        lineItems = List.copyOf(lineItems);
    }
}
