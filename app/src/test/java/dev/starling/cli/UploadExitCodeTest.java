package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Exit 0 only when the upload did what was asked: a header-only file or all rows rejected are failures. */
class UploadExitCodeTest {

    @TempDir
    Path dir;

    private UploadSandbox sandbox;
    private String account;
    private String audience;

    @BeforeEach
    void start() throws Exception {
        sandbox = new UploadSandbox(dir);
        sandbox.login();
        account = sandbox.coffeeUs();
        audience = sandbox.createAudience(account, "Exit codes");
    }

    @AfterEach
    void stop() {
        sandbox.close();
    }

    private UploadSandbox.Run upload(Path file) {
        return sandbox.cli("upload", "--account", account, "--audience", audience, "--file", file.toString());
    }

    @Test
    void aHeaderOnlyFileIsNotSuccess() throws Exception {
        UploadSandbox.Run run = upload(Files.writeString(dir.resolve("header.csv"), "email,phone\n"));

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("header.csv has no data rows").contains("nothing was uploaded");
    }

    @Test
    void anUploadWhoseEveryValueWasRejectedIsNotSuccess() throws Exception {
        UploadSandbox.Run run = upload(Files.writeString(dir.resolve("bad.csv"), "email\nnot-an-address\n(x)@y.com\n"));

        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("every row of bad.csv was rejected").contains("rejections file says why");
        assertThat(run.out() + run.err()).doesNotContain("not-an-address");
    }

    @Test
    void anUploadWithSomeValidRowsSucceeds() throws Exception {
        UploadSandbox.Run run = upload(Files.writeString(dir.resolve("mixed.csv"), "email\nok@example.com\nnope\n"));

        assertThat(run.exit()).as(run.err()).isZero();
    }
}
