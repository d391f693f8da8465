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

    /** Objects of one kind rendered under {@code data} as they are added, with what they pull into includes. */
    static final class Rendering<T> {

        private final ObjectKind<T> kind;
        private final ObjectRenderer renderer;
        private final IncludesBuilder includes;
        private final ArrayNode data = Json.array();

        Rendering(World world, FieldSelection selection, FieldAccess access, ObjectKind<T> kind) {
            this.kind = kind;
            this.renderer = new ObjectRenderer(selection, access, "data");
            this.includes = new IncludesBuilder(world, selection, access);
        }

        void add(T item) {
            data.add(kind.render().apply(renderer, item));
            kind.include().accept(includes, item);
        }

        ArrayNode data() {
            return data;
        }

        /** The includes object; call it before reading the access errors, which rendering includes can add to. */
        ObjectNode includes() {
            return includes.build();
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
        return page(world, selection, access, ObjectKind.POSTS, page, meta);
    }

    /** A page of objects under {@code data}, with its includes (none for an empty page) and {@code meta}. */
    static <T> SandboxResponse page(World world, FieldSelection selection, FieldAccess access, ObjectKind<T> kind,
                                    List<T> page, ObjectNode meta) {
        Rendering<T> rendering = new Rendering<>(world, selection, access, kind);
        page.forEach(rendering::add);
        ObjectNode included = page.isEmpty() ? null : rendering.includes();
        return ResponseBody.ok(rendering.data(), included, access.errors(), meta);
    }
}
