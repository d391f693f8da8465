package dev.starling.core.flexible;

/**
 * Turns a message-bundle key and its arguments into words. The window and the command line pass
 * {@code dev.starling.ui.common.Messages::text}; core itself never depends on the bundle.
 */
@FunctionalInterface
public interface Phrasebook {

    String text(String key, Object... args);
}
