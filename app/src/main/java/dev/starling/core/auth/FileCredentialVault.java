package dev.starling.core.auth;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import dev.starling.core.store.AtomicFiles;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Secrets in a JSON file readable only by its owner: created with mode 0600 (never widened after
 * the fact) and replaced atomically, so a crash mid-write leaves the old file intact.
 */
public final class FileCredentialVault implements CredentialVault {

    public static final String FILE_NAME = "credentials.json";
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private final Path file;
    private final ObjectMapper json = new ObjectMapper();

    public FileCredentialVault(Path dataDir) {
        this.file = dataDir.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    @Override
    public synchronized Optional<Secret> read(String name) {
        return Optional.ofNullable(load().get(name)).map(Secret::of);
    }

    @Override
    public synchronized void write(String name, Secret secret) {
        Map<String, String> all = load();
        all.put(name, secret.reveal());
        save(all);
    }

    @Override
    public synchronized void delete(String name) {
        Map<String, String> all = load();
        if (all.remove(name) != null) {
            save(all);
        }
    }

    @Override
    public VaultLocation location() {
        return new VaultLocation(VaultLocation.Kind.FILE, file.toString());
    }

    private Map<String, String> load() {
        if (!Files.exists(file)) {
            return new TreeMap<>();
        }
        try {
            return new TreeMap<>(json.readValue(file.toFile(), new TypeReference<Map<String, String>>() { }));
        } catch (IOException e) {
            // The words name the file only: the parser's message could quote secret content.
            throw new WordedException(BundleText.of("vault.damaged", file.toString()));
        }
    }

    @Override
    public synchronized Optional<BundleText> problem() {
        try {
            load();
            return Optional.empty();
        } catch (WordedException damaged) {
            // load() fails only for a file it cannot read
            return Optional.of(damaged.text());
        }
    }

    private void save(Map<String, String> all) {
        try {
            Files.createDirectories(file.getParent());
            Path temp = posix()
                    ? Files.createTempFile(file.getParent(), ".credentials", ".tmp",
                            PosixFilePermissions.asFileAttribute(OWNER_ONLY))
                    : Files.createTempFile(file.getParent(), ".credentials", ".tmp");
            try {
                Files.write(temp, json.writeValueAsBytes(all));
                AtomicFiles.moveIntoPlace(temp, file);
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            // The words name the file only; the cause is left out, as its text could hold what was being written.
            throw new WordedException(BundleText.of("vault.cannotWrite", file.toString()));
        }
    }

    private static boolean posix() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    }
}
