package dev.starling.sandbox.v2;

import dev.starling.sandbox.http.ApiException;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Factories for the v2 problem bodies, worded as X words them. */
public final class Problems {

    public static final String BASE = "https://api.x.com/2/problems/";

    private Problems() {
    }

    /** One entry of an invalid-request problem's {@code errors}: the offending parameters and why. */
    public record ParameterError(Map<String, List<String>> parameters, String message) {

        public static ParameterError of(String parameter, String value, String message) {
            return new ParameterError(Map.of(parameter, value == null ? List.of() : List.of(value)), message);
        }

        Map<String, Object> toJson() {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("parameters", parameters);
            json.put("message", message);
            return json;
        }
    }

    /** HTTP 400 with X's invalid-request body. */
    public static ApiException invalidRequest(List<ParameterError> errors) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("errors", errors.stream().map(ParameterError::toJson).toList());
        body.put("title", "Invalid Request");
        body.put("detail", "One or more parameters to your request was invalid.");
        body.put("type", BASE + "invalid-request");
        return new ApiException(SandboxResponse.problem(400, body));
    }

    public static ApiException invalidRequest(String parameter, String value, String message) {
        return invalidRequest(List.of(ParameterError.of(parameter, value, message)));
    }

    /** "The `ids` query parameter value [x] does not match ^[0-9]{1,19}$". */
    public static ParameterError doesNotMatch(String parameter, String value, String pattern) {
        return ParameterError.of(parameter, value,
                "The `" + parameter + "` query parameter value [" + value + "] does not match " + pattern);
    }

    public static ParameterError notOneOf(String parameter, String value, List<String> allowed) {
        return ParameterError.of(parameter, value, "The `" + parameter + "` query parameter value [" + value
                + "] is not one of [" + String.join(",", allowed) + "]");
    }

    public static ParameterError canNotBeEmpty(String parameter) {
        return ParameterError.of(parameter, null, "The `" + parameter + "` query parameter can not be empty");
    }

    /**
     * A resource-not-found problem as an item of a response's {@code errors} (partial error), e.g.
     * "Could not find tweet with ids: [1]."
     */
    public static Map<String, Object> notFound(String resourceType, String parameter, String value) {
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("value", value);
        problem.put("detail", "Could not find " + resourceType + " with " + parameter + ": [" + value + "].");
        problem.put("title", "Not Found Error");
        problem.put("resource_type", resourceType);
        problem.put("parameter", parameter);
        problem.put("resource_id", value);
        problem.put("type", BASE + "resource-not-found");
        return problem;
    }
}
