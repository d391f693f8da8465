package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Audience permissions (shares), served twice over the same records: custom-audience permissions
 * under {@code /12/} and tailored-audience permissions under {@code /5/}, which differ only in names.
 * Only the owning account may grant or revoke; sharing crosses businesses only when the owner has
 * the SHARE_AUDIENCE_OUTSIDE_BUSINESS feature.
 */
final class PermissionHandlers {

    /** The names one API version uses. */
    record Naming(String audienceParam, String permissionParam, String permissionIdsFilter, String dataType) {
        static final Naming CUSTOM = new Naming("custom_audience_id", "custom_audience_permission_id",
                "custom_audience_permission_ids", "custom_audience_permission");
        static final Naming TAILORED = new Naming("tailored_audience_id", "tailored_audience_permission_id",
                "tailored_audience_permission_ids", "tailored_audience_permission");
    }

    private final AdsWorld world;
    private final Naming naming;

    PermissionHandlers(AdsWorld world, Naming naming) {
        this.world = world;
        this.naming = naming;
    }

    SandboxResponse list(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.visibleAudience(account, request.pathParam(naming.audienceParam()), false);
        Paging paging = Paging.parse(request);
        List<String> grantees = Params.ids(request, "granted_account_ids");
        List<String> ids = Params.ids(request, naming.permissionIdsFilter());
        boolean withDeleted = Params.bool(request, "with_deleted", false);
        boolean owner = audience.accountId.equals(account.id());
        List<AudiencePermission> permissions = world.state().permissions.values().stream()
                .filter(p -> p.audienceId.equals(audience.id))
                // A grantee sees its own share only, never the owner's other partners.
                .filter(p -> owner || p.grantedAccountId.equals(account.id()))
                .filter(p -> withDeleted || !p.deleted)
                .filter(p -> grantees == null || grantees.contains(p.grantedAccountId))
                .filter(p -> ids == null || ids.contains(p.id))
                .toList();
        Map<String, Comparator<AudiencePermission>> sorts = Map.of(
                "created_at", Comparator.comparingLong(p -> p.createdAt),
                "updated_at", Comparator.comparingLong(p -> p.updatedAt));
        return SandboxResponse.json(200, paging.respond(request, naming.dataType(), permissions, sorts,
                Comparator.<AudiencePermission>comparingLong(p -> p.createdAt).thenComparing(p -> p.id),
                p -> world.render(p, naming.audienceParam())));
    }

    SandboxResponse grant(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.ownedAudience(account, request.pathParam(naming.audienceParam()));
        String granteeId = Params.required(request, "granted_account_id");
        String level = Params.oneOf("permission_level", Params.required(request, "permission_level"),
                Set.of("READ_ONLY", "READ_WRITE"));
        AdAccount grantee = world.state().account(granteeId).orElseThrow(() ->
                AdsErrors.invalid("granted_account_id", "Account " + granteeId + " was not found"));
        if (grantee.id().equals(account.id())) {
            throw AdsErrors.invalid("granted_account_id", "An audience cannot be shared with its owner account");
        }
        if (!grantee.businessId().equals(account.businessId()) && !account.canShareOutsideBusiness()) {
            throw AdsErrors.error(403, "UNAUTHORIZED_ACCESS", "Account " + account.id()
                    + " may share audiences only within its business (it lacks the "
                    + AdAccount.SHARE_OUTSIDE_BUSINESS + " feature)", "granted_account_id");
        }
        long now = world.now();
        AudiencePermission permission = world.state().activePermission(audience.id, grantee.id()).orElseGet(() -> {
            AudiencePermission created = new AudiencePermission();
            created.id = world.state().newId();
            created.audienceId = audience.id;
            created.grantedAccountId = grantee.id();
            created.createdAt = now;
            world.state().permissions.put(created.id, created);
            return created;
        });
        permission.permissionLevel = level;
        permission.updatedAt = now;
        return SandboxResponse.json(201, Params.wrap(request, world.render(permission, naming.audienceParam())));
    }

    SandboxResponse revoke(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.ownedAudience(account, request.pathParam(naming.audienceParam()));
        String id = request.pathParam(naming.permissionParam());
        AudiencePermission permission = world.state().permissions.get(id);
        if (permission == null || !permission.audienceId.equals(audience.id) || permission.deleted) {
            throw AdsErrors.notFound(naming.permissionParam(), "Permission " + id + " was not found");
        }
        // Existing campaigns of the grantee keep running: only future targeting is refused.
        permission.deleted = true;
        permission.updatedAt = world.now();
        return SandboxResponse.json(200, Params.wrap(request, world.render(permission, naming.audienceParam())));
    }
}
