package dev.starling.core.auth;

import java.util.Optional;

/** Where secrets rest: the OS credential store where there is one, else a file only the user can read. */
public interface CredentialVault {

    Optional<Secret> read(String name);

    void write(String name, Secret secret);

    void delete(String name);

    /** For Settings: which kind of storage is in use, in plain words. */
    String description();
}
