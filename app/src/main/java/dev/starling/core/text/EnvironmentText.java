package dev.starling.core.text;

import dev.starling.core.config.ApiEnvironment;

/** An API environment in the window's words: "Sandbox · http://127.0.0.1:PORT", "X API" or "Custom · URL". */
public final class EnvironmentText {

    private EnvironmentText() {
    }

    public static String label(ApiEnvironment environment) {
        return Messages.text("environment.label." + environment.kind().name(), address(environment));
    }

    /** The core API's base address without its trailing slash. */
    public static String address(ApiEnvironment environment) {
        String base = environment.apiBase().toString();
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}
