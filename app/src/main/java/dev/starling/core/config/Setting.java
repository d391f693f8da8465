package dev.starling.core.config;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One of the user's settings, typed: its key in the settings store, how its stored text reads back
 * (empty when it does not: a damaged or outdated value counts as unset), how a value is stored, and
 * what it is while unset. Read and written through {@link AppSettings#get}, {@link AppSettings#find}
 * and {@link AppSettings#set}.
 *
 * @param fallback the value while unset; {@code () -> null} for a setting read with {@code find} only
 */
public record Setting<T>(String key, Function<String, Optional<T>> read, Function<T, String> write,
                         Supplier<T> fallback) {

    public Setting {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(read, "read");
        Objects.requireNonNull(write, "write");
        Objects.requireNonNull(fallback, "fallback");
    }

    /** One of an enum's values, stored by name and read back whatever its case. */
    static <E extends Enum<E>> Setting<E> choice(String key, Class<E> type, E fallback) {
        return new Setting<>(key, value -> {
            try {
                return Optional.of(Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT)));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        }, Enum::name, () -> fallback);
    }

    /** A value kept as it is written, without a value while unset. */
    static Setting<String> text(String key) {
        return new Setting<>(key, Optional::of, value -> value, () -> null);
    }
}
