package dev.starling.core.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileCredentialVaultTest {

    @TempDir
    Path dir;

    @Test
    void storesSecretsInAFileOnlyTheOwnerCanReadOrWrite() throws Exception {
        FileCredentialVault vault = new FileCredentialVault(dir);
        vault.write("token.1", Secret.of("abc"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(vault.file()))).isEqualTo("rw-------");
        assertThat(new FileCredentialVault(dir).read("token.1")).contains(Secret.of("abc"));
    }

    @Test
    void deletesOneSecretAndKeepsTheOthersAndLeavesNoTemporaryFiles() throws Exception {
        FileCredentialVault vault = new FileCredentialVault(dir);
        vault.write("a", Secret.of("1"));
        vault.write("b", Secret.of("2"));
        vault.delete("a");
        assertThat(vault.read("a")).isEmpty();
        assertThat(vault.read("b")).contains(Secret.of("2"));
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(FileCredentialVault.FILE_NAME);
        }
    }

    @Test
    void aSecretNeverShowsInItsStringForm() {
        Secret secret = Secret.of("super-secret-token-value");
        assertThat(secret.toString()).doesNotContain("super").doesNotContain("value");
        assertThat(secret.masked()).endsWith("alue").doesNotContain("super");
    }
}
