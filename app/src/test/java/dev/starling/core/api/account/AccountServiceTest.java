package dev.starling.core.api.account;

import dev.starling.boot.DurableMigrations;
import dev.starling.testing.FakeClock;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.ApiServices;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.ApiRequest;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.store.DurableStore;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccountServiceTest {

    private final MockWebServer server = new MockWebServer();
    private DurableStore store;
    private FileCredentialVault vault;
    private ApiServices api;

    @TempDir
    Path dataDir;

    @BeforeEach
    void start() throws IOException {
        server.start(InetAddress.getLoopbackAddress(), 0);
        store = DurableStore.open(dataDir, DurableMigrations.ALL);
        vault = new FileCredentialVault(dataDir);
        FakeClock clock = new FakeClock(Instant.parse("2026-01-01T00:00:00Z"));
        api = ApiServices.create(new ApiEnvironment(EnvironmentKind.CUSTOM, URI.create(server.url("/").toString()), null,
                "key", Secret.of("consumer-secret-1")), store, vault,
                log -> HttpSettings.defaults(log).withClock(clock).withSleeper(clock));
    }

    @AfterEach
    void stop() {
        server.close();
        store.close();
    }

    private Account add(String id, String name) {
        return api.accounts().add(new OAuthClient.AccessToken("tok-" + id, Secret.of("sec-" + id), id, name));
    }

    @Test
    void theMigrationCreatesAnAccountsTableWithoutSecretColumns() {
        List<String> columns = store.database().read(connection -> {
            List<String> names = new ArrayList<>();
            try (ResultSet rows = connection.createStatement().executeQuery("PRAGMA table_info(accounts)")) {
                while (rows.next()) {
                    names.add(rows.getString("name"));
                }
            }
            return names;
        });

        assertThat(store.database().schemaVersion()).isEqualTo(DurableMigrations.ALL.size());
        // kind and scopes since issue 35 (OAuth 2.0 accounts and their granted scopes): still no secret.
        assertThat(columns).containsExactly("environment", "user_id", "screen_name", "is_default", "needs_sign_in",
                "created_at", "kind", "scopes");
    }

    @Test
    void theFirstAccountIsDefaultAndTheDefaultCanBeSwitched() {
        Account ada = add("1", "ada");
        Account bob = add("2", "bob");

        assertThat(ada.isDefault()).isTrue();
        assertThat(bob.isDefault()).isFalse();
        api.accounts().setDefault(bob);
        assertThat(api.accounts().list()).extracting(Account::screenName, Account::isDefault)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("ada", false), org.assertj.core.groups.Tuple.tuple("bob", true));
        assertThat(api.accounts().find("@BOB")).map(Account::userId).contains("2");
    }

    @Test
    void tokensGoToTheVaultAndNeverToTheDatabase() throws IOException {
        Account ada = add("1", "ada");

        assertThat(vault.read(AccountService.tokenKey(ada.key()))).contains(Secret.of("tok-1"));
        assertThat(vault.read(AccountService.secretKey(ada.key()))).contains(Secret.of("sec-1"));
        store.close();
        for (Path file : Files.list(dataDir).filter(f -> f.getFileName().toString().startsWith("starling.db")).toList()) {
            assertThat(new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.ISO_8859_1).contains("sec-1"))
                    .isFalse();
        }
    }

    @Test
    void signOutInvalidatesAtTheServerThenRemovesLocallyAndPromotesAnotherDefault() throws InterruptedException {
        Account ada = add("1", "ada");
        add("2", "bob");
        server.enqueue(new MockResponse.Builder().code(200).body("{\"access_token\":\"tok-1\"}").build());

        assertThat(api.accounts().signOut(ada)).isEqualTo(AccountService.SignOutResult.INVALIDATED);

        assertThat(server.takeRequest().getUrl().encodedPath()).isEqualTo("/1.1/oauth/invalidate_token");
        assertThat(api.accounts().list()).extracting(Account::screenName, Account::isDefault)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("bob", true));
        assertThat(vault.read(AccountService.secretKey(ada.key()))).isEmpty();
    }

    @Test
    void anUnreachableServerLeavesTheAccountUntilLocalRemovalIsChosen() {
        Account ada = add("1", "ada");
        server.close();

        assertThat(api.accounts().signOut(ada)).isEqualTo(AccountService.SignOutResult.SERVER_UNREACHABLE);
        assertThat(api.accounts().list()).hasSize(1);
        api.accounts().removeLocally(ada);
        assertThat(api.accounts().list()).isEmpty();
    }

    @Test
    void aRevokedTokenAnswerAnywhereMarksTheAccountAndTellsListeners() {
        Account ada = add("1", "ada");
        List<Account> signedOut = new ArrayList<>();
        api.accounts().onSignedOut(signedOut::add);
        server.enqueue(new MockResponse.Builder().code(401)
                .body("{\"errors\":[{\"code\":89,\"message\":\"Invalid or expired token.\"}]}").build());

        assertThatThrownBy(() -> api.http().execute(ApiRequest.get(server.url("/2/users/me"),
                api.accounts().authFor(ada).orElseThrow()))).isInstanceOf(ApiException.class);

        assertThat(signedOut).extracting(Account::userId).containsExactly("1");
        assertThat(api.accounts().find("1")).map(Account::needsSignIn).contains(true);
        add("1", "ada");
        assertThat(api.accounts().find("1")).map(Account::needsSignIn).contains(false);
    }
}
