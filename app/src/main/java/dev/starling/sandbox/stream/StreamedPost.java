package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;

/**
 * A post of the stream: made by the sandbox's generator or offered by another part of the sandbox.
 * {@code json} holds every field X could return for it; {@code media} the media it carries (the
 * generator's own); {@code facts} what rules look at.
 */
record StreamedPost(String id, Instant createdAt, ObjectNode json, List<ObjectNode> media, PostFacts facts) {

    StreamedPost {
        media = List.copyOf(media);
    }
}
