package dev.starling.sandbox.ads;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.sandbox.ads.AdsErrors.ItemException;
import dev.starling.sandbox.ads.AdsErrors.OperationError;
import dev.starling.sandbox.http.SandboxRequest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads a user-upload batch (custom-audience users and do-not-reach users): a JSON array of
 * {@code {"operation_type":"Update"|"Delete","params":{"users":[...],...}}}. Request-level problems
 * (content type, size, shape) fail under {@code errors}; item problems under {@code operation_errors}
 * with the item's index, and the whole batch is refused.
 */
final class UploadParser {

    static final int MAX_OPERATIONS = 2_500;
    static final int MAX_BODY_BYTES = 5_000_000;
    static final String PARTNER_USER_ID = "partner_user_id";
    private static final Pattern ANY_CASE_HEX = Pattern.compile("[0-9a-fA-F]{64}");

    /** One parsed operation; {@code users} keeps each user object's identifiers per type. */
    record Operation(String type, List<Map<String, List<String>>> users, long effectiveAt, long expiresAt,
                     JsonNode params) {
    }

    private final Set<String> identifierTypes;
    /** Custom-audience uploads take effective_at (expires_at later than it); do-not-reach ones do not (later than now). */
    private final boolean effectiveAtAccepted;

    UploadParser(Set<String> identifierTypes, boolean effectiveAtAccepted) {
        this.identifierTypes = identifierTypes;
        this.effectiveAtAccepted = effectiveAtAccepted;
    }

    JsonNode readBatch(SandboxRequest request) {
        if (!"application/json".equals(request.mediaType())) {
            throw AdsErrors.error(415, "UNSUPPORTED_MEDIA_TYPE",
                    "User uploads take a JSON body: send Content-Type: application/json", "Content-Type");
        }
        if (request.body().length > MAX_BODY_BYTES) {
            throw AdsErrors.error(413, "REQUEST_TOO_LARGE",
                    "The request body is larger than " + MAX_BODY_BYTES + " bytes", null);
        }
        return BatchBody.parse(request.body(), MAX_OPERATIONS, "operations");
    }

    List<Operation> parse(JsonNode batch, long now) {
        List<Operation> operations = new ArrayList<>(batch.size());
        List<OperationError> failures = new ArrayList<>();
        // The operations of a batch nearly always share their dates: each distinct text is parsed once
        // (parsing two timestamps per operation was half of the sandbox's time on a 2,500-operation batch).
        Map<String, Long> timestamps = new HashMap<>();
        for (int i = 0; i < batch.size(); i++) {
            try {
                operations.add(operation(batch.get(i), now, timestamps));
            } catch (ItemException e) {
                failures.add(e.at(i));
            }
        }
        if (!failures.isEmpty()) {
            throw AdsErrors.operationErrors(failures);
        }
        return operations;
    }

    private Operation operation(JsonNode item, long now, Map<String, Long> timestamps) {
        if (!item.isObject()) {
            throw ItemException.invalid("operation", "Each operation must be an object");
        }
        JsonNode type = item.get("operation_type");
        if (type == null || type.isNull()) {
            throw ItemException.missing("operation_type");
        }
        if (!type.isTextual() || !(type.asText().equals("Update") || type.asText().equals("Delete"))) {
            throw ItemException.invalid("operation_type", "operation_type must be Update or Delete (not ADD/REMOVE)");
        }
        JsonNode params = item.get("params");
        if (params == null || !params.isObject()) {
            throw ItemException.missing("params");
        }
        for (Iterator<String> names = params.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!(name.equals("users") || name.equals("expires_at") || (effectiveAtAccepted && name.equals("effective_at")))) {
                throw ItemException.invalid("params." + name, "Unknown parameter " + name);
            }
        }
        long effectiveAt = effectiveAtAccepted ? timestamp(params, "effective_at", now, timestamps) : now;
        long expiresAt = params.hasNonNull("expires_at") ? timestamp(params, "expires_at", 0, timestamps)
                : Times.thirteenMonthsAfter(now);
        if (expiresAt <= effectiveAt) {
            throw ItemException.invalid("expires_at", effectiveAtAccepted
                    ? "expires_at must be later than effective_at" : "expires_at must be later than now");
        }
        return new Operation(type.asText(), users(params.get("users")), effectiveAt, expiresAt, params);
    }

    private List<Map<String, List<String>>> users(JsonNode users) {
        if (users == null || users.isNull()) {
            throw ItemException.missing("users");
        }
        if (!users.isArray() || users.isEmpty()) {
            throw ItemException.invalid("users", "users must be a non-empty array of user objects");
        }
        List<Map<String, List<String>>> parsed = new ArrayList<>();
        for (int u = 0; u < users.size(); u++) {
            JsonNode user = users.get(u);
            String path = "users[" + u + "]";
            if (!user.isObject() || user.isEmpty()) {
                throw ItemException.invalid(path, "Each user must be an object with at least one identifier");
            }
            Map<String, List<String>> identifiers = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> fields = user.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                identifiers.put(field.getKey(), values(field.getKey(), field.getValue(), path + "." + field.getKey()));
            }
            parsed.add(identifiers);
        }
        return parsed;
    }

    private List<String> values(String type, JsonNode values, String path) {
        if (!identifierTypes.contains(type)) {
            throw ItemException.invalid(path, "Unknown identifier type " + type + "; expected one of "
                    + String.join(", ", identifierTypes.stream().sorted().toList()));
        }
        if (!values.isArray() || values.isEmpty()) {
            throw ItemException.invalid(path, type + " must be a non-empty array of strings");
        }
        List<String> parsed = new ArrayList<>();
        for (int v = 0; v < values.size(); v++) {
            JsonNode value = values.get(v);
            String valuePath = path + "[" + v + "]";
            if (!value.isTextual() || value.asText().isBlank()) {
                throw ItemException.invalid(valuePath, type + " values must be non-empty strings");
            }
            String text = value.asText();
            if (!type.equals(PARTNER_USER_ID) && !isLowerHex64(text)) {
                throw ItemException.invalid(valuePath, ANY_CASE_HEX.matcher(text).matches()
                        ? type + " values must be written in lower-case hex"
                        : type + " values must be SHA-256 hashes of the normalised value (64 lower-case hex digits)");
            }
            parsed.add(text);
        }
        return parsed;
    }

    private static long timestamp(JsonNode params, String name, long fallback, Map<String, Long> parsed) {
        JsonNode value = params.get(name);
        if (value == null || value.isNull()) {
            return fallback;
        }
        Long millis = value.isTextual() ? parsed.computeIfAbsent(value.asText(), text -> {
            Instant instant = Times.parse(text);
            return instant == null ? null : instant.toEpochMilli();
        }) : null;
        if (millis == null) {
            throw ItemException.invalid(name, name + " must be an ISO 8601 UTC timestamp");
        }
        return millis;
    }

    /** 64 lower-case hex digits: a SHA-256 hash as X takes it (a loop: the regular expression cost more than the hash check deserves). */
    static boolean isLowerHex64(String text) {
        if (text.length() != 64) {
            return false;
        }
        for (int i = 0; i < 64; i++) {
            char c = text.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    /** Applies the (validated) operations to a member set; returns how many user objects were processed. */
    static int apply(List<Operation> operations, MemberSet members) {
        int processed = 0;
        for (Operation operation : operations) {
            for (Map<String, List<String>> user : operation.users()) {
                if (operation.type().equals("Update")) {
                    // One user object is one person, whichever identifiers it carries.
                    members.putUser(user, operation.effectiveAt(), operation.expiresAt());
                } else {
                    user.forEach((type, values) -> values.forEach(value -> members.remove(type, value)));
                }
                processed++;
            }
        }
        return processed;
    }
}
