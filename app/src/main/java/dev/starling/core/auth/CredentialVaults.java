package dev.starling.core.auth;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Picks where secrets are kept: the OS credential store when a secure one exists, else the
 * owner-only file in the data folder. {@link CredentialVault#location()} says which, for Settings.
 */
public final class CredentialVaults {

    private CredentialVaults() {
    }

    public static CredentialVault choose(Path dataDir) {
        return choose(dataDir, () -> KeychainCredentialVault.probe().map(CredentialVault.class::cast));
    }

    /** @param osStore the probe, injectable so the fallback can be tested anywhere */
    public static CredentialVault choose(Path dataDir, Supplier<Optional<CredentialVault>> osStore) {
        Optional<CredentialVault> chosen;
        try {
            chosen = osStore.get();
        } catch (RuntimeException | LinkageError e) {
            chosen = Optional.empty();
        }
        return chosen.orElseGet(() -> new FileCredentialVault(dataDir));
    }
}
