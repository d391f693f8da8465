package dev.starling.core.auth;

import dev.starling.core.text.BundleText;
import java.util.Optional;

/** Where secrets rest: the OS credential store where there is one, else a file only the user can read. */
public interface CredentialVault {

    Optional<Secret> read(String name);

    void write(String name, Secret secret);

    void delete(String name);

    /** For Settings: which kind of storage is in use, and where. */
    VaultLocation location();

    /**
     * Why the stored secrets cannot be read (which file is damaged and how to recover), checked at
     * start so a damaged store is reported as such, not as a failure of some later request.
     */
    default Optional<BundleText> problem() {
        return Optional.empty();
    }
}
