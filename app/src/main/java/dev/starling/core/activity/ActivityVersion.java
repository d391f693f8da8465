package dev.starling.core.activity;

import java.util.Optional;

/**
 * Which version of X's activity API an environment speaks, which decides the words sent for
 * {@code direction}: the spec (machine description 2.166, and X's changelog) writes {@code sent} /
 * {@code received}; X's current OpenAPI 2.167 writes {@code outbound} / {@code inbound}. Starling
 * sends what the environment's version expects and reads both.
 */
public enum ActivityVersion {
    SPEC("2.166"),
    OPENAPI_2_167("2.167");

    private final String id;

    ActivityVersion(String id) {
        this.id = id;
    }

    /** How it is named on the command line and in Settings: {@code 2.166}, {@code 2.167}. */
    public String id() {
        return id;
    }

    public static Optional<ActivityVersion> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String value = text.strip();
        for (ActivityVersion version : values()) {
            if (version.id.equals(value) || version.name().equalsIgnoreCase(value)) {
                return Optional.of(version);
            }
        }
        return "spec".equalsIgnoreCase(value) ? Optional.of(SPEC) : Optional.empty();
    }
}
