package dev.starling.sandbox.ads;

import java.util.List;

/** A campaign of an account, seeded; its line items target custom audiences. */
record Campaign(String id, String accountId, String name, List<LineItem> lineItems) {

    record LineItem(String id, String name, boolean servable, List<String> audienceIds) {
    }
}
