package dev.starling.ui.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.boot.AppServices;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.CredentialImport;
import dev.starling.core.api.oauth2.OAuth2Tokens;
import dev.starling.testing.BootedServices;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Import from xurl on the Account page: a preview without secrets, then the import; the file is left as it was. */
class CredentialImportViewModelTest {

    @TempDir
    Path dir;

    private AppServices services;
    private final List<String> clients = new ArrayList<>();
    private int imported;
    private CredentialImportViewModel viewModel;

    @BeforeEach
    void setUp() {
        services = BootedServices.boot(dir.resolve("data"));
        viewModel = new CredentialImportViewModel(services.api(), services.vault(), services.tasks(), dir,
                (id, secret) -> clients.add(id), () -> imported++);
    }

    @AfterEach
    void tearDown() {
        services.close();
    }

    /** An xurl file holding the tokens of a real sandbox sign-in (then forgotten here), as another tool keeps them. */
    private Path xurlFileWith(OAuth2Tokens tokens) throws Exception {
        Path file = dir.resolve(".xurl");
        try (InputStream in = CredentialImport.class.getResourceAsStream("/dev/starling/core/api/sample.xurl")) {
            Files.writeString(file, new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                    .replace("ACCESS_PLACEHOLDER", tokens.accessToken().reveal())
                    .replace("REFRESH_PLACEHOLDER", tokens.refreshToken().reveal()));
        }
        return file;
    }

    @Test
    void thePreviewNamesKindsAndNamesWithoutSecretsThenImportBringsTheAccountBack() throws Exception {
        Account account = OAuth2AccountsTest.signIn(services, "demo_engineer", OAuth2AccountsTest.READ_WRITE);
        OAuth2Tokens tokens = services.api().current().accounts().storedTokens(account).orElseThrow();
        Path file = xurlFileWith(tokens);
        services.api().current().accounts().removeLocally(account);
        byte[] before = Files.readAllBytes(file);
        FileTime modified = Files.getLastModifiedTime(file);

        assertThat(viewModel.fileProperty().get()).isEqualTo(file.toString());
        viewModel.showPreview();

        assertThat(viewModel.errorProperty().get()).isEmpty();
        assertThat(viewModel.preview()).hasSize(5).anySatisfy(line ->
                assertThat(line).startsWith("import:").contains("OAuth 2.0 account @demo_engineer"));
        assertThat(viewModel.preview()).anySatisfy(line -> assertThat(line).startsWith("skip:").contains("another app"));
        assertThat(viewModel.preview()).noneMatch(line -> line.contains(tokens.accessToken().reveal())
                || line.contains(tokens.refreshToken().reveal()) || line.contains("strangers-token")
                || line.contains("otherClientSecret") || line.contains("xurlbearer"));
        assertThat(viewModel.importableProperty().get()).isEqualTo(2);
        assertThat(services.api().current().accounts().list()).as("nothing imported before Import").isEmpty();

        viewModel.importNow();

        assertThat(viewModel.messageProperty().get()).isEqualTo("Imported 2 items.");
        assertThat(imported).isEqualTo(1);
        assertThat(services.api().current().accounts().list()).singleElement().satisfies(back -> {
            assertThat(back.screenName()).isEqualTo("demo_engineer");
            assertThat(back.kind()).isEqualTo(Account.Kind.OAUTH2);
        });
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(file)).isEqualTo(modified);
        assertThat(viewModel.importableProperty().get()).isZero();
    }

    @Test
    void aMissingOrForeignFileIsSaidAndNothingIsOffered() throws Exception {
        viewModel.sourceProperty().set(CredentialImport.Source.TWURL);
        assertThat(viewModel.fileProperty().get()).isEqualTo(dir.resolve(".twurlrc").toString());
        viewModel.showPreview();
        assertThat(viewModel.errorProperty().get()).contains("There is no file").contains(".twurlrc");

        Path broken = dir.resolve("broken");
        Files.writeString(broken, "apps: [secret-value-123\n  : : :");
        viewModel.fileProperty().set(broken.toString());
        viewModel.showPreview();
        assertThat(viewModel.errorProperty().get()).contains("not a twurl or xurl file")
                .doesNotContain("secret-value-123");
        assertThat(viewModel.importableProperty().get()).isZero();
    }
}
