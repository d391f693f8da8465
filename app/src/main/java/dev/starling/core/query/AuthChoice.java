package dev.starling.core.query;

/**
 * Which credentials a query is sent with, chosen from the endpoint and the selected fields, with
 * the reason shown beside the Send button.
 */
public record AuthChoice(Mode mode, String reason, String accountUserId) {

    public enum Mode { USER, BEARER, UNAVAILABLE }

    /** A choice made automatically: USER means the default signed-in account. */
    public AuthChoice(Mode mode, String reason) {
        this(mode, reason, null);
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
                    yield new AuthChoice(Mode.UNAVAILABLE, "App-only cannot ask about the signed-in user: choose an account or Automatic.");
                }
                if (userField != null) {
                    yield new AuthChoice(Mode.UNAVAILABLE, "App-only cannot read " + userField
                            + " (it needs user context): choose an account, Automatic, or remove the field.");
                }
                yield appKeys ? new AuthChoice(Mode.BEARER, "App-only bearer token, as chosen.")
                        : new AuthChoice(Mode.UNAVAILABLE, "No app-only token: set the API key and secret in Settings.");
            }
            case ACCOUNT -> endpoint.auth() == Endpoint.Auth.BEARER
                    ? new AuthChoice(Mode.UNAVAILABLE, "This endpoint accepts only the app-only bearer token: choose App-only or Automatic.")
                    : new AuthChoice(Mode.USER, "@" + chosen.screenName() + ", as chosen.", chosen.userId());
        };
    }

    public static AuthChoice choose(QuerySpec spec, FieldCatalog catalog, boolean signedIn, boolean appKeys) {
        Endpoint endpoint = spec.endpoint();
        if (endpoint.auth() == Endpoint.Auth.BEARER) {
            return appKeys ? new AuthChoice(Mode.BEARER, "App-only bearer token: this endpoint accepts only that.")
                    : new AuthChoice(Mode.UNAVAILABLE, "This endpoint needs the app's bearer token: set the API key and secret in Settings.");
        }
        String userField = firstUserContextField(spec, catalog);
        if (endpoint.auth() == Endpoint.Auth.USER || userField != null) {
            String why = endpoint.auth() == Endpoint.Auth.USER ? "this endpoint is about the signed-in user"
                    : userField + " needs user context";
            return signedIn ? new AuthChoice(Mode.USER, "Signed-in user: " + why + ".")
                    : new AuthChoice(Mode.UNAVAILABLE, "Sign in first (Account workspace): " + why + ".");
        }
        if (appKeys) {
            return new AuthChoice(Mode.BEARER, "App-only bearer token: public data needs no user.");
        }
        return signedIn ? new AuthChoice(Mode.USER, "Signed-in user (no app keys for a bearer token).")
                : new AuthChoice(Mode.UNAVAILABLE, "Sign in, or set the app's API key and secret in Settings.");
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
