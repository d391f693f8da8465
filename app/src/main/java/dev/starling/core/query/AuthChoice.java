package dev.starling.core.query;

/**
 * Which credentials a query is sent with, chosen from the endpoint and the selected fields, with
 * the reason shown beside the Send button.
 */
public record AuthChoice(Mode mode, String reason) {

    public enum Mode { USER, BEARER, UNAVAILABLE }

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
