package dev.starling.core.stream;

/**
 * One listening session of an X stream (the filtered stream's {@link LiveStream}, the activity stream's): it
 * blocks in {@link #run} until stopped or refused for good; {@link #stop} ends it from any thread.
 */
public interface StreamSession {

    /** Runs until stopped or until X refuses the stream in a way retrying cannot fix; returns the counts. */
    StreamStats run();

    void stop();

    /** The disconnect that stopped the stream for good, or null. */
    Disconnect stopReason();
}
