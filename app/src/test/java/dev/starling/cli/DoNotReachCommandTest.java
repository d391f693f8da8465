package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.DoNotReachList;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code starling dnr create} and {@code list} against a real sandbox on loopback, signed in with {@code starling login}. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DoNotReachCommandTest {

    @TempDir
    static Path dir;

    private UploadSandbox sandbox;
    private String us;

    @BeforeAll
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        us = sandbox.coffeeUs();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @Test
    void createsAListPrintsItsIdAndListsIt() {
        UploadSandbox.Run run = sandbox.cli("dnr", "create", "--account", us, "--name", "Press contacts",
                "--description", "Journalists");

        assertThat(run.exit()).as(run.err()).isZero();
        DoNotReachList created = sandbox.adminAds().allDoNotReachLists(us).stream()
                .filter(list -> list.name().equals("Press contacts")).findFirst().orElseThrow();
        assertThat(created.description()).isEqualTo("Journalists");
        assertThat(run.out()).contains("id: " + created.id()).contains("name: Press contacts");

        UploadSandbox.Run listed = sandbox.cli("dnr", "list", "--account", us);
        assertThat(listed.exit()).as(listed.err()).isZero();
        assertThat(listed.out()).contains(created.id()).contains("Press contacts").contains("Global suppression")
                .contains("150");
    }

    @Test
    void aTakenNameIsRefusedWithTheServersReasonAndExitCodeOne() {
        UploadSandbox.Run run = sandbox.cli("dnr", "create", "--account", us, "--name", "Global suppression");

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("DUPLICATE_NAME");
    }

    @Test
    void aMissingNameIsAUsageError() {
        UploadSandbox.Run run = sandbox.cli("dnr", "create", "--account", us);

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("Missing --name NAME");
    }
}
