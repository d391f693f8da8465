package dev.starling.sandbox.v2;

/**
 * Hears every change of the {@link LiveWorld}, in the order they happen, on the writing thread,
 * after the new world is in place: {@code after} is the world the change made (render includes
 * from it). Return quickly: hand slow work (deliveries) to a thread of your own. A listener that
 * throws is logged and does not stop the write or the other listeners.
 */
@FunctionalInterface
public interface WorldListener {

    void changed(WorldChange change, World after);
}
