package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A user of the generated world; {@code json} holds every field X could return. */
public record V2User(String id, String username, ObjectNode json) {

    public String name() {
        return json.path("name").asText();
    }
}
