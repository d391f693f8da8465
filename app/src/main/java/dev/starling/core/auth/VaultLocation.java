package dev.starling.core.auth;

import java.util.Objects;

/**
 * Which kind of storage keeps the secrets, and its one detail, for Settings to put in words through
 * the bundle ({@code settings.credentials.<KIND>}): core names the place, it does not word it.
 *
 * @param detail the system store's name ("Keychain", "Libsecret") or the file's path
 */
public record VaultLocation(Kind kind, String detail) {

    public enum Kind { SYSTEM_STORE, FILE }

    public VaultLocation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(detail, "detail");
    }
}
