package dev.starling.ui.upload;

import static org.assertj.core.api.InstanceOfAssertFactories.STRING;
import dev.starling.testing.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.store.DurableStore;
import dev.starling.core.upload.send.BatchResponse;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.common.UploadException;
import dev.starling.core.upload.journal.UploadJournal;
import dev.starling.core.upload.UploadService;
import dev.starling.core.upload.common.UploadSettings;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wizard's file, columns and preview model on its own: what it detects, checks, previews and remembers. */
class UploadSourceModelTest {

    private static final Instant NOW = Instant.parse("2026-11-20T10:00:00Z");

    @TempDir
    Path dir;

    private DurableStore store;
    private final List<String> savedRegions = new ArrayList<>();
    private UploadSourceModel source;

    @BeforeEach
    void open() {
        store = DurableStore.inMemory(DurableMigrations.ALL);
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        UploadService uploads = new UploadService((settings, batch) -> BatchResponse.ok(batch.operationCount(),
                batch.operationCount(), List.of()), new UploadJournal(store.database(), clock), clock, dir.resolve("reports"),
                dev.starling.core.text.Messages::text);
        source = new UploadSourceModel(uploads, new SameThreadTaskRunner(), "US", savedRegions::add);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void askingForTheNormalizerSavesNothingAndAPreviewRemembersItsRegionOnce() throws Exception {
        source.choose(file("phones.txt", "4155550100\n4155550101\n"));
        source.columns().get(0).typeProperty().set(IdentifierType.PHONE_NUMBER);

        source.normalizer();
        source.normalizer();
        assertThat(savedRegions).isEmpty();

        source.phoneRegionProperty().set("us");
        source.preview(settings());
        assertThat(source.errorProperty().get()).isEmpty();
        assertThat(source.previewLines()).extracting(PreviewLine::normalised).containsExactly("+14155550100", "+14155550101");
        assertThat(savedRegions).containsExactly("US");
    }

    @Test
    void anUnknownRegionIsExplainedAndNeitherPreviewedNorRemembered() throws Exception {
        source.choose(file("phones.txt", "4155550100\n"));
        source.columns().get(0).typeProperty().set(IdentifierType.PHONE_NUMBER);
        source.phoneRegionProperty().set("ZZ");

        assertThatThrownBy(source::normalizer).isInstanceOf(UploadException.class).extracting(Words::of, STRING).contains("\u201cZZ\u201d");
        source.preview(settings());
        assertThat(source.errorProperty().get()).contains("\u201cZZ\u201d is not a phone region");
        assertThat(source.previewReadyProperty().get()).isFalse();
        assertThat(savedRegions).isEmpty();
    }

    @Test
    void detectsTheColumnsOfAChosenFileAndRefusesAMappingOfNothing() throws Exception {
        source.choose(file("people.csv", "email,phone\nana@example.com,4155550100\n"));
        assertThat(source.profileProperty().get()).isNotNull();
        assertThat(source.columns()).extracting(column -> column.typeProperty().get())
                .containsExactly(IdentifierType.EMAIL, IdentifierType.PHONE_NUMBER);

        source.columns().forEach(column -> column.typeProperty().set(null));
        assertThatThrownBy(source::mapping).isInstanceOf(UploadException.class);
    }

    private static UploadSettings settings() {
        return UploadSettings.customAudience("acc", "aud1", UploadSettings.Operation.UPDATE, NOW, null);
    }

    private Path file(String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }
}
