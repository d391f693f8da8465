package dev.starling.core.query.compose;

import dev.starling.core.api.account.Account;
import java.util.List;

/**
 * Resolves the credentials a query goes with, once, from the user's choice ({@link CredentialChoice}),
 * the endpoint and fields ({@link AuthChoice#resolve}), the accounts still signed in, and X's OpenAPI
 * {@code security} ({@link CallAccess}). The composer shows the result beside Send; the same result is
 * sent ({@link QueryRun}), so the screen and the request never disagree.
 */
public final class QueryCredentials {

    /**
     * What the environment offers when the choice is resolved.
     *
     * @param accounts the environment's accounts, or null while they were not read yet (a chosen
     *     account is then taken as still signed in)
     */
    public record Available(boolean signedIn, boolean appKeys, List<Account> accounts) {
    }

    private final CallAccess access;

    public QueryCredentials(CallAccess access) {
        this.access = access;
    }

    /** On X's OpenAPI as shipped with Starling. */
    public static QueryCredentials bundled() {
        return new QueryCredentials(CallAccess.bundled());
    }

    public CallAccess access() {
        return access;
    }

    public AuthChoice resolve(CredentialChoice chosen, QuerySpec spec, FieldCatalog catalog, Available available) {
        List<Account> accounts = available.accounts() == null ? List.of() : available.accounts();
        if (chosen.kind() == CredentialChoice.Kind.ACCOUNT && available.accounts() != null
                && accounts.stream().noneMatch(account -> !account.needsSignIn() && account.userId().equals(chosen.userId()))) {
            return AuthChoice.of(AuthChoice.Mode.UNAVAILABLE, AuthChoice.Reason.ACCOUNT_GONE, chosen.screenName());
        }
        AuthChoice choice = AuthChoice.resolve(chosen, spec, catalog, available.signedIn(), available.appKeys());
        return access.refusal(spec.endpoint(), choice, accounts)
                .map(refusal -> AuthChoice.of(AuthChoice.Mode.UNAVAILABLE, AuthChoice.Reason.CANNOT_CALL, refusal))
                .orElse(choice);
    }
}
