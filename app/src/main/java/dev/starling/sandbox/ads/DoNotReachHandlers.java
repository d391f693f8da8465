package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Do-not-reach lists: create (the spec leaves it open: shaped like custom-audience creation, with
 * {@code name} required and unique among the account's lists and an optional {@code description},
 * both as query parameters, answering 201 with a placeholder list), user upload (hashed emails and phone numbers, expires_at later than now),
 * delete (the record comes back with deleted true) and the account's listing (like custom audiences).
 */
final class DoNotReachHandlers {

    private final AdsWorld world;
    private final UploadParser parser = new UploadParser(Set.of("email", "phone_number"), false);

    DoNotReachHandlers(AdsWorld world) {
        this.world = world;
    }

    SandboxResponse list(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        Paging paging = Paging.parse(request);
        boolean withDeleted = Params.bool(request, "with_deleted", false);
        List<String> ids = Params.ids(request, "do_not_reach_list_ids");
        List<DoNotReachList> lists = world.state().doNotReachLists.values().stream()
                .filter(list -> list.accountId.equals(account.id()))
                .filter(list -> withDeleted || !list.deleted)
                .filter(list -> ids == null || ids.contains(list.id))
                .toList();
        Map<String, Comparator<DoNotReachList>> sorts = Map.of(
                "name", Comparator.comparing(list -> list.name.toLowerCase(Locale.ROOT)),
                "created_at", Comparator.comparingLong(list -> list.createdAt),
                "updated_at", Comparator.comparingLong(list -> list.updatedAt));
        return SandboxResponse.json(200, paging.respond(request, "do_not_reach_list", lists, sorts,
                Comparator.<DoNotReachList>comparingLong(list -> list.createdAt).reversed().thenComparing(list -> list.id),
                world::render));
    }

    SandboxResponse create(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        String name = CustomAudienceHandlers.name(request.param("name").orElse(null), true);
        String description = CustomAudienceHandlers.description(request);
        boolean taken = world.state().doNotReachLists.values().stream().anyMatch(list -> !list.deleted
                && list.accountId.equals(account.id()) && list.name.equalsIgnoreCase(name));
        if (taken) {
            throw AdsErrors.duplicateName("A do-not-reach list", name);
        }
        DoNotReachList list = new DoNotReachList();
        list.id = world.state().newId();
        list.accountId = account.id();
        list.name = name;
        list.description = description;
        list.createdAt = world.now();
        list.updatedAt = list.createdAt;
        world.state().doNotReachLists.put(list.id, list);
        return SandboxResponse.json(201, Params.wrap(request, world.render(list)));
    }

    SandboxResponse upload(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        DoNotReachList list = activeList(account, request.pathParam("do_not_reach_list_id"));
        long now = world.now();
        JsonNode batch = parser.readBatch(request);
        List<UploadParser.Operation> operations = parser.parse(batch, now);
        MemberSet members = world.state().doNotReachMembersOf(list.id);
        List<Object> data = new ArrayList<>();
        List<Object> echo = new ArrayList<>();
        for (UploadParser.Operation operation : operations) {
            int processed = UploadParser.apply(List.of(operation), members);
            Map<String, Object> counts = new LinkedHashMap<>();
            counts.put("success_count", processed);
            counts.put("total_count", processed);
            data.add(counts);
            echo.add(Json.object().put("operation_type", operation.type()).set("params", operation.params()));
        }
        list.lastUploadAt = now;
        list.updatedAt = now;
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("data", data);
        body.put("request", echo);
        return SandboxResponse.json(200, body);
    }

    SandboxResponse delete(SandboxRequest request, Principal.UserContext user) {
        AdAccount account = world.account(request, user);
        DoNotReachList list = activeList(account, request.pathParam("do_not_reach_list_id"));
        list.deleted = true;
        list.updatedAt = world.now();
        return SandboxResponse.json(200, Params.wrap(request, world.render(list)));
    }

    private DoNotReachList activeList(AdAccount account, String id) {
        return world.doNotReachList(account, id).filter(list -> !list.deleted).orElseThrow(() ->
                AdsErrors.notFound("do_not_reach_list_id", "Do-not-reach list " + id + " was not found"));
    }
}
