package dev.starling.core.query;

import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.query.compose.Endpoint;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.testing.LiveObjects;
import dev.starling.core.text.Messages;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultInspectionTest {

    private static ResultInspection inspect(int status, String body) {
        return ResultInspection.of(new QueryResult(status, Map.of("X-Rate-Limit-Remaining", List.of("12")),
                body.getBytes(StandardCharsets.UTF_8), Instant.EPOCH, 5, false), Endpoint.Primary.POSTS,
                new IncludesJoiner(IncludesJoiner.CachedObjects.NONE));
    }

    @Test
    void tabulatesObjectsWithIdFirstAndOneColumnPerReturnedField() {
        ResultInspection inspection = inspect(200,
                "{\"data\":[{\"text\":\"a\",\"id\":\"1\"},{\"id\":\"2\",\"text\":\"b\",\"lang\":\"en\",\"public_metrics\":{\"like_count\":3}}]}");
        assertThat(inspection.columns()).containsExactly("id", "text", "lang", "public_metrics");
        assertThat(inspection.rows()).containsExactly(List.of("1", "a", "", ""),
                List.of("2", "b", "en", "{\"like_count\":3}"));
        assertThat(inspection.headers()).contains(Map.entry("x-rate-limit-remaining", "12"));
    }

    @Test
    void showsAStreamLinkAnswerWithoutAnEmptyIdColumn() {
        ResultInspection inspection = inspect(200, "{\"data\":{\"provisioned\":true}}");
        assertThat(inspection.columns()).containsExactly("provisioned");
        assertThat(inspection.rows()).containsExactly(List.of("true"));
    }

    @Test
    void explainsPartialErrorsProblemsAndCodeErrorsInPlainLines() {
        ResultInspection partial = inspect(200, "{\"data\":[{\"id\":\"1\",\"text\":\"x\"}],\"errors\":[{\"value\":\"9\","
                + "\"detail\":\"Could not find tweet with ids: [9].\",\"title\":\"Not Found Error\",\"resource_type\":\"tweet\","
                + "\"parameter\":\"ids\",\"resource_id\":\"9\",\"type\":\"https://api.x.com/2/problems/resource-not-found\"}]}");
        assertThat(partial.errorLines(Messages::text)).containsExactly("Not Found Error: Could not find tweet with ids: [9]. "
                + "(resource type tweet, resource id 9, parameter ids, value 9) [resource-not-found]");
        assertThat(inspect(401, "{\"errors\":[{\"code\":89,\"message\":\"Invalid or expired token.\"}]}").errorLines(Messages::text))
                .containsExactly("Error 89: Invalid or expired token.");
        // Issue 31: core says "not JSON" as a bundle key; the Errors tab words it first.
        ResultInspection notJson = inspect(503, "<html>busy</html>");
        assertThat(notJson.notJson()).isEqualTo(dev.starling.core.text.BundleText.of("query.inspect.notJson", 17));
        assertThat(notJson.errorLines(dev.starling.core.text.Messages::text))
                .containsExactly("The response is not JSON (17 bytes): see Raw.", "HTTP 503 with no error details in the body.");
        assertThat(notJson.errorCount()).isEqualTo(2);
    }

    @Test
    void aPreparedAnswerKeepsItsBytesAndIndexesNotATreeOfItsObjects() throws Exception {
        StringBuilder body = new StringBuilder("{\"data\":[");
        StringBuilder media = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            body.append(i == 0 ? "" : ",").append("{\"id\":\"").append(i).append("\",\"text\":\"post ").append(i)
                    .append("\",\"author_id\":\"u").append(i % 50).append("\",\"public_metrics\":{\"like_count\":")
                    .append(i).append("},\"attachments\":{\"media_keys\":[\"3_").append(i).append("\"]}}");
            media.append(i == 0 ? "" : ",").append("{\"media_key\":\"3_").append(i).append("\",\"type\":\"photo\"}");
        }
        body.append("],\"includes\":{\"media\":[").append(media).append("]},\"meta\":{\"result_count\":3000}}");
        String objectNodes = "com.fasterxml.jackson.databind.node.ObjectNode";
        String textNodes = "com.fasterxml.jackson.databind.node.TextNode";
        long objectsBefore = LiveObjects.count(objectNodes);
        long textsBefore = LiveObjects.count(textNodes);

        ResultInspection inspection = inspect(200, body.toString());
        assertThat(inspection.rows().get(2999).get(1)).isEqualTo("post 2999"); // rows, joined posts and the
        assertThat(inspection.joined().posts().get(5).media().get(0).text("type")).isEqualTo("photo"); // Raw tree are
        assertThat(inspection.json().path("data").get(7).path("text").asText()).isEqualTo("post 7"); // all read once

        // Kept as a tree the answer would be 9,000 object and 12,000 text nodes: a handful may be recent rows.
        assertThat(LiveObjects.count(objectNodes) - objectsBefore).isLessThan(500);
        assertThat(LiveObjects.count(textNodes) - textsBefore).isLessThan(500);
        assertThat(inspection.joined().unresolvedCount()).as("every author is missing, every media found").isEqualTo(3000);
    }

}
