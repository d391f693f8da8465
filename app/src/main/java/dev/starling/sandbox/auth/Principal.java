package dev.starling.sandbox.auth;

/** Who a verified request acts as. */
public sealed interface Principal permits Principal.UserContext, Principal.AppOnly {

    /** The app (API key) that made the request. */
    String consumerKey();

    /** OAuth 1.0a with an access token: the app acting for a user. */
    record UserContext(String consumerKey, String userId, String screenName, String accessToken) implements Principal {
        @Override
        public String toString() {
            return "UserContext[" + consumerKey + ", @" + screenName + "]";
        }
    }

    /** OAuth 2.0 application-only bearer token. */
    record AppOnly(String consumerKey, String bearerToken) implements Principal {
        @Override
        public String toString() {
            return "AppOnly[" + consumerKey + "]";
        }
    }
}
