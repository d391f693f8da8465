package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /12/accounts}: the accounts the calling user may act for (an account picker's source);
 * {@code GET /12/accounts/:account_id}: one of them (X's Ads SDKs' first call, {@code client.accounts(id)}).
 */
final class AccountsHandlers {

    private final AdsWorld world;

    AccountsHandlers(AdsWorld world) {
        this.world = world;
    }

    SandboxResponse list(SandboxRequest request, Principal.UserContext user) {
        Paging paging = Paging.parse(request);
        List<String> ids = Params.ids(request, "account_ids");
        List<AdAccount> accounts = world.accountsOf(user).stream()
                .filter(account -> ids == null || ids.contains(account.id())).toList();
        Map<String, Comparator<AdAccount>> sorts = Map.of(
                "name", Comparator.comparing(AdAccount::name),
                "created_at", Comparator.comparingLong(AdAccount::createdAt),
                "updated_at", Comparator.comparingLong(AdAccount::updatedAt));
        return SandboxResponse.json(200, paging.respond(request, "account", accounts, sorts,
                Comparator.comparingLong(AdAccount::createdAt).thenComparing(AdAccount::id), world::render));
    }

    /** The account in the path: 404 when there is none, 403 when the user may not act for it. */
    SandboxResponse get(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        Params.bool(request, "with_deleted", false);
        return SandboxResponse.json(200, Params.wrap(request, world.render(account)));
    }
}
