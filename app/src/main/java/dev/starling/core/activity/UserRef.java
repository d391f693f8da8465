package dev.starling.core.activity;

/** A user an event names: the id, and the username when the event carried the user ({@code null} otherwise). */
public record UserRef(String id, String username) {

    /** {@code @username} when known, else the id. */
    public String label() {
        return username != null && !username.isEmpty() ? "@" + username : id == null ? "?" : id;
    }
}
