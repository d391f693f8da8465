package dev.starling.core.api.error;

import static dev.starling.core.api.error.ErrorParts.part;

import dev.starling.core.text.BundleText;
import java.util.List;
import java.util.Map;

/**
 * An RFC 7807 problem as the v2 API sends it, with every extra field of the spec's problem table
 * (taken from the problem or, where X puts them, from its {@code errors[]} entries). Fields a
 * problem type does not use are null. {@link #text()} names every detail X sent.
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
    public BundleText text() {
        BundleText what = switch (name()) {
            case "client-disconnected" -> BundleText.of("api.problem.clientDisconnected");
            case "client-forbidden" -> BundleText.of("api.problem.clientForbidden",
                    part("api.problem.clientId", clientId), part("api.problem.inParentheses", reason),
                    part("api.problem.enrollment", requiredEnrollment), part("api.problem.register", registrationUrl));
            // X answers conflict both for a job still running (compliance, replay) and for a thing that already exists
            // (an activity subscription of the same type and filter): its detail, which follows, says which.
            case "conflict" -> BundleText.of("api.problem.conflict");
            case "disallowed-resource" -> BundleText.of("api.problem.disallowedResource", resource(resourceId), in());
            case "duplicate-rules" -> BundleText.of("api.problem.duplicateRules", part("api.problem.id", id),
                    part("api.problem.value", value));
            case "invalid-request" -> BundleText.of("api.problem.invalidRequest", part("api.problem.inParentheses",
                    errors.isEmpty() ? null : errors.get(0).message()));
            case "invalid-rules" -> BundleText.of("api.problem.invalidRules");
            case "noncompliant-rules" -> BundleText.of("api.problem.noncompliantRules");
            case "not-authorized-for-field" -> BundleText.of("api.problem.notAuthorizedForField",
                    part("api.problem.quoted", field), orThing(resourceType), in());
            case "not-authorized-for-resource" -> BundleText.of("api.problem.notAuthorizedForResource",
                    resource(resourceId != null ? resourceId : value), parameterNote(), in());
            case "operational-disconnect" -> BundleText.of("api.problem.operationalDisconnect",
                    part("api.problem.inParentheses", disconnectType));
            case "resource-not-found" -> BundleText.of("api.problem.resourceNotFound",
                    resource(resourceId != null ? resourceId : value), parameterNote());
            case "resource-unavailable" -> BundleText.of("api.problem.resourceUnavailable",
                    resource(resourceId != null ? resourceId : value), parameterNote());
            case "rule-cap" -> BundleText.of("api.problem.ruleCap");
            case "streaming-connection" -> BundleText.of("api.problem.streamingConnection",
                    part("api.problem.inParentheses", connectionIssue));
            case "unsupported-authentication" -> BundleText.of("api.problem.unsupportedAuthentication");
            case "usage-capped" -> BundleText.of("api.problem.usageCapped", period == null ? ErrorParts.NONE
                    : scope == null ? BundleText.of("api.problem.inParentheses", period)
                    : BundleText.of("api.problem.periodAndScope", period, scope));
            default -> title != null && !title.isBlank() ? BundleText.of("api.error.said", title)
                    : BundleText.of("api.error.requestFailed");
        };
        BundleText more = detail != null && !detail.isBlank() && !detail.equals(title)
                ? BundleText.of("api.error.detail", detail) : ErrorParts.NONE;
        return BundleText.of("api.problem.line", what, more,
                status > 0 ? ErrorParts.httpEnd(status) : BundleText.of("api.error.end"));
    }

    /** "tweet “123”", or "resource" alone when X named neither (never a blank between words). */
    private Object resource(String key) {
        return key == null || key.isBlank() ? orThing(resourceType)
                : BundleText.of("api.problem.resourceNamed", orThing(resourceType), key);
    }

    private BundleText parameterNote() {
        return part("api.problem.parameter", parameter);
    }

    private BundleText in() {
        return part("api.problem.in", section);
    }

    /** X's resource type ("tweet"), or the word for a resource of any kind. */
    private static Object orThing(String resourceType) {
        return resourceType == null ? BundleText.of("api.problem.resource") : resourceType;
    }
}
