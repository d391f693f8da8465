package dev.starling.core.api.http;

import dev.starling.core.auth.Secret;
import java.util.Objects;

/**
 * What signs a request: the app's keys, plus a token and its secret once there is one (a request
 * token during sign-in, an access token afterwards).
 *
 * @param token null for the request-token step
 * @param tokenSecret null when {@code token} is null
 */
public record OAuth1Credentials(String consumerKey, Secret consumerSecret, String token, Secret tokenSecret) {

    public OAuth1Credentials {
        Objects.requireNonNull(consumerKey, "consumerKey");
        Objects.requireNonNull(consumerSecret, "consumerSecret");
    }

    public static OAuth1Credentials app(String consumerKey, Secret consumerSecret) {
        return new OAuth1Credentials(consumerKey, consumerSecret, null, null);
    }

    public OAuth1Credentials withToken(String token, Secret tokenSecret) {
        return new OAuth1Credentials(consumerKey, consumerSecret, token, tokenSecret);
    }
}
