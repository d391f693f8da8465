package dev.starling.core.activity;

/**
 * A subscription as the user writes it, before it is checked: each part as typed, null when left out.
 *
 * @param eventType a dot name or a legacy PascalCase name
 * @param direction {@code sent}/{@code received} or {@code outbound}/{@code inbound}
 */
public record SubscriptionDraft(String eventType, String userId, String keyword, String direction, String tag,
                                String webhookId) {

    /** Blank parts are left out. */
    public SubscriptionDraft {
        eventType = blankToNull(eventType);
        userId = blankToNull(userId);
        keyword = keyword == null || keyword.isEmpty() ? null : keyword;
        direction = blankToNull(direction);
        tag = tag == null || tag.isEmpty() ? null : tag;
        webhookId = blankToNull(webhookId);
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
