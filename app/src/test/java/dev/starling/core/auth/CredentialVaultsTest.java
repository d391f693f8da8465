package dev.starling.core.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CredentialVaultsTest {

    @TempDir
    Path dataDir;

    /** A stand-in OS store: the factory must prefer whatever secure store the probe finds. */
    private static final class MemoryVault implements CredentialVault {
        private final Map<String, Secret> entries = new ConcurrentHashMap<>();

        @Override
        public Optional<Secret> read(String name) {
            return Optional.ofNullable(entries.get(name));
        }

        @Override
        public void write(String name, Secret secret) {
            entries.put(name, secret);
        }

        @Override
        public void delete(String name) {
            entries.remove(name);
        }

        @Override
        public VaultLocation location() {
            return new VaultLocation(VaultLocation.Kind.SYSTEM_STORE, "Test keychain");
        }
    }

    @Test
    void prefersTheOsStoreWhenTheProbeFindsOne() {
        CredentialVault vault = CredentialVaults.choose(dataDir, () -> Optional.of(new MemoryVault()));

        assertThat(vault.location()).isEqualTo(new VaultLocation(VaultLocation.Kind.SYSTEM_STORE, "Test keychain"));
    }

    @Test
    void fallsBackToTheOwnerOnlyFileWhenThereIsNoSecureOsStore() {
        CredentialVault vault = CredentialVaults.choose(dataDir, Optional::empty);

        assertThat(vault).isInstanceOf(FileCredentialVault.class);
        assertThat(vault.location()).isEqualTo(new VaultLocation(VaultLocation.Kind.FILE,
                dataDir.resolve(FileCredentialVault.FILE_NAME).toString()));
    }

    @Test
    void fallsBackWhenTheProbeItselfFails() {
        CredentialVault vault = CredentialVaults.choose(dataDir, () -> {
            throw new UnsatisfiedLinkError("no libsecret");
        });

        assertThat(vault).isInstanceOf(FileCredentialVault.class);
    }

    @Test
    void theRealProbeNeverThrowsAndAnsweredStoresAreSecure() {
        assertThat(KeychainCredentialVault.probe()).satisfiesAnyOf(
                found -> assertThat(found).isEmpty(),
                found -> assertThat(found.get().location().kind()).isEqualTo(VaultLocation.Kind.SYSTEM_STORE));
    }
}
