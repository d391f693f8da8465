package dev.starling.cli;

import dev.starling.sandbox.SandboxConfig;
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
