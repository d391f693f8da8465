package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.starling.boot.AppServices;
import dev.starling.boot.Bootstrap;
import dev.starling.boot.StartupOptions;
import dev.starling.cli.UploadSandbox;
import dev.starling.core.api.ApiServices;
import dev.starling.core.api.http.Auth;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.config.EnvironmentOverrides;
import dev.starling.sandbox.SandboxConfig;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A full round of use, then a search of everything Starling left behind for the secrets and raw
 * identifiers it handled: sign in, query as the user and with an app-only bearer token, upload
 * emails, list accounts, sign out, all with {@code --verbose --log-file}. Neither the consumer
 * secret, the access token, its secret, the bearer token nor any address of the CRM file may appear
 * (as is, or percent-encoded as in a signature) in any file of the data folder, the log or what the
 * commands printed, except {@code credentials.json}, the credential store itself.
 *
 * <p>In scope: every file of the data folder, at any depth, including SQLite's journal and WAL
 * files. Not in scope, by decision: {@code sandbox/state.json}, the embedded sandbox's own database
 * of the tokens it issued (the emulated server's side, as X's database is for X; it must hold token
 * secrets to check signatures after a restart). The second test shows that it does, and that the
 * file is readable by its owner only.
 */
class SecretsScanTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void afterAFullRoundOfUseNoSecretOrIdentifierIsLeftOutsideTheCredentialStore() throws Exception {
        Path log = dir.resolve("starling.log");
        List<String> printed = new ArrayList<>();
        Set<String> secrets = new LinkedHashSet<>(List.of(SandboxConfig.DEMO_CONSUMER_SECRET));
        try (UploadSandbox sandbox = new UploadSandbox(dir)) {
            List<String> global = new ArrayList<>(sandbox.globalArgs());
            global.addAll(List.of("--verbose", "--log-file", log.toString()));
            UploadSandbox.Run login = sandbox.login(global);
            printed.add(login.out() + login.err());
            secrets.addAll(credentials(sandbox.dataDir));
            Path vault = sandbox.dataDir.resolve(FileCredentialVault.FILE_NAME);
            // The scan can see: it finds the tokens in the credential store, the one place they belong.
            assertThat(find(vault, Files.readAllBytes(vault), secrets, Set.of())).isNotEmpty();
            assertThat(secrets).as("an access token and its secret were stored").hasSizeGreaterThanOrEqualTo(3);

            secrets.addAll(queryAsUserAndApp(sandbox));

            Path crm = dir.resolve("crm.csv");
            Emails.write(crm, 3_000, "secret-scan");
            Files.writeString(crm, "not-an-address\n+1 (415) 555-0199\n", java.nio.file.StandardOpenOption.APPEND);
            String account = sandbox.coffeeUs();
            String audience = sandbox.createAudience(account, "Secrets scan");
            printed.add(run(sandbox, log, "upload", "--account", account, "--audience", audience, "--file", crm.toString()));
            printed.add(run(sandbox, log, "accounts"));
            printed.add(run(sandbox, log, "logout"));
            assertThat(credentials(sandbox.dataDir)).as("sign-out removed the user's token").hasSizeLessThan(secrets.size() - 1);

            Set<String> identifiers = identifiers(crm);
            // The scan can see: it finds the identifiers in the CRM file itself.
            assertThat(find(crm, Files.readAllBytes(crm), Set.of(), identifiers)).isNotEmpty();
            Map<Path, String> leaks = new LinkedHashMap<>();
            try (Stream<Path> files = Files.walk(sandbox.dataDir)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    if (!file.getFileName().toString().equals(FileCredentialVault.FILE_NAME)) {
                        leaks.putAll(find(file, Files.readAllBytes(file), secrets, identifiers));
                    }
                }
            }
            assertThat(Files.size(log)).as("the log file was written").isPositive();
            leaks.putAll(find(log, Files.readAllBytes(log), secrets, identifiers));
            leaks.putAll(find(Path.of("<printed output>"), String.join("\n", printed).getBytes(StandardCharsets.UTF_8),
                    secrets, identifiers));
            assertThat(leaks).as("secrets or identifiers found (kind by file; values withheld)").isEmpty();
        }
    }

    @Test
    void theEmbeddedSandboxStateIsTheServersOwnRecordOfTokensAndReadableByItsOwnerOnly() throws Exception {
        Path data = dir.resolve("embedded-data");
        try (UploadSandbox sandbox = new UploadSandbox(dir.resolve("unused"))) {
            // No --api-base: the app's own embedded sandbox, whose state lives in the data folder.
            sandbox.login(List.of("--data-dir", data.toString()));
        }
        Set<String> secrets = credentials(data);
        Path state = data.resolve("sandbox").resolve("state.json");
        assertThat(state).exists();
        byte[] bytes = Files.readAllBytes(state);
        assertThat(find(state, bytes, secrets, Set.of())).as("the emulated server keeps the token secrets it issued")
                .isNotEmpty();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(state))).isEqualTo("rw-------");
    }

    /** Runs a CLI command with logging to {@code log}; returns what it printed. */
    private static String run(UploadSandbox sandbox, Path log, String... command) {
        List<String> args = new ArrayList<>(List.of("--verbose", "--log-file", log.toString()));
        args.addAll(List.of(command));
        UploadSandbox.Run run = sandbox.cli(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.err()).isZero();
        return run.out() + run.err();
    }

    /** A v2 query signed as the user, and one with an app-only bearer token (obtained and kept); returns the bearer token. */
    private static Set<String> queryAsUserAndApp(UploadSandbox sandbox) {
        EnvironmentOverrides overrides = new EnvironmentOverrides(sandbox.sandbox.coreBaseUri(), sandbox.sandbox.adsBaseUri(),
                SandboxConfig.DEMO_CONSUMER_KEY, Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET), null, null);
        try (AppServices app = Bootstrap.boot(new StartupOptions(sandbox.dataDir.toString(), overrides), Map.of(),
                notices -> new SameThreadTaskRunner())) {
            ApiServices api = ApiServices.create(app.environments().current(), app.stores().durable(), app.vault());
            Auth user = api.accounts().defaultAccount().flatMap(api.accounts()::authFor).orElseThrow();
            assertThat(api.v2().get("/2/users/me", Map.of("user.fields", "created_at"), user).raw().status()).isEqualTo(200);
            Secret bearer = api.bearer().token();
            assertThat(api.v2().get("/2/users/by/username/demo_engineer", Map.of(), new Auth.Bearer(bearer)).raw().status())
                    .isEqualTo(200);
            return Set.of(bearer.reveal());
        }
    }

    /** Every value kept in the data folder's credential file (tokens, token secrets, bearer tokens). */
    private static Set<String> credentials(Path dataDir) throws Exception {
        Path file = dataDir.resolve(FileCredentialVault.FILE_NAME);
        Set<String> values = new LinkedHashSet<>();
        if (Files.exists(file)) {
            JSON.readTree(file.toFile()).fields().forEachRemaining(entry -> values.add(entry.getValue().asText()));
        }
        return values;
    }

    /** The addresses and phone numbers of the CRM file, as written and lower-cased. */
    private static Set<String> identifiers(Path crm) throws Exception {
        Set<String> values = new LinkedHashSet<>();
        for (String line : Files.readAllLines(crm).subList(1, Files.readAllLines(crm).size())) {
            String value = line.contains(",") ? line.substring(line.indexOf(',') + 1).strip() : line.strip();
            values.add(value);
            values.add(value.toLowerCase(java.util.Locale.ROOT));
        }
        return values;
    }

    /** What of {@code secrets} and {@code identifiers} the bytes hold, by kind (never the values themselves). */
    private static Map<Path, String> find(Path file, byte[] bytes, Set<String> secrets, Set<String> identifiers) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        List<String> found = new ArrayList<>();
        int index = 0;
        for (String secret : secrets) {
            index++;
            if (secret.length() >= 8 && (text.contains(secret)
                    || text.contains(URLEncoder.encode(secret, StandardCharsets.UTF_8)))) {
                found.add("secret #" + index);
            }
        }
        long leakedIdentifiers = identifiers.stream().filter(value -> value.length() >= 6 && text.contains(value)).count();
        if (leakedIdentifiers > 0) {
            found.add(leakedIdentifiers + " identifiers");
        }
        return found.isEmpty() ? Map.of() : Map.of(file, String.join(", ", found));
    }
}
