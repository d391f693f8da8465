package dev.starling.core.api;

import dev.starling.boot.DurableMigrations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2Harness;
import dev.starling.core.api.http.HttpSettings;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.core.auth.FileCredentialVault;
import dev.starling.core.store.DurableStore;
import dev.starling.core.text.BundleText;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** twurl's and xurl's files: read only, previewed item by item, then imported into the active environment. */
class CredentialImportTest {

    @TempDir
    Path dir;

    private Path sample(String name) throws Exception {
        Path file = dir.resolve(name);
        try (InputStream in = getClass().getResourceAsStream(name)) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void twurlProfilesAndBearerTokensArePreviewedForTheEnvironmentsApp() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir.resolve("data"), OAuth2Harness.config())) {
            List<CredentialImport.Item> items = CredentialImport.read(CredentialImport.Source.TWURL,
                    sample("sample.twurlrc"));
            assertThat(items).extracting(CredentialImport.Item::kind, CredentialImport.Item::name).containsExactly(
                    org.assertj.core.groups.Tuple.tuple(CredentialImport.Kind.OAUTH1_ACCOUNT, "demo_marketer"),
                    org.assertj.core.groups.Tuple.tuple(CredentialImport.Kind.OAUTH1_ACCOUNT, "someone_else"),
                    org.assertj.core.groups.Tuple.tuple(CredentialImport.Kind.BEARER_TOKEN, "sbx4Pp7kQ2mWc9Lr1DemoKey"));
            assertThat(items.get(0).toString()).doesNotContain("TOKEN_PLACEHOLDER");

            List<CredentialImport.Step> plan = CredentialImport.plan(items, harness.services().environment());
            assertThat(plan).extracting(CredentialImport.Step::imports).containsExactly(true, false, true);
            assertThat(plan.get(1).what().key()).isEqualTo("import.skip.otherApp");
        }
    }

    @Test
    void xurlUsersOfTheEnvironmentsClientAreImportedAndTheFileIsLeftAsItWas() throws Exception {
        try (OAuth2Harness harness = new OAuth2Harness(dir.resolve("data"), OAuth2Harness.config())) {
            Account signedIn = harness.signIn("demo_engineer", List.of("tweet.read", "users.read", "offline.access"));
            OAuth2Tokens tokens = harness.services().accounts().storedTokens(signedIn).orElseThrow();
            Path file = sample("sample.xurl");
            Files.writeString(file, Files.readString(file).replace("ACCESS_PLACEHOLDER", tokens.accessToken().reveal())
                    .replace("REFRESH_PLACEHOLDER", tokens.refreshToken().reveal()));
            byte[] before = Files.readAllBytes(file);
            FileTime modified = Files.getLastModifiedTime(file);

            Path other = dir.resolve("other");
            try (DurableStore store = DurableStore.open(other, DurableMigrations.ALL)) {
                ApiServices importer = ApiServices.create(harness.services().environment(), store,
                        new FileCredentialVault(other), log -> HttpSettings.defaults(log).withClock(harness.clock));
                List<CredentialImport.Step> plan = CredentialImport.plan(
                        CredentialImport.read(CredentialImport.Source.XURL, file), importer.environment());
                assertThat(plan).filteredOn(CredentialImport.Step::imports).extracting(step -> step.item().name())
                        .containsExactly("demo_engineer", "other-app");
                assertThat(plan).filteredOn(step -> !step.imports()).extracting(step -> step.what().key())
                        .containsExactly("import.skip.clientSet", "import.skip.clientSet", "import.skip.otherApp");

                List<BundleText> done = CredentialImport.apply(plan, importer, new FileCredentialVault(other),
                        (id, secret) -> { });

                assertThat(done).hasSize(2);
                Account imported = importer.accounts().list().get(0);
                assertThat(imported.screenName()).isEqualTo("demo_engineer");
                assertThat(imported.kind()).isEqualTo(Account.Kind.OAUTH2);
                assertThat(importer.accounts().storedTokens(imported).orElseThrow().accessToken())
                        .isEqualTo(tokens.accessToken());
                assertThat(importer.bearer().held()).isPresent();
            }
            assertThat(Files.readAllBytes(file)).isEqualTo(before);
            assertThat(Files.getLastModifiedTime(file)).isEqualTo(modified);
        }
    }

    @Test
    void aFileThatIsNotYamlIsSaidWithoutItsContent() throws Exception {
        Path file = dir.resolve("broken");
        Files.writeString(file, "apps: [secret-value-123\n  : : :");
        assertThatThrownBy(() -> CredentialImport.read(CredentialImport.Source.XURL, file))
                .isInstanceOf(IllegalArgumentException.class).hasMessageNotContaining("secret-value-123");
    }
}
