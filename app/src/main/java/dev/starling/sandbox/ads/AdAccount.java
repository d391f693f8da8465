package dev.starling.sandbox.ads;

import java.util.List;

/**
 * An ad account of a business. Accounts are fixed by the seed; {@code userIds} are the sandbox
 * users who may act for it, {@code features} its enabled account features.
 */
record AdAccount(String id, String name, String businessId, String businessName, String timezone, String currency,
                 String approvalStatus, List<String> features, List<String> userIds, long createdAt, long updatedAt) {

    static final String SHARE_OUTSIDE_BUSINESS = "SHARE_AUDIENCE_OUTSIDE_BUSINESS";

    boolean usableBy(String userId) {
        return userIds.contains(userId);
    }

    boolean canShareOutsideBusiness() {
        return features.contains(SHARE_OUTSIDE_BUSINESS);
    }
}
