package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.auth.Authenticator;
import dev.starling.sandbox.auth.ErrorStyle;
import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.Router;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Post and user lookups: by ids, by id, by username, and the authenticated user. A post id the world
 * does not hold is also looked for among {@code morePosts} (the filtered stream's recent posts, which
 * X can look up like any other).
 */
record LookupHandlers(Supplier<World> world, Authenticator auth, Function<String, Optional<V2Post>> morePosts) {

    static final String ID_PATTERN = "^[0-9]{1,19}$";
    static final String USERNAME_PATTERN = "^[A-Za-z0-9_]{1,15}$";
    private static final int MAX_IDS = 100;

    /** Where a lookup's values come from: a comma-separated query parameter or one path segment. */
    private record Source(String parameter, String pattern, boolean list) {
        static final Source IDS = new Source("ids", ID_PATTERN, true);
        static final Source ID = new Source("id", ID_PATTERN, false);
        static final Source USERNAMES = new Source("usernames", USERNAME_PATTERN, true);
        static final Source USERNAME = new Source("username", USERNAME_PATTERN, false);
    }

    void register(Router router) {
        router.route("GET", "/2/tweets", request -> lookup(request, ObjectKind.POSTS, Source.IDS, this::post));
        router.route("GET", "/2/tweets/:id", request -> lookup(request, ObjectKind.POSTS, Source.ID, this::post));
        router.route("GET", "/2/users", request -> lookup(request, ObjectKind.USERS, Source.IDS, World::user));
        router.route("GET", "/2/users/me", this::me);
        // Before /2/users/:id, which would take "by" for an id.
        router.route("GET", "/2/users/by",
                request -> lookup(request, ObjectKind.USERS, Source.USERNAMES, World::userByUsername));
        router.route("GET", "/2/users/:id", request -> lookup(request, ObjectKind.USERS, Source.ID, World::user));
        router.route("GET", "/2/users/by/username/:username",
                request -> lookup(request, ObjectKind.USERS, Source.USERNAME, World::userByUsername));
    }

    private Optional<V2Post> post(World current, String id) {
        return current.post(id).or(() -> morePosts.apply(id));
    }

    /** Any auth first (a 401 before a 400), then the values, then the objects they name. */
    private <T> SandboxResponse lookup(SandboxRequest request, ObjectKind<T> kind, Source source,
                                       BiFunction<World, String, Optional<T>> find) {
        FieldAccess access = FieldAccess.of(auth.requireAny(request, ErrorStyle.V2_PROBLEM));
        Parsed parsed = source.list() ? listParameter(request, source.parameter(), source.pattern(), kind.primary())
                : pathValue(request, source.parameter(), source.pattern(), kind.primary());
        return respond(request, kind, source.parameter(), parsed, find, access);
    }

    private SandboxResponse me(SandboxRequest request) {
        Principal.UserContext principal = auth.requireUser(request, ErrorStyle.V2_PROBLEM);
        validate(request, FieldSelection.Primary.USER, List.of(), new ArrayList<>());
        return respond(request, ObjectKind.USERS, "id", new Parsed(List.of(principal.userId()), false), World::user,
                FieldAccess.of(principal));
    }

    /** The single object of a {@code :param} path, or the ids list; bad values answer 400. */
    private record Parsed(List<String> values, boolean many) {
    }

    private Parsed pathValue(SandboxRequest request, String name, String pattern, FieldSelection.Primary primary) {
        List<Problems.ParameterError> errors = new ArrayList<>();
        String value = ReadParameters.pathParam(request, name, pattern, errors);
        // X lists path parameters among the allowed ones in its unknown-parameter message.
        validate(request, primary, List.of(name), errors);
        return new Parsed(List.of(value), false);
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

    /**
     * The objects the values name, one 200 answer: those found under {@code data} (an object for a single
     * path value, else an array), a not-found problem under {@code errors} for each of the others.
     */
    private <T> SandboxResponse respond(SandboxRequest request, ObjectKind<T> kind, String parameter, Parsed parsed,
                                        BiFunction<World, String, Optional<T>> find, FieldAccess access) {
        FieldSelection selection = FieldSelection.parse(request, kind.primary(), new ArrayList<>());
        World current = world.get();
        Listings.Rendering<T> rendering = new Listings.Rendering<>(current, selection, access, kind);
        List<Map<String, Object>> errors = new ArrayList<>();
        for (String value : parsed.values()) {
            find.apply(current, value).ifPresentOrElse(rendering::add,
                    () -> errors.add(Problems.notFound(kind.resource(), parameter, value)));
        }
        ObjectNode included = rendering.includes();
        errors.addAll(access.errors());
        ArrayNode data = rendering.data();
        return ResponseBody.ok(parsed.many() || data.isEmpty() ? data : data.get(0), included, errors, null);
    }
}
