package dev.starling.core.query.compose;

import dev.starling.core.text.BundleText;

/**
 * Which credentials a query is sent with, chosen from the endpoint and the selected fields, with
 * the reason shown beside the Send button. The reason is a {@link Reason} and its one detail (a
 * field name, a screen name, or for {@link Reason#CANNOT_CALL} X's refusal as bundle text), never
 * words: {@link #text()} is the bundle key the window and the command line word.
 */
public record AuthChoice(Mode mode, Reason reason, Object detail, String accountUserId) {

    public enum Mode { USER, BEARER, UNAVAILABLE }

    /** Why these credentials (or none); {@link AuthChoice#detail()} names the field or account where one is meant. */
    public enum Reason {
        /** Chosen by the caller, not explained (e.g. the later pages of a paged read). */
        AS_ASKED,
        APP_ONLY_NOT_FOR_USER_ENDPOINT,
        /** detail: the field that needs user context. */
        APP_ONLY_FIELD_NEEDS_USER,
        APP_ONLY_CHOSEN,
        APP_ONLY_NO_TOKEN,
        ACCOUNT_ON_BEARER_ENDPOINT,
        /** detail: the chosen account's screen name. */
        ACCOUNT_CHOSEN,
        /** detail: the chosen account's screen name. */
        ACCOUNT_GONE,
        BEARER_ENDPOINT,
        BEARER_ENDPOINT_NO_TOKEN,
        USER_ENDPOINT,
        USER_ENDPOINT_SIGN_IN,
        /** detail: the field that needs user context. */
        USER_FIELD,
        /** detail: the field that needs user context. */
        USER_FIELD_SIGN_IN,
        BEARER_PUBLIC,
        USER_NO_APP_KEYS,
        NOTHING_AVAILABLE,
        /** detail: why the chosen credentials cannot make this call (X's OpenAPI security), as bundle text. */
        CANNOT_CALL
    }

    /** A choice made automatically, without a detail: USER means the default signed-in account. */
    public AuthChoice(Mode mode, Reason reason) {
        this(mode, reason, null, null);
    }

    /** A choice without an account of its own whose reason names {@code detail}. */
    public static AuthChoice of(Mode mode, Reason reason, Object detail) {
        return new AuthChoice(mode, reason, detail, null);
    }

    /** Why these credentials (or none), as the line beside Send and the message of a refused send. */
    public BundleText text() {
        return BundleText.of("query.auth.reason." + reason.name(), detail == null ? "" : detail);
    }

    public boolean available() {
        return mode != Mode.UNAVAILABLE;
    }

    /**
     * What the user's explicit choice means for this query: automatic chooses as {@link #choose}
     * does; app-only and a named account are used as asked, or refused with the reason when the
     * endpoint or a selected field cannot be read that way.
     */
    public static AuthChoice resolve(CredentialChoice chosen, QuerySpec spec, FieldCatalog catalog, boolean signedIn,
                                     boolean appKeys) {
        Endpoint endpoint = spec.endpoint();
        return switch (chosen.kind()) {
            case AUTOMATIC -> choose(spec, catalog, signedIn, appKeys);
            case APP_ONLY -> {
                String userField = firstUserContextField(spec, catalog);
                if (endpoint.auth() == Endpoint.Auth.USER) {
                    yield new AuthChoice(Mode.UNAVAILABLE, Reason.APP_ONLY_NOT_FOR_USER_ENDPOINT);
                }
                if (userField != null) {
                    yield of(Mode.UNAVAILABLE, Reason.APP_ONLY_FIELD_NEEDS_USER, userField);
                }
                yield appKeys ? new AuthChoice(Mode.BEARER, Reason.APP_ONLY_CHOSEN)
                        : new AuthChoice(Mode.UNAVAILABLE, Reason.APP_ONLY_NO_TOKEN);
            }
            case ACCOUNT -> endpoint.auth() == Endpoint.Auth.BEARER
                    ? new AuthChoice(Mode.UNAVAILABLE, Reason.ACCOUNT_ON_BEARER_ENDPOINT)
                    : new AuthChoice(Mode.USER, Reason.ACCOUNT_CHOSEN, chosen.screenName(), chosen.userId());
        };
    }

    public static AuthChoice choose(QuerySpec spec, FieldCatalog catalog, boolean signedIn, boolean appKeys) {
        Endpoint endpoint = spec.endpoint();
        if (endpoint.auth() == Endpoint.Auth.BEARER) {
            return appKeys ? new AuthChoice(Mode.BEARER, Reason.BEARER_ENDPOINT)
                    : new AuthChoice(Mode.UNAVAILABLE, Reason.BEARER_ENDPOINT_NO_TOKEN);
        }
        if (endpoint.auth() == Endpoint.Auth.USER) {
            return signedIn ? new AuthChoice(Mode.USER, Reason.USER_ENDPOINT)
                    : new AuthChoice(Mode.UNAVAILABLE, Reason.USER_ENDPOINT_SIGN_IN);
        }
        String userField = firstUserContextField(spec, catalog);
        if (userField != null) {
            return signedIn ? of(Mode.USER, Reason.USER_FIELD, userField)
                    : of(Mode.UNAVAILABLE, Reason.USER_FIELD_SIGN_IN, userField);
        }
        if (appKeys) {
            return new AuthChoice(Mode.BEARER, Reason.BEARER_PUBLIC);
        }
        return signedIn ? new AuthChoice(Mode.USER, Reason.USER_NO_APP_KEYS)
                : new AuthChoice(Mode.UNAVAILABLE, Reason.NOTHING_AVAILABLE);
    }

    private static String firstUserContextField(QuerySpec spec, FieldCatalog catalog) {
        for (FieldGroup group : spec.endpoint().groups()) {
            for (String name : spec.selected(group)) {
                if (catalog.find(group, name).map(FieldInfo::needsUserContext).orElse(false)) {
                    return name;
                }
            }
        }
        return null;
    }
}
