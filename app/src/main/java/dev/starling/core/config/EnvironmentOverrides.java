package dev.starling.core.config;

import dev.starling.core.auth.Secret;
import java.net.URI;

/**
 * The per-run choice made on the command line ({@code --api-base --ads-api-base --consumer-key
 * --consumer-secret}) and in {@code STARLING_CONSUMER_KEY}/{@code STARLING_CONSUMER_SECRET}.
 * Options given explicitly switch the environment for this run; the variables only supply keys.
 */
public record EnvironmentOverrides(URI apiBase, URI adsApiBase, String consumerKey, Secret consumerSecret,
                                   String envConsumerKey, Secret envConsumerSecret) {

    public static final EnvironmentOverrides NONE = new EnvironmentOverrides(null, null, null, null, null, null);

    public boolean choosesEnvironment() {
        return apiBase != null || adsApiBase != null || consumerKey != null || consumerSecret != null;
    }

    @Override
    public String toString() {
        return "EnvironmentOverrides[apiBase=" + apiBase + ", adsApiBase=" + adsApiBase + ", consumerKey=" + consumerKey + "]";
    }
}
