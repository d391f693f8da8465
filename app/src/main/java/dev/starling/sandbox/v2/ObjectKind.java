package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;

/**
 * Posts or users as the v2 reads answer them: which field parameters apply, how one is rendered under
 * {@code data}, what it pulls into {@code includes}, and its name in a not-found error.
 */
record ObjectKind<T>(FieldSelection.Primary primary, String resource, BiFunction<ObjectRenderer, T, ObjectNode> render,
                     BiConsumer<IncludesBuilder, T> include) {

    static final ObjectKind<V2Post> POSTS = new ObjectKind<>(FieldSelection.Primary.TWEET, "tweet",
            ObjectRenderer::post, IncludesBuilder::addPost);

    static final ObjectKind<V2User> USERS = new ObjectKind<>(FieldSelection.Primary.USER, "user",
            ObjectRenderer::user, IncludesBuilder::addUser);
}
