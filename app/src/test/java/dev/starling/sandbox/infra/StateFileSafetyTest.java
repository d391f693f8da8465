package dev.starling.sandbox.infra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsModule;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.oauth.OAuthModule;
import dev.starling.sandbox.v2.V2Module;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --state FILE} never destroys what it was pointed at, and never loses the state silently: a file
 * that is not a sandbox's state is refused untouched, a pipe is refused without being opened, a place
 * that cannot be written is said at start and a save that fails is said when it fails; the files of
 * earlier versions restore exactly, and the compact format restores exactly too.
 */
class StateFileSafetyTest {

    @TempDir
    Path dir;

    @Test
    void aJsonFileThatIsNotASandboxStateIsRefusedAndLeftAsItWas() throws Exception {
        Path packageJson = Files.writeString(dir.resolve("package.json"),
                "{\n  \"name\": \"my-app\",\n  \"version\": \"1.0.0\",\n  \"dependencies\": {}\n}\n");
        byte[] before = Files.readAllBytes(packageJson);

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(packageJson)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(packageJson.toString())
                .hasMessageContaining("not a sandbox's state");
        assertThat(Files.readAllBytes(packageJson)).isEqualTo(before);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS)
    void aPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path fifo = dir.resolve("state.fifo");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(fifo)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("not a regular file");
    }

    @Test
    void aStateFileWhoseFolderCannotBeMadeIsSaidAtStart() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("notes.txt"), "mine");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(notAFolder.resolve("state.json"))))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("Cannot write the sandbox state file")
                .hasMessageContaining(notAFolder.toString());
        assertThat(Files.readString(notAFolder)).isEqualTo("mine");
    }

    @Test
    void aSaveThatFailsIsSaidWhenItFailsAndAtStop() throws Exception {
        Path folder = dir.resolve("kept");
        List<String> heard = new ArrayList<>();
        Sandbox sandbox = Sandbox.start(SandboxConfig.defaults().withStateFile(folder.resolve("state.json")));
        sandbox.onStateProblem(heard::add);
        // The folder goes away and a file takes its place while the sandbox runs.
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
        Files.writeString(folder, "in the way");

        sandbox.close();

        assertThat(heard).singleElement().asString().contains("Cannot write the sandbox state file")
                .contains("changes are not being kept");
        assertThat(sandbox.stateProblem()).contains(heard.get(0));
    }

    @Test
    void aStateFileOfTheEarlierFormatRestoresExactlyAndIsSavedInTheNewOne() throws Exception {
        JsonNode ads;
        Path file = dir.resolve("state.json");
        try (Sandbox original = Sandbox.start(SandboxConfig.defaults())) {
            ObjectNode v1 = Json.object();
            v1.set("oauth", original.module(OAuthModule.class).exportState());
            v1.set("v2", original.module(V2Module.class).exportState());
            ads = original.module(AdsModule.class).exportState();
            v1.set("ads", ads);
            Files.write(file, Json.MAPPER.writeValueAsBytes(v1));
        }
        assertThat(ads.path("members").size()).isGreaterThan(5);

        try (Sandbox restored = Sandbox.start(SandboxConfig.defaults().withStateFile(file))) {
            assertThat(restored.module(AdsModule.class).exportState()).isEqualTo(ads);
        }
        JsonNode saved = Json.parse(Files.readAllBytes(file));
        assertThat(saved.path(SandboxStateFile.FORMAT_KEY).asInt()).isEqualTo(2);
        assertThat(saved.at("/ads/members").fields().next().getValue().path("file").asText()).endsWith(".bin");
        assertThat(Files.size(file)).isLessThan(Json.MAPPER.writeValueAsBytes(ads).length / 4);

        try (Sandbox again = Sandbox.start(SandboxConfig.defaults().withStateFile(file))) {
            assertThat(again.module(AdsModule.class).exportState()).isEqualTo(ads);
        }
    }

    @Test
    void aDamagedMemberFileStopsTheStartWithOneSentence() throws Exception {
        Path file = dir.resolve("state.json");
        Sandbox.start(SandboxConfig.defaults().withStateFile(file)).close();
        Path part;
        try (Stream<Path> parts = Files.list(PartsFolder.beside(file))) {
            part = parts.filter(path -> path.toString().endsWith(".bin")).findFirst().orElseThrow();
        }
        byte[] bytes = Files.readAllBytes(part);
        bytes[bytes.length / 2] ^= 0x01;
        Files.write(part, bytes);

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(file)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("Cannot read the sandbox state file " + file)
                .hasMessageContaining("damaged");
    }

    @Test
    void aStateOfANewerFormatIsRefusedAndLeftAsItWas() throws Exception {
        Path file = Files.writeString(dir.resolve("state.json"), "{\"" + SandboxStateFile.FORMAT_KEY + "\": 3}");

        assertThatThrownBy(() -> Sandbox.start(SandboxConfig.defaults().withStateFile(file)))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("newer version of Starling");
        assertThat(Files.readString(file)).contains(": 3}");
    }
}
