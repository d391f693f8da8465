package dev.starling.core.auth;

import java.security.MessageDigest;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A secret value (consumer secret, token secret, bearer token). Its {@code toString} never shows
 * the value, so a secret that slips into a log line, an exception message or a record's
 * {@code toString} leaks nothing. Call {@link #reveal()} only where the value is really sent.
 */
public final class Secret {

    private final String value;

    private Secret(String value) {
        this.value = Objects.requireNonNull(value, "value");
    }

    public static Secret of(String value) {
        return new Secret(value);
    }

    /** null and blank become null: "no secret given". */
    public static Secret ofNullable(String value) {
        return value == null || value.isBlank() ? null : new Secret(value);
    }

    public String reveal() {
        return value;
    }

    /** A display form: the last four characters at most, the rest as dots. */
    public String masked() {
        int visible = value.length() >= 12 ? 4 : 0;
        return "\u2022".repeat(8) + value.substring(value.length() - visible);
    }

    public boolean isEmpty() {
        return value.isEmpty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Secret secret && MessageDigest.isEqual(
                value.getBytes(StandardCharsets.UTF_8), secret.value.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return "Secret[redacted]";
    }
}
