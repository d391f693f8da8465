package dev.starling.core.api.ads;

import dev.starling.core.api.account.Account;
import dev.starling.core.store.SettingsRepository;
import java.util.List;
import java.util.Optional;

/**
 * The ad account each signed-in user works in, kept in the durable store so that every Ads workspace
 * of the window and the command line's default agree, across restarts. One choice per signed-in user
 * (environment and user id): another user, or the same one in another environment, has its own.
 */
public final class ChosenAdAccounts {

    static final String KEY_PREFIX = "ads.chosen_account.";

    private final SettingsRepository settings;

    public ChosenAdAccounts(SettingsRepository settings) {
        this.settings = settings;
    }

    /** The ad account id {@code user} chose last, if any (it may no longer be one of theirs). */
    public Optional<String> of(Account user) {
        return user == null ? Optional.empty() : settings.get(key(user)).filter(id -> !id.isBlank());
    }

    /** Keeps {@code adAccountId} as {@code user}'s choice. */
    public void choose(Account user, String adAccountId) {
        if (adAccountId == null || adAccountId.isBlank()) {
            throw new IllegalArgumentException("an ad account id is needed");
        }
        settings.put(key(user), adAccountId.strip());
    }

    /**
     * The account to show of {@code accounts}: the one remembered when it is still among them, else the
     * first (X lists them in a stable order), else none.
     */
    public static Optional<AdAccount> pick(List<AdAccount> accounts, Optional<String> remembered) {
        return remembered.flatMap(id -> accounts.stream().filter(account -> account.id().equals(id)).findFirst())
                .or(() -> accounts.stream().findFirst());
    }

    private static String key(Account user) {
        return KEY_PREFIX + user.key();
    }
}
