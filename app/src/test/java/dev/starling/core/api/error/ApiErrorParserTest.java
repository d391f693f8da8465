package dev.starling.core.api.error;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ApiErrorParserTest {

    private static final String BASE = "https://api.x.com/2/problems/";

    private static ApiError parse(int status, String body) {
        return ApiErrorParser.parse(status, "Reason", body.getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"client-disconnected", "client-forbidden", "conflict", "disallowed-resource",
            "duplicate-rules", "invalid-request", "invalid-rules", "noncompliant-rules", "not-authorized-for-field",
            "not-authorized-for-resource", "operational-disconnect", "resource-not-found", "resource-unavailable",
            "rule-cap", "streaming-connection", "unsupported-authentication", "usage-capped"})
    void everyProblemTypeOfTheSpecParsesToAProblemNamedAfterItsType(String name) {
        ApiError error = parse(400, "{\"type\":\"" + BASE + name + "\",\"title\":\"T " + name + "\",\"status\":409}");

        assertThat(error).isInstanceOfSatisfying(Problem.class, problem -> {
            assertThat(problem.name()).isEqualTo(name);
            assertThat(problem.status()).isEqualTo(409);
            assertThat(problem.text().render(Messages::text)).isNotBlank().doesNotContain("Exception").contains("HTTP 409");
        });
    }

    @Test
    void theGenericProblemKeepsTitleDetailAndStatus() {
        Problem problem = (Problem) parse(401,
                "{\"title\":\"Unauthorized\",\"type\":\"about:blank\",\"status\":401,\"detail\":\"Unauthorized\"}");

        assertThat(problem.name()).isEqualTo("about:blank");
        assertThat(problem.text().render(Messages::text)).isEqualTo("Unauthorized (HTTP 401).");
    }

    @Test
    void keepsEveryExtraFieldOfTheProblemTable() {
        Problem notFound = (Problem) parse(404, "{\"type\":\"" + BASE + "resource-not-found\",\"title\":\"Not Found Error\","
                + "\"detail\":\"Could not find user with id: [9].\",\"resource_id\":\"9\",\"resource_type\":\"user\","
                + "\"parameter\":\"id\",\"value\":\"9\"}");
        Problem forbidden = (Problem) parse(403, "{\"type\":\"" + BASE + "client-forbidden\",\"title\":\"Client Forbidden\","
                + "\"reason\":\"client-not-enrolled\",\"registration_url\":\"https://developer.x.com/\"}");
        Problem field = (Problem) parse(200, "{\"type\":\"" + BASE + "not-authorized-for-field\",\"title\":\"t\","
                + "\"resource_type\":\"tweet\",\"field\":\"non_public_metrics\",\"section\":\"data\"}");
        Problem capped = (Problem) parse(429, "{\"type\":\"" + BASE + "usage-capped\",\"title\":\"Usage cap exceeded\","
                + "\"period\":\"Monthly\",\"scope\":\"Product\"}");
        Problem disconnect = (Problem) parse(200, "{\"type\":\"" + BASE + "operational-disconnect\",\"title\":\"t\","
                + "\"disconnect_type\":\"SlowReader\"}");
        Problem streaming = (Problem) parse(429, "{\"type\":\"" + BASE + "streaming-connection\",\"title\":\"t\","
                + "\"connection_issue\":\"TooManyConnections\"}");
        Problem duplicate = (Problem) parse(400, "{\"type\":\"" + BASE + "duplicate-rules\",\"title\":\"t\","
                + "\"id\":\"1234\",\"value\":\"cats\"}");
        Problem invalid = (Problem) parse(400, "{\"type\":\"" + BASE + "invalid-request\",\"title\":\"Invalid Request\","
                + "\"errors\":[{\"message\":\"The `ids` query parameter can not be empty\",\"parameters\":{\"ids\":[\"\"]}}]}");

        assertThat(List.of(notFound.resourceId(), notFound.resourceType(), notFound.parameter(), notFound.value()))
                .containsExactly("9", "user", "id", "9");
        assertThat(notFound.text().render(Messages::text)).contains("No user \u201c9\u201d exists").contains("Could not find user");
        assertThat(List.of(forbidden.reason(), forbidden.registrationUrl()))
                .containsExactly("client-not-enrolled", "https://developer.x.com/");
        assertThat(List.of(field.resourceType(), field.field(), field.section()))
                .containsExactly("tweet", "non_public_metrics", "data");
        assertThat(List.of(capped.period(), capped.scope())).containsExactly("Monthly", "Product");
        assertThat(disconnect.disconnectType()).isEqualTo("SlowReader");
        assertThat(streaming.connectionIssue()).isEqualTo("TooManyConnections");
        assertThat(List.of(duplicate.id(), duplicate.value())).containsExactly("1234", "cats");
        assertThat(invalid.errors()).containsExactly(new Problem.InvalidRequestError(
                "The `ids` query parameter can not be empty", Map.of("ids", List.of(""))));
        assertThat(invalid.text().render(Messages::text)).contains("can not be empty");
    }

    @Test
    void aPartialErrorsArrayOfProblemsParsesToTheFirstProblem() {
        ApiError error = parse(400, "{\"errors\":[{\"type\":\"" + BASE + "resource-not-found\",\"title\":\"Not Found\","
                + "\"resource_id\":\"5\",\"resource_type\":\"tweet\",\"parameter\":\"id\",\"value\":\"5\"}]}");

        assertThat(error).isInstanceOfSatisfying(Problem.class, p -> assertThat(p.resourceId()).isEqualTo("5"));
    }

    @Test
    void xStyleErrorsExplainTheKnownCodes() {
        XErrors revoked = (XErrors) parse(401, "{\"errors\":[{\"code\":89,\"message\":\"Invalid or expired token.\"}]}");
        XErrors tooOften = (XErrors) parse(403, "{\"errors\":[{\"code\":99,\"message\":\"Unable to verify\"}]}");

        assertThat(revoked.hasCode(89)).isTrue();
        assertThat(revoked.text().render(Messages::text)).contains("invalid or was revoked: sign in again");
        assertThat(tooOften.text().render(Messages::text)).contains("requested too often").contains("reuse the cached token");
        for (int code : new int[] {32, 88, 135, 215, 415}) {
            assertThat(parse(401, "{\"errors\":[{\"code\":" + code + ",\"message\":\"m\"}]}").text().render(Messages::text))
                    .isEqualTo(XErrorCodes.explain(code).orElseThrow().render(Messages::text) + " (HTTP 401)");
        }
        assertThat(parse(401, "{\"errors\":[{\"code\":135,\"message\":\"m\"}]}").text().render(Messages::text)).contains("clock");
    }

    @Test
    void unknownXCodesFallBackToTheServersMessage() {
        assertThat(parse(400, "{\"errors\":[{\"code\":12345,\"message\":\"Something odd\"}]}").text().render(Messages::text))
                .isEqualTo("Something odd (code 12345). (HTTP 400)");
    }

    @Test
    void adsErrorsKeepCodeMessageAndParameter() {
        ApiError error = parse(400, "{\"errors\":[{\"code\":\"INVALID_PARAMETER\",\"message\":\"Expected a name\","
                + "\"parameter\":\"name\"}],\"request\":{\"params\":{}}}");

        assertThat(error).isEqualTo(new AdsErrors(400, List.of(
                new AdsErrors.AdsError("INVALID_PARAMETER", "Expected a name", "name"))));
        assertThat(error.text().render(Messages::text)).isEqualTo("Expected a name (parameter name) [INVALID_PARAMETER] (HTTP 400).");
    }

    @Test
    void aBodyInNoKnownShapeIsAnHttpFailure() {
        assertThat(parse(502, "<html><body>Bad gateway</body></html>")).isEqualTo(new HttpFailure(502, "Reason", null));
        assertThat(parse(401, "Invalid oauth_verifier parameter").text().render(Messages::text))
                .contains("Invalid oauth_verifier parameter").contains("HTTP 401");
        assertThat(ApiErrorParser.parse(500, "", new byte[0])).isInstanceOf(HttpFailure.class);
    }
}
