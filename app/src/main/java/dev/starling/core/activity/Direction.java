package dev.starling.core.activity;

import java.util.Locale;
import java.util.Optional;

/**
 * The {@code direction} of a subscription's filter for directional events (direct messages, chats,
 * likes): what the subscribed user sent, or what they received. X has two words for each
 * ({@link ActivityVersion}); both are read, and the environment's are sent.
 */
public enum Direction {
    SENT("sent", "outbound"),
    RECEIVED("received", "inbound");

    private final String specWord;
    private final String openApiWord;

    Direction(String specWord, String openApiWord) {
        this.specWord = specWord;
        this.openApiWord = openApiWord;
    }

    /** The word {@code version} expects on the wire. */
    public String wire(ActivityVersion version) {
        return version == ActivityVersion.OPENAPI_2_167 ? openApiWord : specWord;
    }

    /** Either version's word ({@code sent}, {@code outbound}, ...), any case. */
    public static Optional<Direction> parse(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String value = word.strip().toLowerCase(Locale.ROOT);
        for (Direction direction : values()) {
            if (direction.specWord.equals(value) || direction.openApiWord.equals(value)) {
                return Optional.of(direction);
            }
        }
        return Optional.empty();
    }

    /** The bundle key of its words. */
    public String key() {
        return "activity.direction." + specWord;
    }
}
