package dev.starling.sandbox.v2;

import dev.starling.sandbox.http.SandboxRequest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The parameters the v2 reads share (field lists, {@code max_results}, times and ids), parsed and
 * checked with X's wording. Every problem is added to the caller's list, so one 400 names them all.
 */
final class ReadParameters {

    /** How X writes times in its validation messages: to the minute. */
    static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z'").withZone(ZoneOffset.UTC);

    private ReadParameters() {
    }

    /** Rejects parameters the endpoint does not define and parses its field lists. */
    static FieldSelection fields(SandboxRequest request, FieldSelection.Primary primary, List<String> own,
                                 List<Problems.ParameterError> errors) {
        List<String> allowed = new ArrayList<>(own);
        allowed.addAll(primary.parameters());
        FieldSelection.rejectUnknownParameters(request, allowed, errors);
        return FieldSelection.parse(request, primary, errors);
    }

    /** A path parameter, which must match {@code pattern} (a mismatch is reported). */
    static String pathParam(SandboxRequest request, String name, String pattern, List<Problems.ParameterError> errors) {
        String value = request.pathParam(name);
        if (!value.matches(pattern)) {
            errors.add(Problems.doesNotMatch(name, value, pattern));
        }
        return value;
    }

    /** The first value of a query parameter, if present. */
    static Optional<String> first(SandboxRequest request, String name) {
        List<String> values = request.query().get(name);
        return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
    }

    /** {@code max_results} between {@code min} and {@code max}; {@code fallback} when absent. */
    static int maxResults(SandboxRequest request, int min, int max, int fallback, List<Problems.ParameterError> errors) {
        Optional<String> raw = first(request, "max_results");
        if (raw.isEmpty()) {
            return fallback;
        }
        String value = raw.get();
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= min && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException notANumber) {
            // reported below with the range, as X does
        }
        errors.add(Problems.ParameterError.of("max_results", value,
                "The `max_results` query parameter value [" + value + "] is not between " + min + " and " + max));
        return fallback;
    }

    /** An RFC 3339 time, or null when absent or malformed (malformed is reported). */
    static Instant time(SandboxRequest request, String name, List<Problems.ParameterError> errors) {
        Optional<String> value = first(request, name);
        if (value.isEmpty()) {
            return null;
        }
        try {
            return OffsetDateTime.parse(value.get()).toInstant();
        } catch (DateTimeParseException e) {
            errors.add(Problems.ParameterError.of(name, value.get(), "The `" + name + "` query parameter value ["
                    + value.get() + "] is not a valid RFC 3339 date-time (YYYY-MM-DDTHH:mm:ssZ)"));
            return null;
        }
    }

    /** A post id ({@code since_id}, {@code until_id}), or null when absent or malformed (reported). */
    static Long id(SandboxRequest request, String name, List<Problems.ParameterError> errors) {
        Optional<String> value = first(request, name);
        if (value.isEmpty()) {
            return null;
        }
        if (!value.get().matches(LookupHandlers.ID_PATTERN)) {
            errors.add(Problems.doesNotMatch(name, value.get(), LookupHandlers.ID_PATTERN));
            return null;
        }
        return Long.parseLong(value.get());
    }

    /** X's refusal of a start that is not before the end. */
    static void requireStartBeforeEnd(SandboxRequest request, Instant start, Instant end,
                                      List<Problems.ParameterError> errors) {
        if (start != null && end != null && !start.isBefore(end)) {
            errors.add(Problems.ParameterError.of("start_time", first(request, "start_time").orElse(""),
                    "Invalid 'start_time':'" + MINUTES.format(start) + "'. 'start_time' must be before 'end_time':'"
                            + MINUTES.format(end) + "'"));
        }
    }
}
