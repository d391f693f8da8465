package dev.starling.core.query.compose;

import java.util.Optional;

/**
 * The credentials the user picked for a query: automatic (Starling decides from the endpoint and
 * the fields), the app-only bearer token, or one signed-in account. Holds no secret: an account is
 * named by its user id, and its token is looked up when the query is sent.
 */
public record CredentialChoice(Kind kind, String userId, String screenName) {

    public enum Kind { AUTOMATIC, APP_ONLY, ACCOUNT }

    public static final CredentialChoice AUTOMATIC = new CredentialChoice(Kind.AUTOMATIC, null, null);
    public static final CredentialChoice APP_ONLY = new CredentialChoice(Kind.APP_ONLY, null, null);

    public static CredentialChoice account(String userId, String screenName) {
        return new CredentialChoice(Kind.ACCOUNT, userId, screenName);
    }

    /** A line for the settings store: {@code AUTOMATIC}, {@code APP_ONLY} or {@code ACCOUNT:id:name}. */
    public String encode() {
        return kind == Kind.ACCOUNT ? kind.name() + ":" + userId + ":" + screenName : kind.name();
    }

    /** Empty when the stored line is not a choice (an older or damaged value). */
    public static Optional<CredentialChoice> decode(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String[] parts = text.split(":", 3);
        try {
            Kind kind = Kind.valueOf(parts[0]);
            if (kind != Kind.ACCOUNT) {
                return Optional.of(kind == Kind.AUTOMATIC ? AUTOMATIC : APP_ONLY);
            }
            return parts.length == 3 && !parts[1].isEmpty() ? Optional.of(account(parts[1], parts[2])) : Optional.empty();
        } catch (IllegalArgumentException unknown) {
            return Optional.empty();
        }
    }
}
