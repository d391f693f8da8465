package dev.starling.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus of a running {@code starling sandbox} ({@code reliability/sandbox-run-cases.txt}): what its
 * banner may and may not show (custom secrets, published demo users) and what it says when its state
 * cannot be kept, from the start to the stop of a real process.
 */
class SandboxRunCorpusTest {

    @TempDir
    Path work;

    static Stream<Arguments> cases() {
        return CorpusTable.rows("sandbox-run-cases.txt", 5).stream()
                .map(row -> Arguments.of(row[0], row[1], row[2], row[3], row[4]));
    }

    @ParameterizedTest(name = "running sandbox: {0}")
    @MethodSource("cases")
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void aRunningSandboxShowsNoSecretAndSaysWhatItCannotKeep(String name, String argsCell, String environment,
                                                             String action, String fragments) throws Exception {
        Path dir = Files.createDirectories(work.resolve("case"));
        Map<String, String> names = Map.of("dir", dir.toString());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-Dstarling.sandbox.https=false", "-cp",
                System.getProperty("java.class.path"), "dev.starling.Launcher", "sandbox"));
        command.addAll(CorpusTable.arguments(UserFacing.fill(argsCell, names)));
        Path out = dir.resolve("child.out");
        Path err = dir.resolve("child.err");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("STARLING_DATA_DIR", dir.resolve("data").toString());
        builder.environment().putAll(environment(environment));
        Process child = builder.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(out).contains("Press Ctrl+C") && child.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(Files.readString(out)).as("%s: the banner; errors:%n%s", name, Files.readString(err))
                    .contains("Press Ctrl+C");
            act(UserFacing.fill(action, names));
        } finally {
            child.destroy();
            if (!child.waitFor(30, TimeUnit.SECONDS)) {
                child.destroyForcibly();
            }
        }

        String shown = Files.readString(out, StandardCharsets.UTF_8) + Files.readString(err, StandardCharsets.UTF_8);
        UserFacing.assertFragments(shown, fragments, names);
    }

    private static Map<String, String> environment(String cell) {
        Map<String, String> environment = new HashMap<>();
        for (String pair : cell.split(",")) {
            if (pair.contains("=")) {
                environment.put(pair.substring(0, pair.indexOf('=')).strip(), pair.substring(pair.indexOf('=') + 1).strip());
            }
        }
        return environment;
    }

    private static void act(String action) throws IOException {
        if (action.startsWith("replace-with-file ")) {
            Path folder = Path.of(action.substring("replace-with-file ".length()).strip());
            try (Stream<Path> files = Files.walk(folder)) {
                files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            }
            Files.writeString(folder, "in the way");
        } else if (!action.equals("none")) {
            throw new IllegalArgumentException("Unknown action in sandbox-run-cases.txt: " + action);
        }
    }
}
