package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Damage is reported as damage: which file, what to do, where a copy was kept; commands that need
 * the saved data exit non-zero and write nothing over it; never a Java exception name.
 */
class DamagedDataTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int starling(Path dataDir, String... command) {
        CommandLine commandLine = StarlingCommand.commandLine(options -> {
            throw new AssertionError("the window must not open");
        }, Map.of());
        ((StarlingCommand) commandLine.getCommand()).useWriters(new PrintWriter(out, true), new PrintWriter(err, true));
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        List<String> args = new java.util.ArrayList<>(List.of("--data-dir", dataDir.toString(),
                "--api-base", "http://127.0.0.1:9", "--consumer-key", "k", "--consumer-secret", "s"));
        args.addAll(List.of(command));
        return commandLine.execute(args.toArray(String[]::new));
    }

    private final java.io.ByteArrayOutputStream console = new java.io.ByteArrayOutputStream();

    /** What the user saw: the command's output and the notices echoed on the process's stderr. */
    private String said() {
        return out + "\n" + err + "\n" + console.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    @org.junit.jupiter.api.BeforeEach
    void captureConsole() {
        realErr = System.err;
        System.setErr(new java.io.PrintStream(console, true, java.nio.charset.StandardCharsets.UTF_8));
    }

    @org.junit.jupiter.api.AfterEach
    void releaseConsole() {
        System.setErr(realErr);
    }

    private java.io.PrintStream realErr;

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @Test
    void aStoreWithADamagedIndexIsReportedAsDamagedNotAsNoAccounts() throws Exception {
        Path data = dir.resolve("data");
        assertThat(starling(data, "accounts")).isZero(); // creates the store
        Path db = data.resolve("starling.db");
        int root;
        int pageSize;
        try (Connection sql = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = sql.createStatement()) {
            s.execute("INSERT INTO accounts (environment, user_id, screen_name, is_default, created_at) "
                    + "VALUES ('custom', '42', 'jack', 1, '2026-11-23T00:00:00Z')");
            root = s.executeQuery("SELECT rootpage FROM sqlite_master WHERE name = 'sqlite_autoindex_accounts_1'").getInt(1);
            pageSize = s.executeQuery("PRAGMA page_size").getInt(1);
            s.execute("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        // One byte of the primary key's index changed: the pages stay well-formed (quick_check passes)
        // but the index no longer matches the row, so a lookup by key silently finds nothing.
        byte[] bytes = Files.readAllBytes(db);
        int page = (root - 1) * pageSize;
        int at = new String(bytes, page, pageSize, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("custom");
        assertThat(at).isNotNegative();
        bytes[page + at + 4] = '0';
        Files.write(db, bytes);
        String before = sha256(db);
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        console.reset();

        int exit = starling(data, "accounts");

        assertThat(exit).isEqualTo(1);
        assertThat(said()).contains("starling.db is damaged").contains("left the file untouched")
                .contains("kept a copy in").doesNotContain("No accounts signed in").doesNotContain("Exception");
        assertThat(sha256(db)).isEqualTo(before);
        try (Stream<Path> files = Files.list(data)) {
            assertThat(files.map(f -> f.getFileName().toString())).anyMatch(name -> name.startsWith("starling.db.damaged-"));
        }
    }

    @Test
    void anUnopenableStoreFailsEveryCommandThatNeedsItAndIsLeftAsItWas() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path db = Files.write(data.resolve("starling.db"), "this is not a database, just text".repeat(200).getBytes());
        String before = sha256(db);

        assertThat(starling(data, "accounts")).isEqualTo(1);
        assertThat(starling(data, "logout", "--local-only")).isEqualTo(1);

        assertThat(said()).contains("starling.db").contains("cannot run without your saved data")
                .doesNotContain("starling login'").doesNotContain("Exception");
        assertThat(sha256(db)).isEqualTo(before);
    }

    @Test
    void aDataFolderThatCannotBeWrittenIsNotSuccess() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("file"), "x");

        assertThat(starling(notAFolder.resolve("data"), "accounts")).isEqualTo(1);
        assertThat(said()).contains("Starling cannot write to").contains("cannot run without a writable data folder");
    }

    @Test
    void damagedSignInDetailsNameTheFileAndHowToRecover() throws Exception {
        Path data = dir.resolve("data");
        assertThat(starling(data, "accounts")).isZero();
        Path credentials = Files.writeString(data.resolve("credentials.json"), "{\"consumer-secret\": \"trunc");
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);

        assertThat(starling(data, "accounts")).isEqualTo(1);

        assertThat(said()).contains("The sign-in details in " + credentials + " are damaged")
                .contains("Move the file away (or delete it), then sign in again")
                .doesNotContain("trunc").doesNotContain("Exception");
    }
}
