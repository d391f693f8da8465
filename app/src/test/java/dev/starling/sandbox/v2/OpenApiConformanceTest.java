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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every object the sandbox's v2 endpoints emit, with every field and expansion asked for, is valid
 * against the component schemas of X's OpenAPI description 2.159 (bundled as a test resource:
 * structure only). X's quirks the sandbox imitates (escaped text, withheld users) stay valid too.
 */
class OpenApiConformanceTest {

    private static final String SCHEMAS = "classpath:dev/starling/sandbox/v2/x-v2-object-schemas.json";
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4,
            builder -> builder.metaSchema(OpenApi30.getInstance()).defaultMetaSchemaIri(OpenApi30.getInstance().getIri()));
    private static final SchemaValidatorsConfig CONFIG = SchemaValidatorsConfig.builder().build();
    private static final Map<String, JsonSchema> CACHE = new HashMap<>();

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private static JsonSchema schema(String name) {
        return CACHE.computeIfAbsent(name, key -> FACTORY.getSchema(
                SchemaLocation.of(SCHEMAS + "#/components/schemas/" + key), CONFIG));
    }

    /** Violations of one object, each naming the object so a failure says which one. */
    private static List<String> violations(String schemaName, JsonNode object) {
        List<String> found = new ArrayList<>();
        for (ValidationMessage message : schema(schemaName).validate(object)) {
            found.add(schemaName + " " + object.path("id").asText(object.path("media_key").asText("?")) + ": "
                    + message.getMessage());
        }
        return found;
    }

    private static String all(List<String> names) {
        return String.join(",", names);
    }

    @Test
    void postsWithEveryFieldAndExpansionMatchXsSchemas() {
        List<String> problems = new ArrayList<>();
        List<V2Post> newest = world.postsNewestFirst();
        for (int from = 0; from < 400; from += 100) {
            String ids = newest.subList(from, from + 100).stream().map(V2Post::id).collect(Collectors.joining(","));
            JsonNode body = fixture.bearer("GET", "/2/tweets?ids=" + ids + "&tweet.fields=" + all(FieldCatalog.TWEET_FIELDS)
                    + "&expansions=" + all(FieldCatalog.TWEET_EXPANSIONS) + "&user.fields=" + all(FieldCatalog.USER_FIELDS)
                    + "&media.fields=" + all(FieldCatalog.MEDIA_FIELDS) + "&poll.fields=" + all(FieldCatalog.POLL_FIELDS)
                    + "&place.fields=" + all(FieldCatalog.PLACE_FIELDS)).body();
            assertThat(body.path("data")).hasSize(100);
            body.path("data").forEach(post -> problems.addAll(violations("Tweet", post)));
            body.path("includes").path("tweets").forEach(post -> problems.addAll(violations("Tweet", post)));
            body.path("includes").path("users").forEach(user -> problems.addAll(violations("User", user)));
            body.path("includes").path("polls").forEach(poll -> problems.addAll(violations("Poll", poll)));
            body.path("includes").path("places").forEach(place -> problems.addAll(violations("Place", place)));
            body.path("includes").path("media").forEach(media -> problems.addAll(violations(mediaSchema(media), media)));
            body.path("errors").forEach(error -> problems.addAll(violations(problemSchema(error), error)));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void escapedPostTextStaysValidAndUsersWithheldInSomeCountriesToo() {
        V2Post escaped = world.posts().stream().filter(post -> post.text().contains("&") || post.text().contains("<"))
                .findFirst().orElseThrow();
        JsonNode post = fixture.bearer("GET", "/2/tweets/" + escaped.id() + "?tweet.fields=entities").body().path("data");
        assertThat(violations("Tweet", post)).isEmpty();

        String ids = world.users().stream().limit(100).map(V2User::id).collect(Collectors.joining(","));
        JsonNode users = fixture.bearer("GET", "/2/users?ids=" + ids + "&user.fields=" + all(FieldCatalog.USER_FIELDS)).body();
        List<JsonNode> withheld = new ArrayList<>();
        users.path("data").forEach(user -> {
            assertThat(violations("User", user)).isEmpty();
            if (user.has("withheld")) {
                withheld.add(user);
            }
        });
        assertThat(withheld).isNotEmpty().allSatisfy(user ->
                assertThat(user.path("withheld").path("country_codes")).isNotEmpty());
    }

    @Test
    void problemsTheSandboxAnswersMatchTheirProblemTypes() {
        JsonNode notFound = fixture.bearer("GET", "/2/tweets?ids=1,2").body();
        JsonNode invalid = fixture.bearer("GET", "/2/tweets?ids=abc").body();
        JsonNode unauthorized = fixture.unauthenticated("GET", "/2/tweets/1").body();

        List<String> problems = new ArrayList<>();
        notFound.path("errors").forEach(error -> problems.addAll(violations(problemSchema(error), error)));
        problems.addAll(violations(problemSchema(invalid), invalid));
        problems.addAll(violations(problemSchema(unauthorized), unauthorized));
        assertThat(notFound.path("errors")).hasSize(2);
        assertThat(problems).isEmpty();
    }

    private static String mediaSchema(JsonNode media) {
        return switch (media.path("type").asText()) {
            case "photo" -> "Photo";
            case "video" -> "Video";
            case "animated_gif" -> "AnimatedGif";
            default -> "Media";
        };
    }

    /** The schema of a problem's type (the sandbox names types under api.x.com, the description under api.twitter.com). */
    private static String problemSchema(JsonNode problem) {
        String type = problem.path("type").asText("about:blank");
        return switch (type.substring(type.lastIndexOf('/') + 1)) {
            case "resource-not-found" -> "ResourceNotFoundProblem";
            case "invalid-request" -> "InvalidRequestProblem";
            case "client-forbidden" -> "ClientForbiddenProblem";
            case "unsupported-authentication" -> "UnsupportedAuthenticationProblem";
            default -> "GenericProblem";
        };
    }
}
