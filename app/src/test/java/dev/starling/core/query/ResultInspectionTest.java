package dev.starling.core.query;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(partial.errors()).containsExactly("Not Found Error: Could not find tweet with ids: [9]. "
                + "(resource type tweet, resource id 9, parameter ids, value 9) [resource-not-found]");
        assertThat(inspect(401, "{\"errors\":[{\"code\":89,\"message\":\"Invalid or expired token.\"}]}").errors())
                .containsExactly("Error 89: Invalid or expired token.");
        assertThat(inspect(503, "<html>busy</html>").errors())
                .containsExactly("The response is not JSON (17 bytes): see Raw.", "HTTP 503 with no error details in the body.");
    }
}
