package dev.starling.core.text;

/**
 * Turns a message-bundle key and its arguments into words. The window and the command line pass
 * {@code dev.starling.core.text.Messages::text}; core itself never depends on the bundle.
 */
@FunctionalInterface
public interface Phrasebook {

    String text(String key, Object... args);
}
