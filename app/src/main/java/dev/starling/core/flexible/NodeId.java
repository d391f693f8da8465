package dev.starling.core.flexible;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A node's identity for selection and focus: kept by every edit that keeps the node (an edited leaf
 * keeps its id), fresh for new and pasted nodes. Never sent to the API.
 */
public record NodeId(long value) {

    private static final AtomicLong NEXT = new AtomicLong(1);

    public static NodeId next() {
        return new NodeId(NEXT.getAndIncrement());
    }

    @Override
    public String toString() {
        return "n" + value;
    }
}
