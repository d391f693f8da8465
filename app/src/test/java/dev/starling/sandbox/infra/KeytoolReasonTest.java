package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * When no certificate can be made, the reason given is keytool's real one (or a missing keytool, or a
 * folder that cannot be made), never the banner keytool prints before it starts ("Generating 256 bit EC
 * key pair...") and never a Java class name.
 */
class KeytoolReasonTest {

    @TempDir
    Path dir;

    @Test
    void keytoolsErrorLineIsTheReasonNotItsBanner() throws Exception {
        Path keytool = dir.resolve("keytool");
        Files.writeString(keytool, "#!/bin/sh\n"
                + "echo 'Generating 256 bit EC (secp256r1) key pair and self-signed certificate (SHA256withECDSA) with a validity of 3,650 days'\n"
                + "echo '\tfor: CN=Starling Sandbox, O=Starling'\n"
                + "echo 'keytool error: java.io.IOException: No space left on device'\n"
                + "exit 1\n");
        Files.setPosixFilePermissions(keytool, PosixFilePermissions.fromString("rwx------"));

        assertThatThrownBy(() -> TlsMaterial.generate(dir.resolve("tls/sandbox-tls.p12"), "pw", "127.0.0.1", keytool))
                .isInstanceOf(TlsMaterial.NotMade.class)
                .hasMessage("keytool said: No space left on device.");
    }

    @Test
    void aMissingKeytoolOrAFolderInTheWayIsSaidAsSuch() throws Exception {
        assertThatThrownBy(() -> TlsMaterial.generate(dir.resolve("a.p12"), "pw", "127.0.0.1", dir.resolve("no-keytool")))
                .hasMessageContaining("this Java runtime has no keytool").hasMessageContaining("--tls-keystore");
        Path file = Files.writeString(dir.resolve("taken"), "x");
        assertThatThrownBy(() -> TlsMaterial.generate(file.resolve("a.p12"), "pw", "127.0.0.1", dir.resolve("no-keytool")))
                .hasMessageContaining("cannot be made").hasMessageContaining(file.toString());
    }

    @Test
    void withoutAnErrorLineTheExitCodeIsSaid() {
        assertThat(TlsMaterial.keytoolReason("Generating 256 bit EC key pair", 3))
                .isEqualTo("keytool ended with exit code 3 without saying why.");
    }
}
