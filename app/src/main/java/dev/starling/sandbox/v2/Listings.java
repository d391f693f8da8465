package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.http.SandboxResponse;
import java.util.List;

/** A page of posts or users rendered with the request's fields and includes, under the v2 envelope. */
final class Listings {

    private Listings() {
    }

    /** One page of a list kept in a fixed order, and where the pages before and after it start. */
    record Page<T>(List<T> items, int next, int previous) {

        /** The {@code size} items from {@code position}; next/previous are -1 where there is no such page. */
        static <T> Page<T> of(List<T> all, int position, int size) {
            int from = Math.min(Math.max(0, position), all.size());
            int to = Math.min(all.size(), from + size);
            return new Page<>(all.subList(from, to), to < all.size() ? to : -1, from > 0 ? Math.max(0, from - size) : -1);
        }

        /** {@code result_count}, then {@code next_token} and {@code previous_token} where there is such a page. */
        void describe(ObjectNode meta, PageTokens tokens) {
            meta.put("result_count", items.size());
            if (next >= 0) {
                meta.put("next_token", tokens.token(next));
            }
            if (previous >= 0) {
                meta.put("previous_token", tokens.token(previous));
            }
        }
    }

    /** {@code newest_id} and {@code oldest_id} of a page of posts (the highest and lowest id), when it has any. */
    static ObjectNode postMeta(List<V2Post> page) {
        ObjectNode meta = Json.object();
        page.stream().max((a, b) -> Long.compare(World.numericId(a), World.numericId(b)))
                .ifPresent(post -> meta.put("newest_id", post.id()));
        page.stream().min((a, b) -> Long.compare(World.numericId(a), World.numericId(b)))
                .ifPresent(post -> meta.put("oldest_id", post.id()));
        return meta;
    }

    static SandboxResponse posts(World world, FieldSelection selection, FieldAccess access, List<V2Post> page,
                                 ObjectNode meta) {
        ObjectRenderer renderer = new ObjectRenderer(selection, access, "data");
        IncludesBuilder includes = new IncludesBuilder(world, selection, access);
        ArrayNode data = Json.array();
        for (V2Post post : page) {
            data.add(renderer.post(post));
            includes.addPost(post);
        }
        ObjectNode included = page.isEmpty() ? null : includes.build();
        return ResponseBody.ok(data, included, access.errors(), meta);
    }

    static SandboxResponse users(World world, FieldSelection selection, FieldAccess access, List<V2User> page,
                                 ObjectNode meta) {
        ObjectRenderer renderer = new ObjectRenderer(selection, access, "data");
        IncludesBuilder includes = new IncludesBuilder(world, selection, access);
        ArrayNode data = Json.array();
        for (V2User user : page) {
            data.add(renderer.user(user));
            includes.addUser(user);
        }
        ObjectNode included = page.isEmpty() ? null : includes.build();
        return ResponseBody.ok(data, included, access.errors(), meta);
    }
}
