package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.UploadSandbox;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The host part of the corpus ({@code reliability/host-cases.txt}): a separate JVM runs {@code starling}
 * under a file-size limit ({@code ulimit -f}), with a temporary folder of its own, or with standard output
 * and error as its outputs. A full disk and a library that cannot be unpacked are said in one sentence
 * naming the folder; {@code /dev/stdout} and {@code /dev/stderr} are written through and stay what they are.
 */
@EnabledOnOs(OS.LINUX)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileHostTest {

    private Path work;
    private UploadSandbox sandbox;
    private Path library;
    private final Map<String, String> placeholders = new HashMap<>();
    private int caseNumber;

    @BeforeAll
    void signIn(@TempDir Path dir) throws Exception {
        work = dir;
        sandbox = new UploadSandbox(work);
        sandbox.login();
        placeholders.putAll(UserFacing.signedInPlaceholders(sandbox, "Hostile host"));
        placeholders.put("recent", LocalDate.now(ZoneOffset.UTC).minusDays(6).toString());
        library = unpackSqlite(Files.createDirectories(work.resolve("sqlite")));
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    static Stream<Arguments> cases() {
        return CorpusTable.rows("host-cases.txt", 6).stream()
                .map(row -> Arguments.of(row[0], row[1], row[2], row[3], Integer.parseInt(row[4]), row[5]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void aHostileHostGetsOneSentenceAndNothingIsLost(String name, String limit, String javaOptions, String argsCell,
                                                     int exit, String fragments) throws Exception {
        Path dir = Files.createDirectories(work.resolve("case-" + (++caseNumber)));
        Path data = UserFacing.copyFolder(sandbox.dataDir, dir.resolve("data"));
        Path tmp = Files.createDirectories(dir.resolve("tmp"));
        Map<String, String> names = new HashMap<>(placeholders);
        names.put("dir", dir.toString());
        names.put("data", data.toString());
        names.put("tmp", tmp.toString());
        names.put("file", Files.writeString(dir.resolve("crm.csv"), "email\nhost.case@example.com\nbad\n").toString());
        List<String> args = CorpusTable.arguments(UserFacing.fill(argsCell, names));

        List<String> command = new ArrayList<>(List.of("bash", "-c", (limit.equals("-") ? "" : "ulimit -f " + limit + " && ")
                + "exec \"$0\" \"$@\"", Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Dstarling.sandbox.https=false"));
        if (javaOptions.contains("@tmpdir")) {
            command.add("-Djava.io.tmpdir=" + tmp);
        }
        if (javaOptions.contains("@lib")) {
            command.add("-Dorg.sqlite.lib.path=" + library.getParent());
            command.add("-Dorg.sqlite.lib.name=" + library.getFileName());
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "dev.starling.Launcher"));
        if (!args.isEmpty() && args.get(0).equals("@bare")) {
            command.addAll(args.subList(1, args.size()));
        } else {
            command.addAll(sandbox.globalArgs(data));
            command.addAll(args);
        }
        Map<Path, String> dataBefore = UserFacing.hashes(data);
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(dir.resolve("out").toFile())
                .redirectError(dir.resolve("err").toFile());
        builder.environment().putAll(sandbox.env());
        builder.environment().put("STARLING_DATA_DIR", dir.resolve("default-data").toString());
        Process child = builder.start();
        assertThat(child.waitFor(90, TimeUnit.SECONDS)).as("%s: finished", name).isTrue();

        String out = Files.readString(dir.resolve("out"), StandardCharsets.UTF_8);
        String shown = out + Files.readString(dir.resolve("err"), StandardCharsets.UTF_8);
        assertThat(child.exitValue()).as("%s: exit code; output:%n%s", name, shown).isEqualTo(exit);
        boolean log = fragments.contains("@diagnostics");
        UserFacing.assertFragments(shown, fragments.replace(";;@diagnostics", ""), names);
        if (!log) {
            UserFacing.assertPlain(shown);
        }
        UserFacing.assertStoresIntact(data);
        if (exit != 0) {
            dataBefore.keySet().removeIf(path -> path.getFileName().toString().startsWith("starling.db"));
            UserFacing.assertNothingWrittenOver(dataBefore, UserFacing.hashes(data));
        }
        for (String device : new String[] {"/dev/stdout", "/dev/stderr"}) {
            assertThat(Files.isSymbolicLink(Path.of(device))).as("%s is still the system's link", device).isTrue();
        }
    }

    /** SQLite's native library for this machine, unpacked once from the driver's jar. */
    private static Path unpackSqlite(Path dir) throws IOException {
        String arch = System.getProperty("os.arch").equals("amd64") ? "x86_64" : System.getProperty("os.arch");
        Path target = dir.resolve("libsqlitejdbc.so");
        try (InputStream in = org.sqlite.JDBC.class.getResourceAsStream("/org/sqlite/native/Linux/" + arch
                + "/libsqlitejdbc.so")) {
            assertThat(in).as("SQLite's library for Linux/%s", arch).isNotNull();
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return target;
    }
}
