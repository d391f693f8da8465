package dev.starling.cli;

import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.AccessTier;
import dev.starling.sandbox.oauth.OAuth2App;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code starling sandbox}: the sandbox app's keys and who can sign in, besides the demo users. */
final class SandboxAppOptions extends MixedInOptions {

    @Option(names = "--consumer-key", paramLabel = "KEY", description = "API key of the sandbox app")
    String consumerKey;

    @Option(names = "--consumer-secret", paramLabel = "SECRET", description = "API key secret of the sandbox app")
    String consumerSecret;

    @Option(names = "--user", paramLabel = "NAME:PASSWORD", description = "A user who can sign in (repeatable)")
    List<String> users = new ArrayList<>();

    // --- OAuth 2.0 client and access tier (issue 35) ---

    @Option(names = "--client-id", paramLabel = "ID", description = "OAuth 2.0 Client ID of the sandbox app")
    String clientId;

    @Option(names = "--client-secret", paramLabel = "SECRET",
            description = "OAuth 2.0 Client Secret: makes the app a confidential client (token calls use HTTP Basic)")
    String clientSecret;

    @Option(names = "--redirect-uri", paramLabel = "URI",
            description = "A redirect URI registered for the app, matched exactly (repeatable; default: Starling's)")
    List<String> redirectUris = new ArrayList<>();

    @Option(names = "--tier", paramLabel = "TIER", description = "Access tier: free, pay-per-use (default) or enterprise")
    String tier;

    /** {@code config} with the OAuth 2.0 client and tier asked for; a secret without an id is a usage error. */
    SandboxConfig withOAuth2(SandboxConfig config) {
        OAuth2App client = config.oauth().oauth2();
        if (clientSecret != null && clientId == null) {
            throw usage("--client-secret needs --client-id");
        }
        try {
            if (clientId != null) {
                client = client.withClient(clientId.trim(), clientSecret);
            }
            if (!redirectUris.isEmpty()) {
                client = client.withRedirectUris(redirectUris);
            }
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
        SandboxConfig withClient = config.withOAuth2(client);
        if (tier == null) {
            return withClient;
        }
        try {
            return withClient.withTier(AccessTier.valueOf(tier.trim().toUpperCase(Locale.ROOT).replace('-', '_')));
        } catch (IllegalArgumentException e) {
            throw usage("--tier takes free, pay-per-use or enterprise");
        }
    }

    /** {@code config} with the app asked for; the key without the secret (or the other way round) is a usage error. */
    SandboxConfig withApp(SandboxConfig config) {
        if (consumerKey == null && consumerSecret == null) {
            return config;
        }
        if (consumerKey == null || consumerSecret == null || consumerKey.isBlank() || consumerSecret.isBlank()) {
            throw usage("--consumer-key and --consumer-secret go together: give both or neither");
        }
        return config.withApp(consumerKey, consumerSecret);
    }

    /** {@code config} with the demo users and those asked for; a malformed {@code --user} is a usage error. */
    SandboxConfig withUsers(SandboxConfig config) {
        if (users.isEmpty()) {
            return config;
        }
        List<SandboxConfig.DemoUser> all = new ArrayList<>(SandboxConfig.DEMO_USERS);
        for (String user : users) {
            try {
                all.add(SandboxConfig.DemoUser.parse(user));
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }
        return config.withUsers(all);
    }
}
