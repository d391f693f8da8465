package dev.starling.core.config;

import dev.starling.core.auth.Secret;
import java.net.URI;

/**
 * The per-run choice made on the command line ({@code --api-base --ads-api-base --consumer-key
 * --consumer-secret}) and in {@code STARLING_CONSUMER_KEY}/{@code STARLING_CONSUMER_SECRET}.
 * Options given explicitly switch the environment for this run; the variables only supply keys.
 *
 * @param oauth2Client the OAuth 2.0 client of {@code --client-id}/{@code --client-secret} (or
 *     {@code STARLING_CLIENT_ID}/{@code STARLING_CLIENT_SECRET}) for this run, or null
 */
public record EnvironmentOverrides(URI apiBase, URI adsApiBase, String consumerKey, Secret consumerSecret,
                                   String envConsumerKey, Secret envConsumerSecret, ClientCredentials oauth2Client) {

    public static final EnvironmentOverrides NONE = new EnvironmentOverrides(null, null, null, null, null, null);

    public EnvironmentOverrides(URI apiBase, URI adsApiBase, String consumerKey, Secret consumerSecret,
                                String envConsumerKey, Secret envConsumerSecret) {
        this(apiBase, adsApiBase, consumerKey, consumerSecret, envConsumerKey, envConsumerSecret, null);
    }

    public boolean choosesEnvironment() {
        return apiBase != null || adsApiBase != null || consumerKey != null || consumerSecret != null;
    }

    @Override
    public String toString() {
        return "EnvironmentOverrides[apiBase=" + apiBase + ", adsApiBase=" + adsApiBase + ", consumerKey=" + consumerKey
                + ", clientId=" + (oauth2Client == null ? null : oauth2Client.clientId()) + "]";
    }
}
