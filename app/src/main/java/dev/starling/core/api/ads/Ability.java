package dev.starling.core.api.ads;

/**
 * Whether the viewing account may do something with a record, as far as X's answer tells. X's
 * records may leave out {@code permission_level} and {@code is_owner}: then the answer is
 * {@link #UNKNOWN}, and a client tries the action and explains the server's refusal rather than
 * disabling it.
 */
public enum Ability {
    YES, NO, UNKNOWN;

    /** True unless the answer is known to be no. */
    public boolean mayTry() {
        return this != NO;
    }
}
