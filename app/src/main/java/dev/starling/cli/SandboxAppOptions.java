package dev.starling.cli;

import dev.starling.core.text.Messages;
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

    @Option(names = "--consumer-key", paramLabel = "KEY", descriptionKey = "sandbox-app.consumer-key")
    String consumerKey;

    @Option(names = "--consumer-secret", paramLabel = "SECRET", descriptionKey = "sandbox-app.consumer-secret")
    String consumerSecret;

    @Option(names = "--consumer-secret-env", paramLabel = "VAR", descriptionKey = "sandbox-app.consumer-secret-env")
    String consumerSecretEnv;

    @Option(names = "--user", paramLabel = "NAME:PASSWORD", descriptionKey = "sandbox-app.user")
    List<String> users = new ArrayList<>();

    // --- OAuth 2.0 client and access tier (issue 35) ---

    @Option(names = "--client-id", paramLabel = "ID", descriptionKey = "sandbox-app.client-id")
    String clientId;

    @Option(names = "--client-secret", paramLabel = "SECRET", descriptionKey = "sandbox-app.client-secret")
    String clientSecret;

    @Option(names = "--client-secret-env", paramLabel = "VAR", descriptionKey = "sandbox-app.client-secret-env")
    String clientSecretEnv;

    @Option(names = "--redirect-uri", paramLabel = "URI", descriptionKey = "sandbox-app.redirect-uri")
    List<String> redirectUris = new ArrayList<>();

    @Option(names = "--tier", paramLabel = "TIER", descriptionKey = "sandbox-app.tier")
    String tier;

    /** {@code config} with the OAuth 2.0 client and tier asked for; a secret without an id is a usage error. */
    SandboxConfig withOAuth2(SandboxConfig config) {
        OAuth2App client = config.oauth().oauth2();
        String clientSecret = secret("--client-secret", this.clientSecret, "--client-secret-env", clientSecretEnv);
        if (clientSecret != null && clientId == null) {
            throw usage(Messages.text("sandbox.cli.clientSecretWithoutId"));
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
            throw usage(Messages.text("sandbox.cli.badTier"));
        }
    }
    @Option(names = "--users-file", paramLabel = "FILE", descriptionKey = "sandbox-app.users-file")
    Path usersFile;

    /** {@code config} with the app asked for; the key without the secret (or the other way round) is a usage error. */
    SandboxConfig withApp(SandboxConfig config) {
        String secret = secret("--consumer-secret", consumerSecret, "--consumer-secret-env", consumerSecretEnv);
        if (consumerKey == null && secret == null) {
            return config;
        }
        if (consumerKey == null || secret == null || consumerKey.isBlank() || secret.isBlank()) {
            throw usage(Messages.text("sandbox.cli.keyWithoutSecret"));
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
            try {
                all.add(SandboxConfig.DemoUser.parse(user));
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            }
        }
        if (usersFile != null) {
            List<String> lines = readUsersFile();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    all.add(fileUser(line, i + 1));
                }
            }
            if (all.isEmpty()) {
                throw usage(Messages.text("sandbox.cli.usersFile.noUsers", usersFile));
            }
        }
        return all.isEmpty() ? config : config.withUsers(all);
    }

    /**
     * The user on line {@code number} of the users file. A line without NAME:PASSWORD is said in the file's terms
     * (the sandbox's own words for it name the option --user); a name X would refuse, in the sandbox's words.
     */
    private SandboxConfig.DemoUser fileUser(String line, int number) {
        int colon = line.indexOf(':');
        if (colon <= 0 || colon == line.length() - 1) {
            throw usage(Messages.text("sandbox.cli.usersFile.shape", usersFile, number));
        }
        try {
            return SandboxConfig.DemoUser.parse(line);
        } catch (IllegalArgumentException e) {
            throw usage(Messages.text("sandbox.cli.usersFile.badLine", usersFile, number, e.getMessage()));
        }
    }

    private List<String> readUsersFile() {
        // Never opened unless a regular file (a pipe would wait for a writer), and never a large one.
        if (!Files.isRegularFile(usersFile)) {
            throw usage(Messages.text(Files.exists(usersFile) ? "sandbox.cli.usersFile.notRegular"
                    : "sandbox.cli.usersFile.missing", usersFile));
        }
        try {
            if (Files.size(usersFile) > 1_000_000) {
                throw usage(Messages.text("sandbox.cli.usersFile.tooLarge", usersFile));
            }
            return Files.readAllLines(usersFile, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw usage(Messages.text("sandbox.cli.usersFile.notUtf8", usersFile));
        }
    }
}
