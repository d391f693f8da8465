package dev.starling.core.api.account;

import dev.starling.core.api.http.ApiHttp;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.ApiResponse;
import dev.starling.core.api.http.ApiUrls;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.http.OAuth1Credentials;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import java.net.URI;
import java.util.Map;
import okhttp3.HttpUrl;

/** The OAuth 1.0a endpoints: request token, authorize/authenticate address, access token, invalidation. */
public record OAuthClient(ApiHttp http, ApiEnvironment environment) {

    public static final String OUT_OF_BAND = "oob";

    /** A request token: valid only until exchanged. */
    public record RequestToken(String token, Secret secret, boolean callbackConfirmed) {
    }

    /** A user's access token with who it belongs to. */
    public record AccessToken(String token, Secret secret, String userId, String screenName) {
    }

    /**
     * @param authenticate use {@code /oauth/authenticate} (skips re-approval) instead of {@code /oauth/authorize}
     * @param screenName prefills the username box; null for none
     */
    public record AuthorizeOptions(boolean authenticate, boolean forceLogin, String screenName) {
        public static final AuthorizeOptions DEFAULT = new AuthorizeOptions(false, false, null);
    }

    public RequestToken requestToken(String callback) {
        Auth auth = new Auth.OAuth1(app(), Map.of("oauth_callback", callback), null);
        ApiResponse response = http.execute(new ApiRequest("POST", url("oauth/request_token"), null, auth, false));
        FormAnswer answer = FormAnswer.parse(response);
        return new RequestToken(answer.required("oauth_token"), Secret.of(answer.required("oauth_token_secret")),
                "true".equals(answer.optional("oauth_callback_confirmed")));
    }

    /** Where the user approves the app; holds only the public request token, so it may be shown and logged. */
    public URI authorizeUrl(RequestToken token, AuthorizeOptions options) {
        HttpUrl.Builder url = url(options.authenticate() ? "oauth/authenticate" : "oauth/authorize").newBuilder()
                .addQueryParameter("oauth_token", token.token());
        if (options.forceLogin()) {
            url.addQueryParameter("force_login", "true");
        }
        if (options.screenName() != null && !options.screenName().isBlank()) {
            url.addQueryParameter("screen_name", options.screenName().trim());
        }
        return url.build().uri();
    }

    public AccessToken accessToken(RequestToken token, String verifier) {
        // The verifier travels in the Authorization header only: RFC 5849 section 3.5 allows each
        // protocol parameter in one place, and strict servers answer 215 to a duplicate.
        Auth auth = new Auth.OAuth1(app().withToken(token.token(), token.secret()),
                Map.of("oauth_verifier", verifier), null);
        ApiResponse response = http.execute(new ApiRequest("POST", url("oauth/access_token"), null, auth, false));
        FormAnswer answer = FormAnswer.parse(response);
        return new AccessToken(answer.required("oauth_token"), Secret.of(answer.required("oauth_token_secret")),
                answer.required("user_id"), answer.required("screen_name"));
    }

    /** Revokes a user's access token at the server; later use of it answers 401 code 89. */
    public void invalidate(String token, Secret tokenSecret) {
        http.execute(new ApiRequest("POST", url("1.1/oauth/invalidate_token"), null,
                Auth.OAuth1.of(app().withToken(token, tokenSecret)), false));
    }

    /** The app's key and secret; without them nobody can sign in, which each front end words its own way. */
    private OAuth1Credentials app() {
        if (!environment.hasAppCredentials()) {
            throw new NotSignedInException(NotSignedInException.Reason.NO_APP_KEY, null);
        }
        return OAuth1Credentials.app(environment.consumerKey(), environment.consumerSecret());
    }

    private HttpUrl url(String path) {
        return ApiUrls.resolve(environment.apiBase(), path);
    }
}
