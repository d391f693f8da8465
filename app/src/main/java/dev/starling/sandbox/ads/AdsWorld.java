package dev.starling.sandbox.ads;

import dev.starling.sandbox.spi.SandboxContext;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Ads state and the rules every handler shares: which accounts a user may act for, which
 * audiences an account can see or change, and how records are rendered. Callers hold the module's
 * lock while using it.
 */
final class AdsWorld {

    private final SandboxContext context;
    private final KnownPeople known;
    private AdsState state;

    AdsWorld(SandboxContext context, KnownPeople known) {
        this.context = context;
        this.known = known;
        this.state = AdsSeed.build(context, known);
    }

    /** Whom the world's identifiers belong to (a restored state is given them too). */
    KnownPeople known() {
        return known;
    }

    AdsState state() {
        return state;
    }

    void replace(AdsState newState) {
        this.state = newState;
    }

    void reset() {
        this.state = AdsSeed.build(context, known);
    }

    long now() {
        return context.clock().millis();
    }

    /** The account in the path, if the calling user may act for it (403 otherwise, 404 when unknown). */
    AdAccount account(SandboxRequest request, Principal.UserContext user) {
        String id = request.pathParam("account_id");
        AdAccount account = state.account(id).orElseThrow(() ->
                AdsErrors.notFound("account_id", "Account " + id + " was not found"));
        if (!account.usableBy(user.userId())) {
            throw AdsErrors.unauthorized("User " + user.screenName() + " is not authorized to use account " + id);
        }
        return account;
    }

    List<AdAccount> accountsOf(Principal.UserContext user) {
        return state.accounts.stream().filter(account -> account.usableBy(user.userId())).toList();
    }

    boolean visibleTo(CustomAudience audience, AdAccount account) {
        return audience.accountId.equals(account.id())
                || state.activePermission(audience.id, account.id()).isPresent();
    }

    /** An audience the account owns or has been granted; 404 when not (or deleted, unless asked for). */
    CustomAudience visibleAudience(AdAccount account, String id, boolean withDeleted) {
        CustomAudience audience = state.audiences.get(id);
        if (audience == null || !visibleTo(audience, account) || (audience.deleted && !withDeleted)) {
            throw AdsErrors.notFound("custom_audience_id", "Custom audience " + id + " was not found");
        }
        return audience;
    }

    /** An audience the account owns (sharing, deleting). */
    CustomAudience ownedAudience(AdAccount account, String id) {
        CustomAudience audience = visibleAudience(account, id, false);
        if (!audience.accountId.equals(account.id())) {
            throw AdsErrors.unauthorized("Only the owner account of custom audience " + id + " may do this");
        }
        return audience;
    }

    /** An audience the account owns or was granted READ_WRITE on (renaming, uploading members). */
    CustomAudience writableAudience(AdAccount account, String id) {
        CustomAudience audience = visibleAudience(account, id, false);
        if (!"READ_WRITE".equals(permissionLevel(audience, account))) {
            throw AdsErrors.unauthorized("Account " + account.id() + " has read-only access to custom audience " + id);
        }
        return audience;
    }

    String permissionLevel(CustomAudience audience, AdAccount viewer) {
        if (audience.accountId.equals(viewer.id())) {
            return "READ_WRITE";
        }
        return state.activePermission(audience.id, viewer.id()).map(p -> p.permissionLevel).orElse("READ_ONLY");
    }

    /** Whether another audience of the account already has this name (names are unique per account). */
    boolean nameTaken(AdAccount account, String name, String exceptId) {
        return state.audiences.values().stream().anyMatch(a -> !a.deleted && a.accountId.equals(account.id())
                && a.name.equalsIgnoreCase(name) && !a.id.equals(exceptId));
    }

    Map<String, Object> render(CustomAudience audience, AdAccount viewer) {
        AudienceStatus status = state.status(audience, now());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", audience.id);
        json.put("name", audience.name);
        if (!audience.sparseRecord) {
            json.put("description", audience.description);
        }
        json.put("audience_type", audience.audienceType);
        if (audience.listType != null) {
            json.put("list_type", audience.listType);
        }
        json.put("targetable", status.targetable());
        json.put("targetable_types", audience.flexible() ? List.of("FLEXIBLE", "EXCLUDED_FLEXIBLE")
                : "WEB".equals(audience.audienceType) ? List.of("WEB", "EXCLUDED_WEB") : List.of("CRM", "EXCLUDED_CRM"));
        json.put("reasons_not_targetable", status.reasons());
        if (!audience.sparseRecord) {
            json.put("permission_level", permissionLevel(audience, viewer));
        }
        json.put("owner_account_id", audience.accountId);
        if (!audience.sparseRecord) {
            json.put("is_owner", audience.accountId.equals(viewer.id()));
        }
        json.put("partner_source", audience.partnerSource);
        json.put("audience_size", status.size());
        json.put("created_at", Times.format(audience.createdAt));
        json.put("updated_at", Times.format(audience.updatedAt));
        json.put("deleted", audience.deleted);
        if (audience.flexible()) {
            Map<String, Object> metadata = new LinkedHashMap<>();
            metadata.put("custom_audience_id", audience.id);
            metadata.put("account_id", audience.accountId);
            metadata.put("name", audience.name);
            metadata.put("audience_source", "FLEXIBLE_AUDIENCE");
            metadata.put("upload_status", "UPLOADED");
            metadata.put("segments", audience.segments);
            json.put("metadata", List.of(metadata));
        }
        return json;
    }

    Map<String, Object> render(AudiencePermission permission, String audienceKey) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", permission.id);
        json.put(audienceKey, permission.audienceId);
        json.put("granted_account_id", permission.grantedAccountId);
        json.put("permission_level", permission.permissionLevel);
        json.put("created_at", Times.format(permission.createdAt));
        json.put("updated_at", Times.format(permission.updatedAt));
        json.put("deleted", permission.deleted);
        return json;
    }

    Map<String, Object> render(DoNotReachList list) {
        AudienceStatus status = state.status(list, now());
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", list.id);
        json.put("name", list.name);
        json.put("description", list.description);
        json.put("targetable", status.targetable());
        json.put("reasons_not_targetable", status.reasons());
        json.put("list_size", status.size());
        json.put("created_at", Times.format(list.createdAt));
        json.put("updated_at", Times.format(list.updatedAt));
        json.put("deleted", list.deleted);
        return json;
    }

    Map<String, Object> render(AdAccount account) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", account.id());
        json.put("name", account.name());
        json.put("business_id", account.businessId());
        json.put("business_name", account.businessName());
        json.put("timezone", account.timezone());
        json.put("currency", account.currency());
        json.put("approval_status", account.approvalStatus());
        // X's account records also carry these two; clients must not trip over them.
        json.put("timezone_switch_at", Times.format(account.createdAt()));
        json.put("salt", Integer.toHexString(account.id().hashCode()) + Long.toHexString(account.createdAt()));
        json.put("deleted", false);
        json.put("created_at", Times.format(account.createdAt()));
        json.put("updated_at", Times.format(account.updatedAt()));
        return json;
    }

    Optional<DoNotReachList> doNotReachList(AdAccount account, String id) {
        DoNotReachList list = state.doNotReachLists.get(id);
        return list != null && list.accountId.equals(account.id()) ? Optional.of(list) : Optional.empty();
    }

    List<CustomAudience> audiences() {
        return new ArrayList<>(state.audiences.values());
    }
}
