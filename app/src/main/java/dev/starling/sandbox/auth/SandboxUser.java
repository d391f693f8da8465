package dev.starling.sandbox.auth;

/** A user who can sign in on the sandbox's authorize page. {@code toString} hides the password. */
public record SandboxUser(String id, String username, String displayName, String password) {

    @Override
    public String toString() {
        return "SandboxUser[" + id + ", @" + username + "]";
    }
}
