package dev.starling.core.query.compose;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.oauth2.EndpointSecurity;
import dev.starling.core.api.oauth2.OAuth2Scope;
import dev.starling.core.text.BundleText;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the credentials a query would be sent with can make its call, by X's OpenAPI {@code security}
 * ({@link EndpointSecurity}): the kind of credentials (OAuth 1.0a account, OAuth 2.0 account, app-only)
 * and, for an OAuth 2.0 account, the scopes it was granted. Said before sending, not after X's 403.
 */
public final class CallAccess {

    private final EndpointSecurity security;

    public CallAccess(EndpointSecurity security) {
        this.security = security;
    }

    /** On X's OpenAPI as shipped with Starling. */
    public static CallAccess bundled() {
        return new CallAccess(EndpointSecurity.bundled());
    }

    /** What the endpoint accepts, or empty when X's description does not list it. */
    public Optional<EndpointSecurity.Rule> accepts(Endpoint endpoint) {
        return security.find(endpoint.method(), endpoint.pathTemplate());
    }

    /**
     * Why {@code choice} cannot call {@code endpoint}, or empty when it can (or nothing is known).
     * An OAuth 2.0 account whose granted scopes are unknown (imported from another tool, not yet
     * renewed) is refused only for its kind, never for scopes it may well have.
     *
     * @param accounts the environment's accounts, to find the chosen one (or the default) and its kind
     */
    public Optional<BundleText> refusal(Endpoint endpoint, AuthChoice choice, List<Account> accounts) {
        return credentials(choice, accounts).flatMap(credentials -> accepts(endpoint)
                .flatMap(rule -> rule.refusal(credentials)));
    }

    /** The account a USER choice stands for: the one named, else the default. */
    public static Optional<Account> account(AuthChoice choice, List<Account> accounts) {
        if (choice == null || choice.mode() != AuthChoice.Mode.USER) {
            return Optional.empty();
        }
        return accounts.stream().filter(account -> choice.accountUserId() == null ? account.isDefault()
                : account.userId().equals(choice.accountUserId())).findFirst();
    }

    private static Optional<EndpointSecurity.Credentials> credentials(AuthChoice choice, List<Account> accounts) {
        if (choice == null) {
            return Optional.empty();
        }
        return switch (choice.mode()) {
            case BEARER -> Optional.of(new EndpointSecurity.Credentials.AppOnly());
            case UNAVAILABLE -> Optional.empty();
            case USER -> account(choice, accounts).flatMap(account -> {
                if (account.kind() == Account.Kind.OAUTH1) {
                    return Optional.of(new EndpointSecurity.Credentials.OAuth1User());
                }
                if (account.scopes().isEmpty()) {
                    // Unknown scopes: only the kind can be judged; any scope list would do for that.
                    return Optional.<EndpointSecurity.Credentials>of(new EndpointSecurity.Credentials.OAuth2User(
                            Set.copyOf(allScopes())));
                }
                return Optional.of(new EndpointSecurity.Credentials.OAuth2User(Set.copyOf(account.scopes())));
            });
        };
    }

    private static List<String> allScopes() {
        return Arrays.stream(OAuth2Scope.values()).map(OAuth2Scope::scope).toList();
    }
}
