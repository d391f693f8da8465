package dev.starling.core.query;

import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.FieldInfo;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The client's field picker and the sandbox read one list of v2 fields
 * ({@code dev/starling/fields/x-v2-fields.json}): it holds every field the spec and X's OpenAPI
 * descriptions 2.159 and 2.167 name; the client offers exactly its spec and 2.159 names; the
 * sandbox accepts every name in it, and answers a field the client offers (paid_partnership, the
 * case a client met) instead of refusing it.
 */
class FieldListAgreementTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Every field of the spec's post, user and media objects, and the expansion it names. */
    private static final Map<String, List<String>> SPEC = Map.of(
            "tweet.fields", List.of("id", "text", "author_id", "created_at", "conversation_id", "in_reply_to_user_id",
                    "lang", "possibly_sensitive", "source", "reply_settings", "referenced_tweets", "attachments",
                    "public_metrics", "entities", "context_annotations", "community_id", "paid_partnership",
                    "edit_controls", "edit_history_tweet_ids", "non_public_metrics", "organic_metrics",
                    "promoted_metrics"),
            "user.fields", List.of("id", "name", "username", "created_at", "description", "location", "url",
                    "profile_image_url", "protected", "verified", "verified_type", "pinned_tweet_id", "public_metrics",
                    "entities", "subscription_type", "connection_status", "affiliation", "profile_banner_url"),
            "media.fields", List.of("media_key", "type", "duration_ms", "height", "width", "preview_image_url",
                    "public_metrics", "alt_text", "variants", "organic_metrics", "promoted_metrics"),
            "expansions.tweet", List.of("attachments.media_keys"));

    private static final Map<String, FieldGroup> GROUPS = Map.of("tweet.fields", FieldGroup.TWEET,
            "user.fields", FieldGroup.USER, "media.fields", FieldGroup.MEDIA, "poll.fields", FieldGroup.POLL,
            "place.fields", FieldGroup.PLACE, "expansions.tweet", FieldGroup.TWEET_EXPANSIONS,
            "expansions.user", FieldGroup.USER_EXPANSIONS);

    private static JsonNode read(String resource) throws IOException {
        try (InputStream in = FieldListAgreementTest.class.getResourceAsStream(resource)) {
            assertThat(in).as(resource).isNotNull();
            return JSON.readTree(in);
        }
    }

    private static JsonNode list() throws IOException {
        return read("/dev/starling/fields/x-v2-fields.json").path("groups");
    }

    /** Every name an entry of the group goes by: its own, and 2.167's where 2.167 renamed it. */
    private static Set<String> names(JsonNode group) {
        Set<String> names = new LinkedHashSet<>();
        for (JsonNode item : group) {
            names.add(item.path("name").asText());
            if (item.hasNonNull("openapi_2167")) {
                names.add(item.get("openapi_2167").asText());
            }
        }
        return names;
    }

    private static List<String> namedBy(JsonNode item) {
        List<String> sources = new ArrayList<>();
        item.path("named_by").forEach(source -> sources.add(source.asText()));
        return sources;
    }

    @Test
    void theListHoldsEveryFieldTheSpecAndBothOpenApiDescriptionsName() throws Exception {
        JsonNode list = list();
        JsonNode enumerations = read("/dev/starling/fields/openapi-field-enumerations.json");
        for (String group : GROUPS.keySet()) {
            Set<String> names = names(list.path(group));
            assertThat(names).as(group + " named by the spec").containsAll(SPEC.getOrDefault(group, List.of()));
            for (String version : List.of("2.159", "2.167")) {
                List<String> enumerated = new ArrayList<>();
                enumerations.path(version).path(group).forEach(value -> enumerated.add(value.asText()));
                assertThat(enumerated).as(group + " of " + version).isNotEmpty();
                assertThat(names).as(group + " named by " + version).containsAll(enumerated);
            }
        }
    }

    @Test
    void eachEntrySaysTrulyWhichSourcesNameIt() throws Exception {
        JsonNode list = list();
        JsonNode enumerations = read("/dev/starling/fields/openapi-field-enumerations.json");
        for (String group : GROUPS.keySet()) {
            for (JsonNode item : list.path(group)) {
                String name = item.path("name").asText();
                String name2167 = item.path("openapi_2167").asText(name);
                List<String> sources = namedBy(item);
                assertThat(sources.contains("spec")).as(group + " " + name + " by the spec")
                        .isEqualTo(SPEC.getOrDefault(group, List.of()).contains(name));
                assertThat(sources.contains("2.159")).as(group + " " + name + " by 2.159")
                        .isEqualTo(contains(enumerations.path("2.159").path(group), name));
                boolean in2167 = contains(enumerations.path("2.167").path(group), name2167);
                if (!sources.contains("2.167")) {
                    assertThat(in2167).as(group + " " + name + " is in 2.167's enumeration").isFalse();
                } else {
                    assertThat(in2167).as(group + " " + name2167 + " in 2.167's enumeration").isTrue();
                }
                assertThat(item.path("description").asText()).as(group + " " + name).isNotBlank();
            }
        }
    }

    @Test
    void theClientOffersTheSpecAndTwoOneFiftyNineNamesOfTheListAndNothingElse() throws Exception {
        JsonNode list = list();
        FieldCatalog catalog = FieldCatalog.bundled();
        for (Map.Entry<String, FieldGroup> group : GROUPS.entrySet()) {
            List<String> expected = new ArrayList<>();
            for (JsonNode item : list.path(group.getKey())) {
                List<String> sources = namedBy(item);
                if (sources.contains("spec") || sources.contains("2.159")) {
                    expected.add(item.path("name").asText());
                }
            }
            assertThat(catalog.fields(group.getValue())).extracting(FieldInfo::name).as(group.getKey())
                    .containsExactlyElementsOf(expected);
        }
        assertThat(catalog.contains(FieldGroup.TWEET, "paid_partnership")).isTrue();
        assertThat(catalog.contains(FieldGroup.TWEET, "note_post")).as("2.167's names are not sent").isFalse();
    }

    @Test
    void theSandboxAcceptsEveryNameOfTheListAndAnswersPaidPartnership() throws Exception {
        JsonNode list = list();
        Map<String, List<String>> accepted = Map.of(
                "tweet.fields", dev.starling.sandbox.v2.FieldCatalog.TWEET_FIELDS,
                "user.fields", dev.starling.sandbox.v2.FieldCatalog.USER_FIELDS,
                "media.fields", dev.starling.sandbox.v2.FieldCatalog.MEDIA_FIELDS,
                "poll.fields", dev.starling.sandbox.v2.FieldCatalog.POLL_FIELDS,
                "place.fields", dev.starling.sandbox.v2.FieldCatalog.PLACE_FIELDS,
                "expansions.tweet", dev.starling.sandbox.v2.FieldCatalog.TWEET_EXPANSIONS,
                "expansions.user", dev.starling.sandbox.v2.FieldCatalog.USER_EXPANSIONS);
        for (String group : GROUPS.keySet()) {
            assertThat(accepted.get(group)).as(group).containsExactlyInAnyOrderElementsOf(names(list.path(group)));
        }

        try (dev.starling.sandbox.Sandbox sandbox = dev.starling.sandbox.Sandbox.start(
                dev.starling.sandbox.SandboxConfig.defaults())) {
            HttpClient client = HttpClient.newHttpClient();
            String bearer = JSON.readTree(client.send(HttpRequest.newBuilder(URI.create(sandbox.coreBaseUri()
                            + "/oauth2/token")).header("Authorization", "Basic " + java.util.Base64.getEncoder()
                            .encodeToString((dev.starling.sandbox.SandboxConfig.DEMO_CONSUMER_KEY + ":"
                                    + dev.starling.sandbox.SandboxConfig.DEMO_CONSUMER_SECRET).getBytes()))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString("grant_type=client_credentials")).build(),
                    HttpResponse.BodyHandlers.ofString()).body()).path("access_token").asText();
            String post = sandbox.module(dev.starling.sandbox.v2.V2Module.class).world().postsNewestFirst().get(0).id();
            HttpResponse<String> answer = client.send(HttpRequest.newBuilder(URI.create(sandbox.coreBaseUri()
                    + "/2/tweets/" + post + "?tweet.fields=paid_partnership")).header("Authorization", "Bearer " + bearer)
                    .build(), HttpResponse.BodyHandlers.ofString());

            assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
            assertThat(JSON.readTree(answer.body()).path("data").path("paid_partnership").isBoolean()).isTrue();
        }
    }

    private static boolean contains(JsonNode values, String name) {
        for (JsonNode value : values) {
            if (value.asText().equals(name)) {
                return true;
            }
        }
        return false;
    }
}
