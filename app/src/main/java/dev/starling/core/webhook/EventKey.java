package dev.starling.core.webhook;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Iterator;

/**
 * What a delivery carries and what identifies it, for de-duplication (X delivers at least once):
 * an activity event by its {@code event_uuid}, a filtered-stream post by its id, a replay job's
 * status by its job id and state, an account-activity payload ({@code *_events}) and anything else
 * by the SHA-256 of its bytes (X sends a duplicate byte for byte).
 *
 * @param key what two deliveries of one event share
 * @param type the event type, {@code filtered_stream.post}, {@code replay.job_status}, the
 *     account-activity array's name, or empty
 */
public record EventKey(String key, String type) {

    public static final String STREAM_POST = "filtered_stream.post";
    public static final String REPLAY_STATUS = "replay.job_status";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The key and type of a delivery's body. */
    public static EventKey of(byte[] body) {
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (IOException e) {
            root = null;
        }
        if (root != null && root.isObject()) {
            JsonNode data = root.path("data");
            String uuid = data.path("event_uuid").asText(null);
            if (uuid != null && !uuid.isEmpty()) {
                return new EventKey("event:" + uuid, data.path("event_type").asText(""));
            }
            String postId = data.path("id").asText(null);
            if (postId != null && !postId.isEmpty() && (root.has("matching_rules") || data.has("text"))) {
                return new EventKey("post:" + postId, STREAM_POST);
            }
            JsonNode replay = root.path("replay_job_status");
            if (replay.isObject()) {
                return new EventKey("replay:" + replay.path("job_id").asText("") + ":" + replay.path("job_state").asText(""),
                        REPLAY_STATUS);
            }
            for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (name.endsWith("_events")) {
                    return new EventKey("body:" + sha256(body), name);
                }
            }
        }
        return new EventKey("body:" + sha256(body), "");
    }

    private static String sha256(byte[] body) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
