package dev.starling.core.requestlog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class UploadBodySummaryTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HASH = "6afb3b8ba60b4050a492472f3c82294dede1ecc6319a9c420f776fd3bca2a381";

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void countsOperationsUsersAndIdentifiersPerTypeWithoutKeepingAnyValue() throws Exception {
        String body = "[{\"operation_type\":\"Update\",\"params\":{\"effective_at\":\"2026-11-21T10:00:00Z\","
                + "\"expires_at\":\"2027-12-21T10:00:00Z\",\"users\":[{\"email\":[\"" + HASH + "\"],\"phone_number\":[\""
                + HASH + "\",\"" + HASH + "\"]},{\"partner_user_id\":[\"C000123\"]}]}},"
                + "{\"operation_type\":\"Delete\",\"params\":{\"users\":[{\"email\":[\"" + HASH + "\"]}]}}]";

        String summary = UploadBodySummary.of(bytes(body));

        assertThat(summary).doesNotContain(HASH).doesNotContain("C000123");
        JsonNode counts = JSON.readTree(summary).path("upload_summary");
        assertThat(counts.path("operations").asInt()).isEqualTo(2);
        assertThat(counts.path("operation_types").path("Update").asInt()).isEqualTo(1);
        assertThat(counts.path("operation_types").path("Delete").asInt()).isEqualTo(1);
        assertThat(counts.path("users").asInt()).isEqualTo(3);
        assertThat(counts.path("identifiers").path("email").asInt()).isEqualTo(2);
        assertThat(counts.path("identifiers").path("phone_number").asInt()).isEqualTo(2);
        assertThat(counts.path("identifiers").path("partner_user_id").asInt()).isEqualTo(1);
        assertThat(counts.path("body_bytes").asInt()).isEqualTo(body.length());
        assertThat(counts.path("first_operation_params").path("effective_at").asText()).isEqualTo("2026-11-21T10:00:00Z");
        assertThat(counts.path("first_operation_params").path("expires_at").asText()).isEqualTo("2027-12-21T10:00:00Z");
    }

    @Test
    void anUnknownKeyInAUserIsCountedAsOtherAndNeverNamed() {
        String summary = UploadBodySummary.of(bytes("[{\"operation_type\":\"Update\",\"params\":{\"users\":"
                + "[{\"ada@example.com\":[\"x\"]}]}}]"));

        assertThat(summary).doesNotContain("ada@example.com").contains("\"other\":1");
    }

    @Test
    void secretNamedParametersAreReplaced() {
        String summary = UploadBodySummary.of(bytes("[{\"operation_type\":\"Update\",\"params\":{\"oauth_token_secret\":"
                + "\"s3cr3t\",\"users\":[{\"email\":[\"" + HASH + "\"]}]}}]"));

        assertThat(summary).doesNotContain("s3cr3t").contains("<OAUTH_TOKEN_SECRET>");
    }

    @Test
    void bodiesOfAnyOtherShapeAreNotSummarised() {
        assertThat(UploadBodySummary.of(bytes("{\"name\":\"CRM\"}"))).isNull();
        assertThat(UploadBodySummary.of(bytes("[{\"operation_type\":\"Create\",\"params\":{\"name\":\"x\"}}]"))).isNull();
        assertThat(UploadBodySummary.of(bytes("[]"))).isNull();
        assertThat(UploadBodySummary.of(bytes("[{\"operation_type\":\"Update\",\"params\":{\"users\":[{\"email\":[\"a\"]}]}}"))).isNull();
        assertThat(UploadBodySummary.of(bytes("not json"))).isNull();
        assertThat(UploadBodySummary.of(new byte[0])).isNull();
    }
}
