package dev.starling.sandbox.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The users who can sign in (demo users and {@code --user} ones). Their ids depend only on the
 * username, so tokens and ad-account associations stay valid across seeds and restarts. The v2
 * world gives each of them a full profile.
 */
public final class UserDirectory {

    private final List<SandboxUser> users;

    public UserDirectory(List<? extends Login> configured) {
        List<SandboxUser> list = new ArrayList<>();
        for (Login user : configured) {
            list.add(new SandboxUser(idFor(user.username()), user.username(), displayName(user.username()),
                    user.password()));
        }
        this.users = List.copyOf(list);
    }

    public List<SandboxUser> all() {
        return users;
    }

    /** Case-insensitive, as X's usernames; a leading {@code @} is ignored. */
    public Optional<SandboxUser> byUsername(String username) {
        if (username == null) {
            return Optional.empty();
        }
        String wanted = username.trim().replaceFirst("^@", "");
        return users.stream().filter(user -> user.username().equalsIgnoreCase(wanted)).findFirst();
    }

    public Optional<SandboxUser> byId(String id) {
        return users.stream().filter(user -> user.id().equals(id)).findFirst();
    }

    /** A stable 19-digit id derived from the lower-cased username. */
    public static String idFor(String username) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest(username.toLowerCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8));
            long value = 0;
            for (int i = 0; i < 8; i++) {
                value = (value << 8) | (hash[i] & 0xff);
            }
            long bounded = Math.floorMod(value, 800_000_000_000_000_000L);
            return Long.toString(1_000_000_000_000_000_000L + bounded);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String displayName(String username) {
        String spaced = username.replace('_', ' ').trim();
        StringBuilder out = new StringBuilder();
        for (String word : spaced.split("\\s+")) {
            if (!word.isEmpty()) {
                out.append(out.length() == 0 ? "" : " ")
                        .append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
            }
        }
        return out.toString();
    }
}
