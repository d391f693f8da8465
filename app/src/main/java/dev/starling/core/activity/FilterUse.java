package dev.starling.core.activity;

/** Whether an event type takes one part of a subscription's filter. */
public enum FilterUse {
    REQUIRED, OPTIONAL, NOT_TAKEN;

    public boolean taken() {
        return this != NOT_TAKEN;
    }
}
