package dev.starling.core.query;

import dev.starling.core.query.answer.XText;
import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.query.compose.Endpoint;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.realx.RealXServer;
import dev.starling.core.text.Messages;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Inspector's model over v2 answers shaped like X's real ones. */
class RealXInspectionTest {

    private static ResultInspection inspect(int status, String body) {
        return ResultInspection.of(new QueryResult(status, Map.of(), body.getBytes(StandardCharsets.UTF_8),
                Instant.EPOCH, 5, false), Endpoint.Primary.POSTS, new IncludesJoiner(IncludesJoiner.CachedObjects.NONE));
    }

    private static ResultInspection inspectPayload(int status, String payload) {
        return inspect(status, RealXServer.payload(payload));
    }

    @Test
    void escapedTextShowsItsCharactersInDataAndJoinedWhileRawKeepsThePayloadAsSent() {
        ResultInspection page = inspectPayload(200, "v2-escaped-long-page.json");

        String shown = page.rows().get(0).get(page.columns().indexOf("text"));
        assertThat(shown).startsWith("Q&A tonight: latency <50 ms & rising -> see https://t.co/abcDEF1234 ");
        assertThat(page.joined().posts().get(0).text()).isEqualTo(shown);
        assertThat(page.json().path("data").get(0).path("text").asText())
                .startsWith("Q&amp;A tonight: latency &lt;50 ms &amp; rising -&gt; see");
        // X's entity offsets count characters of the unescaped text: they point into what is shown.
        int start = page.json().path("data").get(0).path("entities").path("urls").get(0).path("start").asInt();
        assertThat(shown.substring(start, start + 23)).isEqualTo("https://t.co/abcDEF1234");
        int tag = page.json().path("data").get(0).path("entities").path("hashtags").get(0).path("start").asInt();
        assertThat(shown.substring(tag)).isEqualTo("#BuildInPublic");
    }

    @Test
    void longValuesAreKeptWholeForTheTableToShowOnDemand() {
        ResultInspection page = inspectPayload(200, "v2-escaped-long-page.json");

        String text = page.rows().get(0).get(page.columns().indexOf("text"));
        String entities = page.rows().get(0).get(page.columns().indexOf("entities"));
        assertThat(text).hasSize(338).endsWith("#BuildInPublic");
        assertThat(entities).contains("&end=THE-END").hasSizeGreaterThan(900);
    }

    @Test
    void aLiteralEscapeTheAuthorTypedIsNotUnescapedTwice() {
        assertThat(XText.unescape("a &amp;lt; b &amp;&amp; c &gt; d")).isEqualTo("a &lt; b && c > d");
        assertThat(XText.unescape("no escapes")).isEqualTo("no escapes");
    }

    @Test
    void everyErrorLineSaysWhatWentWrongWithTheDetailsXSent() {
        assertThat(inspectPayload(404, "v2-not-found-details-in-errors.json").errorLines(Messages::text)).containsExactly(
                "Not Found Error: Could not find tweet with id: [1463303855219908611]. (resource type tweet, "
                        + "resource id 1463303855219908611, parameter id, value 1463303855219908611) [resource-not-found]");
        assertThat(inspectPayload(403, "v2-client-forbidden.json").errorLines(Messages::text)).containsExactly(
                "Client Forbidden: When authenticating requests to the Twitter API v2 endpoints, you must use keys and "
                        + "tokens from a Twitter developer App that is attached to a Project. You can create a project via "
                        + "the developer portal. (reason client-not-enrolled, client id 26473728, required enrollment "
                        + "Appropriate Level of API Access, registration url "
                        + "https://developer.twitter.com/en/docs/projects/overview) [client-forbidden]");
        assertThat(inspectPayload(404, "error-message-without-code.json").errorLines(Messages::text))
                .containsExactly("Error: Sorry, that page does not exist");
        assertThat(inspectPayload(503, "error-top-level-message.json").errorLines(Messages::text)).containsExactly("Error: Over capacity");
        assertThat(inspectPayload(403, "ads-error-unauthorized.json").errorLines(Messages::text)).containsExactly(
                "Error UNAUTHORIZED_ACCESS: Account 18ce54d4x5t has read-only access to custom audience 2kx01");
        assertThat(inspect(400, "{\"errors\":[{\"code\":\"INVALID_PARAMETER\",\"message\":\"Expected a name\","
                + "\"parameter\":\"name\"}]}").errorLines(Messages::text)).containsExactly("Error INVALID_PARAMETER: Expected a name (parameter name)");
    }

    @Test
    void aPartialNotFoundBesideFoundPostsKeepsItsLine() {
        ResultInspection partial = inspect(200, "{\"data\":[{\"id\":\"1\",\"text\":\"a &amp; b\"}],\"errors\":[{\"value\":"
                + "\"9\",\"detail\":\"Could not find tweet with ids: [9].\",\"title\":\"Not Found Error\",\"resource_type\":"
                + "\"tweet\",\"parameter\":\"ids\",\"resource_id\":\"9\",\"type\":"
                + "\"https://api.twitter.com/2/problems/resource-not-found\"}]}");

        assertThat(partial.rows()).containsExactly(List.of("1", "a & b"));
        assertThat(partial.errorLines(Messages::text)).containsExactly("Not Found Error: Could not find tweet with ids: [9]. "
                + "(resource type tweet, resource id 9, parameter ids, value 9) [resource-not-found]");
    }
}
