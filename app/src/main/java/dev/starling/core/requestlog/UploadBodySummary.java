package dev.starling.core.requestlog;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What the request log keeps of an audience user upload ({@code [{"operation_type":..,"params":{"users":[..]}}]},
 * up to 2,500 operations and 5 MB): counts of operations per type, of users and of identifiers per type,
 * the body's size and the first operation's own parameters (dates), never a value of a user. One pass of
 * the streaming parser: no tree, no rewritten copy of a half-megabyte body, which is what scrubbing each
 * body cost an upload (about half of the client's CPU). A body of any other shape is not summarised.
 */
public final class UploadBodySummary {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The keys of X's audience user objects; any other key is counted as {@code other}, never named. */
    private static final Set<String> IDENTIFIER_TYPES = Set.of("email", "phone_number", "handle", "twitter_id",
            "service_id", "device_id", "partner_user_id");

    private final Map<String, Integer> operationTypes = new TreeMap<>();
    private final Map<String, Integer> identifiers = new TreeMap<>();
    private final Map<String, String> firstParams = new LinkedHashMap<>();
    private int operations;
    private int users;

    private UploadBodySummary() {
    }

    /** The summary as JSON text, or null when {@code body} is not an audience user upload. */
    public static String of(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        UploadBodySummary summary = new UploadBodySummary();
        try (JsonParser parser = FACTORY.createParser(body)) {
            if (parser.nextToken() != JsonToken.START_ARRAY) {
                return null;
            }
            JsonToken token;
            while ((token = parser.nextToken()) == JsonToken.START_OBJECT) {
                if (!summary.operation(parser)) {
                    return null;
                }
            }
            if (token != JsonToken.END_ARRAY || parser.nextToken() != null || summary.operations == 0) {
                return null;
            }
        } catch (IOException e) {
            return null;
        }
        return summary.json(body.length);
    }

    /** Reads one operation object (the parser on its start); false when it is not shaped like one. */
    private boolean operation(JsonParser parser) throws IOException {
        boolean hadUsers = eachField(parser, (name, value) -> {
            if (name.equals("operation_type") && value == JsonToken.VALUE_STRING) {
                // Update / Delete; anything longer is not an operation type and is not kept
                String type = parser.getText();
                operationTypes.merge(type.length() <= 16 ? type : "other", 1, Integer::sum);
                return false;
            }
            if (name.equals("params") && value == JsonToken.START_OBJECT) {
                return params(parser);
            }
            parser.skipChildren();
            return false;
        });
        operations++;
        return hadUsers;
    }

    /** The operation's params: true when they hold a users array. */
    private boolean params(JsonParser parser) throws IOException {
        return eachField(parser, (name, value) -> {
            if (name.equals("users") && value == JsonToken.START_ARRAY) {
                while (parser.nextToken() == JsonToken.START_OBJECT) {
                    user(parser);
                }
                return true;
            }
            if (value.isScalarValue()) {
                if (operations == 0) {
                    firstParams.put(name, Redactor.isSecretName(name) ? Redactor.placeholder(name) : parser.getText());
                }
            } else {
                parser.skipChildren();
            }
            return false;
        });
    }

    /** Counts one user object's identifier values by type (never reading a value). */
    private void user(JsonParser parser) throws IOException {
        users++;
        eachField(parser, (name, value) -> {
            String type = IDENTIFIER_TYPES.contains(name) ? name : "other";
            int values = 0;
            if (value == JsonToken.START_ARRAY) {
                for (JsonToken item = parser.nextToken(); item != JsonToken.END_ARRAY; item = parser.nextToken()) {
                    parser.skipChildren();
                    values++;
                }
            } else {
                parser.skipChildren();
                values = 1;
            }
            identifiers.merge(type, values, Integer::sum);
            return false;
        });
    }

    /** One field of an object: its name and the first token of its value, which the visitor reads or skips. */
    @FunctionalInterface
    private interface FieldVisitor {
        boolean visit(String name, JsonToken value) throws IOException;
    }

    /** Visits every field of the object the parser is in; true when any visit returned true. */
    private static boolean eachField(JsonParser parser, FieldVisitor visitor) throws IOException {
        boolean any = false;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            any |= visitor.visit(name, parser.nextToken());
        }
        return any;
    }

    private String json(int bytes) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode summary = root.putObject("upload_summary");
        summary.put("operations", operations);
        operationTypes.forEach(summary.putObject("operation_types")::put);
        summary.put("users", users);
        identifiers.forEach(summary.putObject("identifiers")::put);
        summary.put("body_bytes", bytes);
        firstParams.forEach(summary.putObject("first_operation_params")::put);
        return root.toString();
    }
}
