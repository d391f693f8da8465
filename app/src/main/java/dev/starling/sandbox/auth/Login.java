package dev.starling.sandbox.auth;

/** A username and password someone can sign in with (demo users and {@code --user} ones). */
public interface Login {

    String username();

    String password();
}
