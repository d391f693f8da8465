package dev.starling.core.api.error;

import java.util.List;
import java.util.Map;

/**
 * An RFC 7807 problem as the v2 API sends it, with every extra field of the spec's problem table
 * (taken from the problem or, where X puts them, from its {@code errors[]} entries). Fields a
 * problem type does not use are null. {@link #userMessage()} names every detail X sent.
 */
public record Problem(int status, String type, String title, String detail,
                      String resourceId, String resourceType, String parameter, String value, String section,
                      String field, String reason, String registrationUrl, String period, String scope,
                      String disconnectType, String connectionIssue, String id, String clientId,
                      String requiredEnrollment, List<InvalidRequestError> errors) implements ApiError {

    public static final String BLANK = "about:blank";

    /** One entry of an invalid-request problem's {@code errors}. */
    public record InvalidRequestError(String message, Map<String, List<String>> parameters) {
        public InvalidRequestError {
            parameters = parameters == null ? Map.of() : Map.copyOf(parameters);
        }
    }

    public Problem {
        errors = errors == null ? List.of() : List.copyOf(errors);
    }

    /** The last segment of the type URI ({@code resource-not-found}), or {@code about:blank}. */
    public String name() {
        if (type == null || type.isBlank() || BLANK.equals(type)) {
            return BLANK;
        }
        int slash = type.lastIndexOf('/');
        return slash >= 0 ? type.substring(slash + 1) : type;
    }

    @Override
    public String userMessage() {
        String what = switch (name()) {
            case "client-disconnected" -> "The connection was closed by the client";
            case "client-forbidden" -> "This app" + (clientId == null ? "" : " (client id " + clientId + ")")
                    + " may not make this request" + (reason == null ? "" : " (" + reason + ")")
                    + (requiredEnrollment == null ? "" : "; it needs the enrollment " + quoted(requiredEnrollment))
                    + (registrationUrl == null ? "" : "; register at " + registrationUrl);
            // X answers conflict both for a job still running (compliance, replay) and for a thing that already exists
            // (an activity subscription of the same type and filter): its detail, which follows, says which.
            case "conflict" -> "X refused it as a conflict with something that already exists or is still in progress";
            case "disallowed-resource" -> "The " + resource(resourceId) + " may not be requested this way"
                    + in();
            case "duplicate-rules" -> "That rule already exists" + (id == null ? "" : " (id " + id + ")")
                    + (value == null ? "" : ": " + quoted(value));
            case "invalid-request" -> "The request is invalid" + firstError();
            case "invalid-rules" -> "A submitted rule is invalid";
            case "noncompliant-rules" -> "The rule set is not compliant";
            case "not-authorized-for-field" -> "You may not see the field " + quoted(field) + " of this "
                    + orThing(resourceType) + in();
            case "not-authorized-for-resource" -> "You may not see the " + resource(resourceId != null ? resourceId : value)
                    + parameterNote() + in();
            case "operational-disconnect" -> "The stream was disconnected"
                    + (disconnectType == null ? "" : " (" + disconnectType + ")");
            case "resource-not-found" -> "No " + resource(resourceId != null ? resourceId : value) + " exists"
                    + parameterNote();
            case "resource-unavailable" -> "The " + resource(resourceId != null ? resourceId : value)
                    + " is not available to you" + parameterNote();
            case "rule-cap" -> "The maximum number of rules is reached";
            case "streaming-connection" -> "Stream connection problem"
                    + (connectionIssue == null ? "" : " (" + connectionIssue + ")");
            case "unsupported-authentication" -> "This endpoint does not accept this kind of sign-in";
            case "usage-capped" -> "The usage cap is exceeded" + (period == null ? "" : " (" + period
                    + (scope == null ? "" : ", " + scope) + ")") + "; wait for the next period";
            default -> title != null && !title.isBlank() ? title : "The request failed";
        };
        String more = detail != null && !detail.isBlank() && !detail.equals(title) ? ": " + detail : "";
        return what + more + (status > 0 ? " (HTTP " + status + ")." : ".");
    }

    /** "tweet “123”", or "resource" alone when X named neither (never a blank between words). */
    private String resource(String key) {
        return orThing(resourceType) + (key == null || key.isBlank() ? "" : " " + quoted(key));
    }

    private String parameterNote() {
        return parameter == null ? "" : " (parameter " + parameter + ")";
    }

    private String in() {
        return section == null ? "" : " (in " + section + ")";
    }

    private String firstError() {
        return errors.isEmpty() || errors.get(0).message() == null ? "" : " (" + errors.get(0).message() + ")";
    }

    private static String orThing(String resourceType) {
        return resourceType == null ? "resource" : resourceType;
    }

    private static String quoted(String text) {
        return text == null ? "" : "\u201c" + text + "\u201d";
    }
}
