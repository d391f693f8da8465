package dev.starling.sandbox.ads;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test identifiers: SHA-256 hex of normalised values, and upload bodies built from them. */
final class Hashes {

    /** X's published vector: sha256("support@x.com"). */
    static final String SUPPORT_AT_X = "6afb3b8ba60b4050a492472f3c82294dede1ecc6319a9c420f776fd3bca2a381";
    /** X's published vector: sha256("+11234567890"). */
    static final String PHONE_VECTOR = "1fa6b8d986d9b9cd01bf36951815158bbde9f520c0567c835dfe34783d0a4231";

    private Hashes() {
    }

    static String sha256(String value) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(value.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> emails(String prefix, int from, int to) {
        List<String> hashes = new ArrayList<>();
        for (int i = from; i < to; i++) {
            hashes.add(sha256(prefix + i + "@example.com"));
        }
        return hashes;
    }

    /** One operation whose users each carry one identifier of {@code type}. */
    static Map<String, Object> operation(String type, String identifierType, List<String> values) {
        List<Map<String, Object>> users = values.stream()
                .<Map<String, Object>>map(value -> Map.of(identifierType, List.of(value))).toList();
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("users", users);
        Map<String, Object> operation = new LinkedHashMap<>();
        operation.put("operation_type", type);
        operation.put("params", params);
        return operation;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> withParam(Map<String, Object> operation, String name, Object value) {
        ((Map<String, Object>) operation.get("params")).put(name, value);
        return operation;
    }
}
