package dev.starling.sandbox.ads;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The users of the sandbox's world as X's matching knows them: for each, the SHA-256 hashes of their
 * handle (lower case, without {@code @}) and of their user id, normalised as X asks uploaders to. Two
 * identifiers of one such user are one person in every audience, however they were uploaded; any other
 * identifier is a person of its own unless sent in one user object with others ({@link MemberSet}).
 */
public final class KnownPeople {

    /** A user of the world: their X user id and handle. */
    public record User(String id, String username) {
    }

    static final KnownPeople NONE = new KnownPeople(Map.of());

    /** "type:hash" to the user's position in the list it was made from. */
    private final Map<String, Integer> users;

    private KnownPeople(Map<String, Integer> users) {
        this.users = users;
    }

    public static KnownPeople of(List<User> world) {
        Map<String, Integer> users = new HashMap<>();
        for (int i = 0; i < world.size(); i++) {
            User user = world.get(i);
            users.put("handle:" + sha256(user.username().toLowerCase(Locale.ROOT)), i);
            users.put("service_id:" + sha256(user.id()), i);
        }
        return new KnownPeople(Map.copyOf(users));
    }

    /** The world user an identifier is, or -1 when it is nobody the world knows. */
    int user(String type, String value) {
        if (users.isEmpty() || !(type.equals("handle") || type.equals("service_id"))) {
            return -1;
        }
        Integer user = users.get(type + ":" + value);
        return user == null ? -1 : user;
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }
}
