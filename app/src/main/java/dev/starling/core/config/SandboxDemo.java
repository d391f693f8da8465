package dev.starling.core.config;

import java.util.List;
import java.util.Objects;

/**
 * The published demo credentials of the embedded sandbox, which the window shows so a first run
 * can sign in: the demo app's API key (never its secret) and the demo users with their password.
 * They are nobody's secrets: the sandbox prints them at start-up and on its sign-in page.
 */
public record SandboxDemo(String appKey, List<Login> users) {

    public SandboxDemo {
        Objects.requireNonNull(appKey, "appKey");
        users = List.copyOf(users);
    }

    /** One demo user. */
    public record Login(String username, String password) {

        public Login {
            Objects.requireNonNull(username, "username");
            Objects.requireNonNull(password, "password");
        }

        @Override
        public String toString() {
            return "Login[" + username + "]";
        }
    }
}
