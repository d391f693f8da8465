package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** List, get, create, rename and delete custom audiences ({@code /12/accounts/:account_id/custom_audiences}). */
final class CustomAudienceHandlers {

    static final int MAX_NAME = 255;
    private final AdsWorld world;

    CustomAudienceHandlers(AdsWorld world) {
        this.world = world;
    }

    SandboxResponse list(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        Paging paging = Paging.parse(request);
        String scope = Params.oneOf("permission_scope", request.param("permission_scope").orElse("OWNER"),
                Set.of("OWNER", "SHARED"));
        String q = request.param("q").orElse(null);
        if (q != null && (q.isEmpty() || q.length() > MAX_NAME)) {
            throw AdsErrors.invalid("q", "\"q\" must be 1 to " + MAX_NAME + " characters");
        }
        String prefix = q == null ? null : q.toLowerCase(Locale.ROOT);
        List<String> ids = Params.ids(request, "custom_audience_ids");
        boolean withDeleted = Params.bool(request, "with_deleted", false);
        List<CustomAudience> audiences = world.audiences().stream()
                .filter(a -> scope.equals("OWNER") ? a.accountId.equals(account.id())
                        : !a.accountId.equals(account.id()) && world.visibleTo(a, account))
                .filter(a -> withDeleted || !a.deleted)
                .filter(a -> prefix == null || a.name.toLowerCase(Locale.ROOT).startsWith(prefix))
                .filter(a -> ids == null || ids.contains(a.id))
                .toList();
        long now = world.now();
        Map<String, Comparator<CustomAudience>> sorts = Map.of(
                "name", Comparator.comparing(a -> a.name.toLowerCase(Locale.ROOT)),
                "created_at", Comparator.comparingLong(a -> a.createdAt),
                "updated_at", Comparator.comparingLong(a -> a.updatedAt),
                "audience_size", Comparator.comparingInt(a -> {
                    Integer size = world.state().status(a, now).size();
                    return size == null ? -1 : size;
                }));
        Comparator<CustomAudience> fallback = Comparator.<CustomAudience>comparingLong(a -> a.createdAt).reversed()
                .thenComparing(a -> a.id);
        return SandboxResponse.json(200, paging.respond(request, "custom_audience", audiences, sorts, fallback,
                a -> world.render(a, account)));
    }

    SandboxResponse get(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        boolean withDeleted = Params.bool(request, "with_deleted", false);
        CustomAudience audience = world.visibleAudience(account, request.pathParam("custom_audience_id"), withDeleted);
        return SandboxResponse.json(200, Params.wrap(request, world.render(audience, account)));
    }

    SandboxResponse create(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        String name = name(request.param("name").orElse(null), true);
        String description = description(request);
        if (world.nameTaken(account, name, null)) {
            throw AdsErrors.duplicateName(name);
        }
        CustomAudience audience = new CustomAudience();
        audience.id = world.state().newId();
        audience.accountId = account.id();
        audience.name = name;
        audience.description = description;
        audience.audienceType = "CRM";
        audience.createdAt = world.now();
        audience.updatedAt = audience.createdAt;
        world.state().audiences.put(audience.id, audience);
        return SandboxResponse.json(201, Params.wrap(request, world.render(audience, account)));
    }

    SandboxResponse update(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.writableAudience(account, request.pathParam("custom_audience_id"));
        if (audience.flexible()) {
            throw AdsErrors.immutable();
        }
        String name = request.param("name").isPresent() ? name(request.param("name").get(), false) : null;
        String description = description(request);
        if (name == null && description == null) {
            throw AdsErrors.missing("name");
        }
        if (name != null && world.nameTaken(account, name, audience.id)) {
            throw AdsErrors.duplicateName(name);
        }
        if (name != null) {
            audience.name = name;
        }
        if (description != null) {
            audience.description = description;
        }
        audience.updatedAt = world.now();
        return SandboxResponse.json(200, Params.wrap(request, world.render(audience, account)));
    }

    /** The spec leaves the response open; like other Ads deletes, it returns the record with deleted true. */
    SandboxResponse delete(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        CustomAudience audience = world.ownedAudience(account, request.pathParam("custom_audience_id"));
        audience.deleted = true;
        audience.updatedAt = world.now();
        return SandboxResponse.json(200, Params.wrap(request, world.render(audience, account)));
    }

    /** A trimmed name of 1 to {@value #MAX_NAME} characters (do-not-reach lists follow the same rule). */
    static String name(String value, boolean required) {
        if (value == null || value.isBlank()) {
            if (required) {
                throw AdsErrors.missing("name");
            }
            throw AdsErrors.invalid("name", "\"name\" must be 1 to " + MAX_NAME + " characters");
        }
        String name = value.trim();
        if (name.length() > MAX_NAME) {
            throw AdsErrors.invalid("name", "\"name\" must be 1 to " + MAX_NAME + " characters");
        }
        return name;
    }

    static String description(SandboxRequest request) {
        String description = request.param("description").orElse(null);
        if (description != null && description.length() > MAX_NAME) {
            throw AdsErrors.invalid("description", "\"description\" is at most " + MAX_NAME + " characters");
        }
        return description;
    }
}
