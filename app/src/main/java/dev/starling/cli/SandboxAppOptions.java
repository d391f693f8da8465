package dev.starling.cli;

import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.auth.AccessTier;
import dev.starling.sandbox.oauth.OAuth2App;
import java.util.Locale;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * {@code starling sandbox}: the sandbox app's keys and who can sign in. Secrets can come from the
 * environment or a file (never seen in {@code ps}); users given here replace the published demo users.
 */
final class SandboxAppOptions extends MixedInOptions {

    @Option(names = "--consumer-key", paramLabel = "KEY", description = "API key of the sandbox app")
    String consumerKey;

    @Option(names = "--consumer-secret", paramLabel = "SECRET", description = "API key secret of the sandbox app "
            + "(seen by other users of this computer in its process list: prefer --consumer-secret-env)")
    String consumerSecret;

    @Option(names = "--consumer-secret-env", paramLabel = "VAR", description = "Environment variable holding the "
            + "API key secret of the sandbox app")
    String consumerSecretEnv;

    @Option(names = "--user", paramLabel = "NAME:PASSWORD", description = "A user who can sign in, instead of the "
            + "demo users (repeatable; the password is seen in the process list: prefer --users-file)")
    List<String> users = new ArrayList<>();

    // --- OAuth 2.0 client and access tier (issue 35) ---

    @Option(names = "--client-id", paramLabel = "ID", description = "OAuth 2.0 Client ID of the sandbox app")
    String clientId;

    @Option(names = "--client-secret", paramLabel = "SECRET",
            description = "OAuth 2.0 Client Secret: makes the app a confidential client (token calls use HTTP Basic;"
                    + " seen by other users of this computer in its process list: prefer --client-secret-env)")
    String clientSecret;

    @Option(names = "--client-secret-env", paramLabel = "VAR",
            description = "Environment variable holding the OAuth 2.0 Client Secret")
    String clientSecretEnv;

    @Option(names = "--redirect-uri", paramLabel = "URI",
            description = "A redirect URI registered for the app, matched exactly (repeatable; default: Starling's)")
    List<String> redirectUris = new ArrayList<>();

    @Option(names = "--tier", paramLabel = "TIER", description = "Access tier: free, pay-per-use (default) or enterprise")
    String tier;

    /** {@code config} with the OAuth 2.0 client and tier asked for; a secret without an id is a usage error. */
    SandboxConfig withOAuth2(SandboxConfig config) {
        OAuth2App client = config.oauth().oauth2();
        String clientSecret = secret("--client-secret", this.clientSecret, "--client-secret-env", clientSecretEnv);
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
    @Option(names = "--users-file", paramLabel = "FILE", description = "Users who can sign in, instead of the demo "
            + "users: one NAME:PASSWORD a line (blank lines and lines starting with # are skipped)")
    Path usersFile;

    /** {@code config} with the app asked for; the key without the secret (or the other way round) is a usage error. */
    SandboxConfig withApp(SandboxConfig config) {
        String secret = secret("--consumer-secret", consumerSecret, "--consumer-secret-env", consumerSecretEnv);
        if (consumerKey == null && secret == null) {
            return config;
        }
        if (consumerKey == null || secret == null || consumerKey.isBlank() || secret.isBlank()) {
            throw usage("--consumer-key and --consumer-secret go together: give both or neither (the secret may "
                    + "come from --consumer-secret-env)");
        }
        return config.withApp(consumerKey, secret);
    }

    /**
     * {@code config} with the users asked for in place of the demo users (none asked: the demo users); a
     * malformed user, or a users file that cannot be read, is a usage error that never shows a password.
     */
    SandboxConfig withUsers(SandboxConfig config) {
        List<SandboxConfig.DemoUser> all = new ArrayList<>();
        for (String user : users) {
            all.add(parse(user, "--user"));
        }
        if (usersFile != null) {
            List<String> lines = readUsersFile();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    all.add(parse(line, "--users-file " + usersFile + ", line " + (i + 1)));
                }
            }
            if (all.isEmpty()) {
                throw usage("--users-file " + usersFile + ": no NAME:PASSWORD lines in it");
            }
        }
        return all.isEmpty() ? config : config.withUsers(all);
    }

    private SandboxConfig.DemoUser parse(String text, String where) {
        try {
            return SandboxConfig.DemoUser.parse(text);
        } catch (IllegalArgumentException e) {
            throw usage(where.startsWith("--user ") || where.equals("--user") ? e.getMessage()
                    : where + ": " + e.getMessage().replace("--user takes", "each line is").replace("--user ", ""));
        }
    }

    private List<String> readUsersFile() {
        // Never opened unless a regular file (a pipe would wait for a writer), and never a large one.
        if (!Files.isRegularFile(usersFile)) {
            throw usage("--users-file " + usersFile + ": " + (Files.exists(usersFile) ? "not a regular file"
                    : "no such file") + " (a text file with one NAME:PASSWORD a line)");
        }
        try {
            if (Files.size(usersFile) > 1_000_000) {
                throw usage("--users-file " + usersFile + ": larger than 1 MB, not a list of users");
            }
            return Files.readAllLines(usersFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw usage("--users-file " + usersFile + ": cannot be read as UTF-8 text");
        }
    }
}
