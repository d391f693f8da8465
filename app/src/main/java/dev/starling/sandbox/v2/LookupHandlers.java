package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/** Post and user lookups: by ids, by id, by username, and the authenticated user. */
final class LookupHandlers {

    static final String ID_PATTERN = "^[0-9]{1,19}$";
    static final String USERNAME_PATTERN = "^[A-Za-z0-9_]{1,15}$";
    private static final int MAX_IDS = 100;

    private final Supplier<World> world;
    private final Authenticator auth;

    LookupHandlers(Supplier<World> world, Authenticator auth) {
        this.world = world;
        this.auth = auth;
    }

    void register(Router router) {
        router.route("GET", "/2/tweets", this::tweetsByIds);
        router.route("GET", "/2/tweets/:id", this::tweetById);
        router.route("GET", "/2/users", this::usersByIds);
        router.route("GET", "/2/users/me", this::me);
        // Before /2/users/:id, which would take "by" for an id.
        router.route("GET", "/2/users/by", this::usersByUsernames);
        router.route("GET", "/2/users/:id", this::userById);
        router.route("GET", "/2/users/by/username/:username", this::userByUsername);
    }

    private SandboxResponse tweetsByIds(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return posts(request, "ids", idsParameter(request, FieldSelection.Primary.TWEET), access);
    }

    private SandboxResponse tweetById(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return posts(request, "id", pathValue(request, "id", ID_PATTERN, FieldSelection.Primary.TWEET), access);
    }

    private SandboxResponse usersByIds(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return users(request, "ids", idsParameter(request, FieldSelection.Primary.USER), world.get()::user, access);
    }

    private SandboxResponse usersByUsernames(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return users(request, "usernames", listParameter(request, "usernames", USERNAME_PATTERN,
                FieldSelection.Primary.USER), world.get()::userByUsername, access);
    }

    private SandboxResponse userById(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return users(request, "id", pathValue(request, "id", ID_PATTERN, FieldSelection.Primary.USER),
                world.get()::user, access);
    }

    private SandboxResponse userByUsername(SandboxRequest request) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        return users(request, "username",
                pathValue(request, "username", USERNAME_PATTERN, FieldSelection.Primary.USER),
                world.get()::userByUsername, access);
    }

    private SandboxResponse me(SandboxRequest request) {
        Principal.UserContext principal = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        validate(request, FieldSelection.Primary.USER, List.of(), new ArrayList<>());
        return users(request, "id", new Parsed(List.of(principal.userId()), false), world.get()::user,
                FieldAccess.of(principal));
    }

    /** The single object of a {@code :param} path, or the ids list; bad values answer 400. */
    private record Parsed(List<String> values, boolean many) {
    }

    private Parsed pathValue(SandboxRequest request, String name, String pattern, FieldSelection.Primary primary) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        String value = request.pathParam(name);
        if (!value.matches(pattern)) {
            errors.add(Problems.doesNotMatch(name, value, pattern));
        }
        // X lists path parameters among the allowed ones in its unknown-parameter message.
        validate(request, primary, List.of(name), errors);
        return new Parsed(List.of(value), false);
    }

    private Parsed idsParameter(SandboxRequest request, FieldSelection.Primary primary) {
        return listParameter(request, "ids", ID_PATTERN, primary);
    }

    /** A comma-separated list of 1 to 100 values ({@code ids}, {@code usernames}), each matching {@code pattern}. */
    private Parsed listParameter(SandboxRequest request, String name, String pattern, FieldSelection.Primary primary) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        Set<String> values = new LinkedHashSet<>();
        String raw = request.query().containsKey(name) ? String.join(",", request.query().get(name)) : "";
        List<String> parts = raw.isBlank() ? List.of() : List.of(raw.split(",", -1));
        if (parts.isEmpty()) {
            errors.add(Problems.canNotBeEmpty(name));
        } else if (parts.size() > MAX_IDS) {
            errors.add(Problems.ParameterError.of(name, raw, "The number of values in the `" + name
                    + "` query parameter list [" + parts.size() + "] is not between 1 and " + MAX_IDS));
        } else {
            for (String part : parts) {
                if (part.trim().matches(pattern)) {
                    values.add(part.trim());
                } else {
                    errors.add(Problems.doesNotMatch(name, part, pattern));
                }
            }
        }
        validate(request, primary, List.of(name), errors);
        return new Parsed(List.copyOf(values), true);
    }

    /** Checks the field parameters and unknown parameters; throws one 400 carrying every error. */
    private static FieldSelection validate(SandboxRequest request, FieldSelection.Primary primary, List<String> own,
                                           List<Problems.ParameterError> errors) {
        List<String> allowed = new ArrayList<>(own);
        allowed.addAll(primary.parameters());
        FieldSelection.rejectUnknownParameters(request, allowed, errors);
        FieldSelection selection = FieldSelection.parse(request, primary, errors);
        if (!errors.isEmpty()) {
            throw Problems.invalidRequest(errors);
        }
        return selection;
    }

    private SandboxResponse posts(SandboxRequest request, String parameter, Parsed parsed, FieldAccess access) {
        FieldSelection selection = FieldSelection.parse(request, FieldSelection.Primary.TWEET, new ArrayList<>());
        World current = world.get();
        ObjectRenderer renderer = new ObjectRenderer(selection, access, "data");
        IncludesBuilder includes = new IncludesBuilder(current, selection, access);
        ArrayNode data = Json.array();
        List<Map<String, Object>> errors = new ArrayList<>();
        for (String id : parsed.values()) {
            Optional<V2Post> post = current.post(id);
            if (post.isPresent()) {
                data.add(renderer.post(post.get()));
                includes.addPost(post.get());
            } else {
                errors.add(Problems.notFound("tweet", parameter, id));
            }
        }
        ObjectNode included = includes.build();
        errors.addAll(access.errors());
        return ResponseBody.ok(parsed.many() || data.isEmpty() ? data : data.get(0), included, errors, null);
    }

    private SandboxResponse users(SandboxRequest request, String parameter, Parsed parsed,
                                  Function<String, Optional<V2User>> find, FieldAccess access) {
        FieldSelection selection = FieldSelection.parse(request, FieldSelection.Primary.USER, new ArrayList<>());
        ObjectRenderer renderer = new ObjectRenderer(selection, access, "data");
        IncludesBuilder includes = new IncludesBuilder(world.get(), selection, access);
        ArrayNode data = Json.array();
        List<Map<String, Object>> errors = new ArrayList<>();
        for (String value : parsed.values()) {
            Optional<V2User> user = find.apply(value);
            if (user.isPresent()) {
                data.add(renderer.user(user.get()));
                includes.addUser(user.get());
            } else {
                errors.add(Problems.notFound("user", parameter, value));
            }
        }
        ObjectNode included = includes.build();
        errors.addAll(access.errors());
        return ResponseBody.ok(parsed.many() || data.isEmpty() ? data : data.get(0), included, errors, null);
    }
}
