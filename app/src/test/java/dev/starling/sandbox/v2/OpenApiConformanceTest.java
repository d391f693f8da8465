package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.oas.OpenApi30;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every answer of the sandbox's v2 endpoints is checked against both of X's descriptions: asked in
 * the spec's names (OpenAPI 2.159) it must match 2.159's schemas, asked in the names X's own SDK
 * sends (OpenAPI 2.167: {@code post.fields}, {@code referenced_posts}, ...) it must match 2.167's
 * (both bundled as test resources, structure only). Every object with every field and expansion,
 * every lookup, every page of a user's lists, search and counts, webhooks and stream links, and the
 * problems of bad requests, {@code meta} included. X's quirks the sandbox imitates (escaped text,
 * withheld users) stay valid too.
 */
class OpenApiConformanceTest {

    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
            builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));
    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder().build();
    private static final Map<String, JsonSchema> CACHE = new ConcurrentHashMap<>();

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private static JsonSchema schema(XDescription description, String name) {
        return CACHE.computeIfAbsent(description + name, key -> FACTORY.getSchema(SchemaLocation.of(
                "classpath:dev/starling/sandbox/v2/" + description.schemaFile + "#/components/schemas/" + name), CONFIG));
    }

    /** Violations of one object, each naming the object so a failure says which one. */
    private static List<String> violations(XDescription description, String schemaName, JsonNode object) {
        List<String> found = new ArrayList<>();
        for (ValidationMessage message : schema(description, schemaName).validate(object)) {
            found.add(description.version + " " + schemaName + " " + object.path("id").asText(object.path("media_key")
                    .asText("?")) + ": " + message.getMessage());
        }
        return found;
    }

    /** Violations of a whole answer against its route's response schema, naming the request. */
    private static List<String> answerViolations(XDescription description, String route, String request,
                                                 V2Fixture.Reply reply) {
        List<String> found = new ArrayList<>();
        if (reply.status() != 200) {
            found.add(request + ": HTTP " + reply.status() + " " + reply.body());
        }
        String schemaName = description.answer(route);
        for (ValidationMessage message : schema(description, schemaName).validate(reply.body())) {
            found.add(description.version + " " + schemaName + " " + request + ": " + message.getMessage());
        }
        return found;
    }

    /** Each object of a posts answer against its own schema, for failures that say which object. */
    private static List<String> objectViolations(XDescription description, JsonNode body) {
        List<String> problems = new ArrayList<>();
        JsonNode data = body.path("data");
        for (JsonNode item : data.isArray() ? data : List.of(data)) {
            problems.addAll(violations(description, item.has("username") ? "User" : description.postSchema, item));
        }
        JsonNode includes = body.path("includes");
        includes.path(description.includedPosts).forEach(post -> problems.addAll(violations(description,
                description.postSchema, post)));
        includes.path("users").forEach(user -> problems.addAll(violations(description, "User", user)));
        includes.path("polls").forEach(poll -> problems.addAll(violations(description, "Poll", poll)));
        includes.path("places").forEach(place -> problems.addAll(violations(description, "Place", place)));
        includes.path("media").forEach(media -> problems.addAll(violations(description,
                mediaSchema(description, media), media)));
        body.path("errors").forEach(error -> problemSchema(description, error)
                .ifPresent(name -> problems.addAll(violations(description, name, error))));
        return problems;
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void postsWithEveryFieldAndExpansionMatchTheDescriptionTheyWereAskedIn(XDescription description) {
        List<String> problems = new ArrayList<>();
        List<V2Post> newest = world.postsNewestFirst();
        int withIncludedPosts = 0;
        for (int from = 0; from < 400; from += 100) {
            String ids = newest.subList(from, from + 100).stream().map(V2Post::id).collect(Collectors.joining(","));
            String request = "/2/tweets?ids=" + ids + description.everyPostField();
            V2Fixture.Reply reply = fixture.bearer("GET", request);
            assertThat(reply.body().path("data")).hasSize(100);
            problems.addAll(answerViolations(description, "GET /2/tweets", "ids from " + from, reply));
            problems.addAll(objectViolations(description, reply.body()));
            withIncludedPosts += reply.body().path("includes").path(description.includedPosts).size();
        }
        assertThat(problems).isEmpty();
        assertThat(withIncludedPosts).as("referenced posts under includes." + description.includedPosts).isPositive();
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void singleLookupsAndTheSignedInUserMatchTheirAnswers(XDescription description) {
        V2Post post = world.newestPostWithMedia("photo").orElseThrow();
        V2User author = world.user(post.authorId()).orElseThrow();
        String users = world.users().stream().limit(100).map(V2User::id).collect(Collectors.joining(","));
        Map<String, String> lookups = Map.of(
                "GET /2/tweets/:id", "/2/tweets/" + post.id() + "?" + description.everyPostField().substring(1),
                "GET /2/users", "/2/users?ids=" + users + ",1" + description.everyUserField(),
                "GET /2/users/:id", "/2/users/" + author.id() + "?" + description.everyUserField().substring(1),
                "GET /2/users/by/username/:username", "/2/users/by/username/" + author.username() + "?"
                        + description.everyUserField().substring(1),
                "GET /2/users/me", "/2/users/me?" + description.everyUserField().substring(1));
        List<String> problems = new ArrayList<>();
        lookups.forEach((route, request) -> {
            V2Fixture.Reply reply = route.endsWith("/me") ? fixture.user("GET", request, "demo_marketer")
                    : fixture.bearer("GET", request);
            problems.addAll(answerViolations(description, route, request, reply));
            problems.addAll(objectViolations(description, reply.body()));
        });
        assertThat(problems).isEmpty();
    }

    @Test
    void escapedPostTextStaysValidAndUsersWithheldInSomeCountriesToo() {
        XDescription description = XDescription.V2159;
        V2Post escaped = world.posts().stream().filter(post -> post.text().contains("&") || post.text().contains("<"))
                .findFirst().orElseThrow();
        JsonNode post = fixture.bearer("GET", "/2/tweets/" + escaped.id() + "?tweet.fields=entities").body().path("data");
        assertThat(violations(description, "Tweet", post)).isEmpty();

        String ids = world.users().stream().limit(100).map(V2User::id).collect(Collectors.joining(","));
        JsonNode users = fixture.bearer("GET", "/2/users?ids=" + ids + "&user.fields="
                + String.join(",", description.names("user.fields"))).body();
        List<JsonNode> withheld = new ArrayList<>();
        users.path("data").forEach(user -> {
            assertThat(violations(description, "User", user)).isEmpty();
            if (user.has("withheld")) {
                withheld.add(user);
            }
        });
        assertThat(withheld).isNotEmpty().allSatisfy(user ->
                assertThat(user.path("withheld").path("country_codes")).isNotEmpty());
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void problemsTheSandboxAnswersMatchTheirProblemTypes(XDescription description) {
        JsonNode notFound = fixture.bearer("GET", "/2/tweets?ids=1,2").body();
        JsonNode invalid = fixture.bearer("GET", "/2/tweets?ids=abc&" + description.postFieldsParameter + "=id").body();
        JsonNode unauthorized = fixture.unauthenticated("GET", "/2/tweets/1").body();

        List<String> problems = new ArrayList<>();
        notFound.path("errors").forEach(error -> problems.addAll(violations(description,
                problemSchema(description, error).orElseThrow(), error)));
        problems.addAll(violations(description, problemSchema(description, invalid).orElseThrow(), invalid));
        problemSchema(description, unauthorized).ifPresent(name ->
                problems.addAll(violations(description, name, unauthorized)));
        assertThat(notFound.path("errors")).hasSize(2);
        assertThat(problems).isEmpty();
    }

    /** Every page of a list, each checked against the schema; returns how many pages there were. */
    private int checkPages(XDescription description, String route, String path, Function<String, V2Fixture.Reply> send,
                           List<String> problems) {
        int pages = 0;
        String token = null;
        do {
            String request = path + (token == null ? "" : "&pagination_token=" + token);
            V2Fixture.Reply reply = send.apply(request);
            problems.addAll(answerViolations(description, route, request, reply));
            token = reply.body().path("meta").path("next_token").asText(null);
            pages++;
        } while (token != null && pages < 50);
        return pages;
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void everyPageOfAUsersListsWithEveryFieldAndExpansionMatchesItsResponseSchema(XDescription description) {
        String marketer = world.userByUsername("demo_marketer").orElseThrow().id();
        List<String> problems = new ArrayList<>();
        Function<String, V2Fixture.Reply> bearer = path -> fixture.bearer("GET", path);
        Function<String, V2Fixture.Reply> user = path -> fixture.user("GET", path, "demo_marketer");
        String posts = description.everyPostField();
        String users = description.everyUserField();

        assertThat(checkPages(description, "GET /2/users/:id/tweets", "/2/users/" + marketer + "/tweets?max_results=5"
                + posts, user, problems)).isGreaterThan(2);
        checkPages(description, "GET /2/users/:id/tweets", "/2/users/" + marketer + "/tweets?max_results=100"
                + "&exclude=replies&since_id=" + world.postsBy(marketer).get(world.postsBy(marketer).size() / 2).id()
                + posts, bearer, problems);
        assertThat(checkPages(description, "GET /2/users/:id/mentions", "/2/users/" + marketer
                + "/mentions?max_results=10" + posts, bearer, problems)).isGreaterThan(1);
        assertThat(checkPages(description, "GET /2/users/:id/liked_tweets", "/2/users/" + marketer
                + "/liked_tweets?max_results=30" + posts, user, problems)).isGreaterThan(1);
        assertThat(checkPages(description, "GET /2/users/:id/followers", "/2/users/" + marketer
                + "/followers?max_results=15" + users, bearer, problems)).isGreaterThan(1);
        assertThat(checkPages(description, "GET /2/users/:id/following", "/2/users/" + marketer
                + "/following?max_results=15" + users, user, problems)).isGreaterThan(1);
        problems.addAll(answerViolations(description, "GET /2/users/:id/tweets", "unknown user",
                fixture.bearer("GET", "/2/users/1234567890/tweets?" + posts.substring(1))));
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void usersByUsernamesSearchAndCountsMatchTheirResponseSchemas(XDescription description) {
        List<String> problems = new ArrayList<>();
        String names = world.users().stream().limit(99).map(V2User::username).collect(Collectors.joining(","));
        String byNames = "/2/users/by?usernames=" + names + ",nobody_here_1" + description.everyUserField();
        problems.addAll(answerViolations(description, "GET /2/users/by", byNames, fixture.bearer("GET", byNames)));

        String since = world.postsNewestFirst().get(200).id();
        for (String extra : List.of("&sort_order=relevancy", "&sort_order=recency&since_id=" + since,
                "&start_time=2026-11-17T00:00:00Z&end_time=2026-11-19T12:00:00Z")) {
            String search = "/2/tweets/search/recent?query=url%3Ax.com%20has%3Amedia&max_results=10" + extra
                    + description.everyPostField();
            V2Fixture.Reply first = fixture.bearer("GET", search);
            problems.addAll(answerViolations(description, "GET /2/tweets/search/recent", search, first));
            assertThat(first.body().path("meta").has("next_token")).as(search).isTrue();
            String next = search + "&next_token=" + first.body().path("meta").path("next_token").asText();
            problems.addAll(answerViolations(description, "GET /2/tweets/search/recent", next,
                    fixture.bearer("GET", next)));
        }
        for (String granularity : List.of("minute", "hour", "day")) {
            String counts = "/2/tweets/counts/recent?query=from%3Ademo_marketer&granularity=" + granularity
                    + "&search_count.fields=start,end," + description.countField();
            V2Fixture.Reply reply = fixture.bearer("GET", counts);
            problems.addAll(answerViolations(description, "GET /2/tweets/counts/recent", counts, reply));
            assertThat(reply.body().path("data").path(0).has(description.countField())).as(counts).isTrue();
        }
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void webhooksAndStreamLinksMatchTheirAnswers(XDescription description) {
        List<String> problems = new ArrayList<>();
        problems.addAll(answerViolations(description, "GET /2/webhooks", "list", fixture.bearer("GET", "/2/webhooks")));
        V2Fixture.Reply created = fixture.bearerJson("POST", "/2/webhooks",
                "{\"url\":\"https://example.com/hook-" + description.version + "\"}");
        problems.addAll(answerViolations(description, "POST /2/webhooks", "create", created));
        // X's 2.159 answers the config itself, 2.167 under data: the sandbox answers as 2.159 does.
        String id = created.body().path("data").path("id").asText(created.body().path("id").asText());
        String link = "/2/tweets/search/webhooks/" + id;
        problems.addAll(answerViolations(description, "POST /2/tweets/search/webhooks/:webhook_id", "link",
                fixture.bearer("POST", link + "?" + description.postFieldsParameter + "=created_at")));
        problems.addAll(answerViolations(description, "DELETE /2/tweets/search/webhooks/:webhook_id", "unlink",
                fixture.bearer("DELETE", link)));
        assertThat(problems).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(XDescription.class)
    void problemsOfTheReadsMatchTheirProblemTypes(XDescription description) {
        String marketer = world.userByUsername("demo_marketer").orElseThrow().id();
        List<String> problems = new ArrayList<>();
        for (String bad : List.of("/2/users/" + marketer + "/tweets?max_results=1",
                "/2/users/" + marketer + "/followers?pagination_token=x", "/2/tweets/counts/recent?query=a&granularity=week",
                "/2/tweets/search/recent?query=a&since_id=1&start_time=2026-11-20T00:00:00Z",
                "/2/tweets/search/recent?query=has%3Amedia", "/2/tweets/search/recent?query=foo%3A%22bar%22",
                "/2/users/" + marketer + "/liked_tweets", "/2/users/" + marketer + "/mentions?exclude=replies")) {
            JsonNode body = fixture.bearer("GET", bad + (bad.contains("?") ? "&" : "?")
                    + (bad.contains("counts") ? "search_count.fields=" + description.countField()
                    : description.postFieldsParameter + "=id")).body();
            problemSchema(description, body).ifPresent(name -> problems.addAll(violations(description, name, body)));
            assertThat(body.path("type").asText()).as(bad).endsWith(bad.contains("liked_tweets")
                    ? "unsupported-authentication" : "invalid-request");
        }
        assertThat(problems).isEmpty();
    }

    private static String mediaSchema(XDescription description, JsonNode media) {
        if (description == XDescription.V2167) {
            return "Media";
        }
        return switch (media.path("type").asText()) {
            case "photo" -> "Photo";
            case "video" -> "Video";
            case "animated_gif" -> "AnimatedGif";
            default -> "Media";
        };
    }

    /**
     * The schema of a problem's type (the sandbox names types under api.x.com, 2.159 under
     * api.twitter.com), or none where the description has no schema for it (2.167 describes
     * neither the generic problem nor unsupported-authentication).
     */
    private static java.util.Optional<String> problemSchema(XDescription description, JsonNode problem) {
        String type = problem.path("type").asText("about:blank");
        String name = switch (type.substring(type.lastIndexOf('/') + 1)) {
            case "resource-not-found" -> "ResourceNotFoundProblem";
            case "invalid-request" -> "InvalidRequestProblem";
            case "client-forbidden" -> description == XDescription.V2159 ? "ClientForbiddenProblem" : null;
            case "unsupported-authentication" -> description == XDescription.V2159 ? "UnsupportedAuthenticationProblem"
                    : null;
            case "not-authorized-for-field" -> description == XDescription.V2159 ? "GenericProblem"
                    : "NotAuthorizedForFieldProblem";
            default -> description == XDescription.V2159 ? "GenericProblem" : null;
        };
        return java.util.Optional.ofNullable(name);
    }
}
