package dev.starling.core.auth;

import com.microsoft.credentialstorage.SecretStore;
import com.microsoft.credentialstorage.StorageProvider;
import com.microsoft.credentialstorage.model.StoredToken;
import com.microsoft.credentialstorage.model.StoredTokenType;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.WordedException;
import java.util.Objects;
import java.util.Optional;

/**
 * Secrets in the operating system's credential store (Windows Credential Manager, macOS Keychain,
 * GNOME Keyring / libsecret) through Microsoft's credential-secure-storage, secure stores only.
 */
public final class KeychainCredentialVault implements CredentialVault {

    static final String PREFIX = "Starling:";

    private final SecretStore<StoredToken> store;
    private final String storeName;

    /** @param storeName the system store's name, e.g. "Keychain" */
    public KeychainCredentialVault(SecretStore<StoredToken> store, String storeName) {
        this.store = Objects.requireNonNull(store, "store");
        this.storeName = storeName;
    }

    /** The OS store, or empty where there is none that is secure (a headless Linux, say). */
    public static Optional<KeychainCredentialVault> probe() {
        try {
            SecretStore<StoredToken> store = StorageProvider.getTokenStorage(true, StorageProvider.SecureOption.REQUIRED);
            if (store == null || !store.isSecure()) {
                return Optional.empty();
            }
            return Optional.of(new KeychainCredentialVault(store,
                    store.getClass().getSimpleName().replace("Store", "").replace("Backed", "")));
        } catch (RuntimeException | LinkageError e) {
            // A missing native library is "no OS store", not a crash.
            return Optional.empty();
        }
    }

    @Override
    public Optional<Secret> read(String name) {
        StoredToken token = store.get(PREFIX + name);
        if (token == null) {
            return Optional.empty();
        }
        Secret secret = Secret.of(new String(token.getValue()));
        token.clear();
        return Optional.of(secret);
    }

    @Override
    public void write(String name, Secret secret) {
        StoredToken token = new StoredToken(secret.reveal().toCharArray(), StoredTokenType.ACCESS);
        try {
            if (!store.add(PREFIX + name, token)) {
                throw new WordedException(BundleText.of("vault.keychainRefused"));
            }
        } finally {
            token.clear();
        }
    }

    @Override
    public void delete(String name) {
        store.delete(PREFIX + name);
    }

    @Override
    public VaultLocation location() {
        return new VaultLocation(VaultLocation.Kind.SYSTEM_STORE, storeName);
    }
}
