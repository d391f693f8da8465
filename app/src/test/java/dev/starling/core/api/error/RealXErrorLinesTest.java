package dev.starling.core.api.error;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.text.Messages;
import dev.starling.realx.RealXServer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Error bodies shaped like X's real ones: every message says what went wrong with the details X sent. */
class RealXErrorLinesTest {

    private static ApiError parse(int status, String payload) {
        return ApiErrorParser.parse(status, "Reason", RealXServer.payload(payload).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aNotFoundProblemWithItsDetailsInsideErrorsNamesTheTypeIdAndParameter() {
        Problem problem = (Problem) parse(404, "v2-not-found-details-in-errors.json");

        assertThat(problem.resourceType()).isEqualTo("tweet");
        assertThat(problem.resourceId()).isEqualTo("1463303855219908611");
        assertThat(problem.parameter()).isEqualTo("id");
        assertThat(problem.value()).isEqualTo("1463303855219908611");
        assertThat(problem.text().render(Messages::text)).isEqualTo("No tweet \u201c1463303855219908611\u201d exists (parameter id): "
                + "Could not find tweet with id: [1463303855219908611]. (HTTP 404).");
    }

    @Test
    void aNotFoundProblemWithoutAnyDetailNeverLeavesAGap() {
        ApiError error = ApiErrorParser.parse(404, "Not Found", ("{\"title\":\"Not Found Error\",\"type\":"
                + "\"https://api.twitter.com/2/problems/resource-not-found\"}").getBytes(StandardCharsets.UTF_8));

        assertThat(error.text().render(Messages::text)).isEqualTo("No resource exists (HTTP 404).");
    }

    @Test
    void clientForbiddenNamesTheClientTheEnrollmentItNeedsAndWhereToRegister() {
        Problem problem = (Problem) parse(403, "v2-client-forbidden.json");

        assertThat(problem.clientId()).isEqualTo("26473728");
        assertThat(problem.requiredEnrollment()).isEqualTo("Appropriate Level of API Access");
        assertThat(problem.text().render(Messages::text)).isEqualTo("This app (client id 26473728) may not make this request "
                + "(client-not-enrolled); it needs the enrollment \u201cAppropriate Level of API Access\u201d; register at "
                + "https://developer.twitter.com/en/docs/projects/overview: When authenticating requests to the Twitter "
                + "API v2 endpoints, you must use keys and tokens from a Twitter developer App that is attached to a "
                + "Project. You can create a project via the developer portal. (HTTP 403).");
    }

    @Test
    void anErrorWithAMessageButNoCodeKeepsItsMessage() {
        assertThat(parse(404, "error-message-without-code.json").text().render(Messages::text))
                .isEqualTo("Sorry, that page does not exist (HTTP 404).");
        assertThat(parse(503, "error-top-level-message.json").text().render(Messages::text))
                .isEqualTo("The service is unavailable right now: try again later: Over capacity (HTTP 503 Reason).");
    }

    @Test
    void anAdsErrorKeepsItsCodeAndMessage() {
        assertThat(parse(403, "ads-error-unauthorized.json").text().render(Messages::text)).isEqualTo(
                "Account 18ce54d4x5t has read-only access to custom audience 2kx01 [UNAUTHORIZED_ACCESS] (HTTP 403).");
    }
}
