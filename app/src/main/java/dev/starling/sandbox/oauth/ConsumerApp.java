package dev.starling.sandbox.oauth;

/** The one app the sandbox knows: its API key and secret, and how its OAuth endpoints behave. */
public record ConsumerApp(String consumerKey, String consumerSecret, OAuthSettings settings) {
}
