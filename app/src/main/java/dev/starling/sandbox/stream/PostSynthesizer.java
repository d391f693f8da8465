package dev.starling.sandbox.stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import dev.starling.sandbox.v2.V2Post;
import dev.starling.sandbox.v2.V2User;
import dev.starling.sandbox.v2.World;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Makes the stream's posts: written by the world's users about the world's topics, in several
 * languages, with hashtags, mentions, links, media, places, replies and quotes of the world's posts,
 * and every field X could return. Ids are snowflakes of the moment the post is made.
 */
final class PostSynthesizer {

    static final long X_EPOCH_MILLIS = 1288834974657L;
    private static final DateTimeFormatter ISO = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    private final Supplier<World> world;
    private final Random random;
    private final long worker;
    private long lastMillis;
    private int sequence;
    private List<ObjectNode> places;

    PostSynthesizer(Supplier<World> world, long seed) {
        this.world = world;
        this.random = new Random(seed ^ 0x5EED5713L);
        this.worker = Math.floorMod(seed + 513, 1024L);
    }

    /** A new post made at {@code now}; {@code extraTag} (without #) is added when not null, for bursts. */
    synchronized StreamedPost next(Instant now, String extraTag) {
        World current = world.get();
        List<V2User> users = current.users();
        V2User author = users.get(random.nextInt(users.size()));
        String id = nextId(now);
        ObjectNode json = Json.object();
        json.put("id", id);
        Text text = new Text();
        PostVocabulary.Topic topic = PostVocabulary.TOPICS.get(random.nextInt(PostVocabulary.TOPICS.size()));
        String lang = pickLang();
        int roll = random.nextInt(100);
        List<V2Post> recent = current.postsNewestFirst();
        V2Post target = recent.isEmpty() ? null : recent.get(random.nextInt(Math.min(200, recent.size())));
        if (roll < 12 && target != null && "en".equals(lang)) {
            V2User parent = current.user(target.authorId()).orElse(author);
            text.mention(parent.username(), parent.id());
            text.plain(" " + pick(PostVocabulary.REPLIES));
            json.put("conversation_id", target.conversationId().isEmpty() ? target.id() : target.conversationId());
            json.put("in_reply_to_user_id", parent.id());
            json.putArray("referenced_tweets").addObject().put("type", "replied_to").put("id", target.id());
        } else {
            json.put("conversation_id", id);
            sentence(text, topic, lang);
            if (roll < 20 && target != null) {
                json.putArray("referenced_tweets").addObject().put("type", "quoted").put("id", target.id());
            }
        }
        if (random.nextInt(3) == 0) {
            text.plain(" " + pick(PostVocabulary.EMOJI));
        }
        if (random.nextInt(4) == 0) {
            V2User other = users.get(random.nextInt(users.size()));
            if (!other.id().equals(author.id())) {
                text.plain(" cc ").mention(other.username(), other.id());
            }
        }
        int tags = random.nextInt(3);
        for (int i = 0; i < tags; i++) {
            text.plain(" ").hashtag(topic.hashtags().get(random.nextInt(topic.hashtags().size())));
        }
        if (topic.cashtag() != null && random.nextBoolean()) {
            text.plain(" ").cashtag(topic.cashtag());
        }
        if (random.nextInt(5) == 0) {
            text.plain(" ").url("https://t.co/" + Long.toString(Math.abs(random.nextLong()) % 2_000_000_000L, 36),
                    topic.site() + "/" + id.substring(id.length() - 6), topic.entityName() + " | " + topic.domainName(),
                    "All about " + topic.entityName().toLowerCase(Locale.ROOT));
        }
        if (extraTag != null) {
            text.plain(" ").hashtag(extraTag);
        }
        List<ObjectNode> media = new ArrayList<>();
        if (random.nextInt(10) < 2) {
            media.add(media(id, random.nextInt(4) == 0 ? "video" : "photo"));
            json.putObject("attachments").putArray("media_keys").add(media.get(0).get("media_key").asText());
        }
        ObjectNode place = null;
        if (random.nextInt(10) == 0) {
            place = place();
            if (place != null) {
                ObjectNode geo = json.putObject("geo");
                geo.put("place_id", place.path("id").asText());
                JsonNode box = place.path("geo").path("bbox");
                if (box.size() == 4 && random.nextBoolean()) {
                    geo.putObject("coordinates").put("type", "Point").putArray("coordinates")
                            .add((box.get(0).asDouble() + box.get(2).asDouble()) / 2)
                            .add((box.get(1).asDouble() + box.get(3).asDouble()) / 2);
                }
            }
        }
        finish(json, text, author, now, lang, topic, "en".equals(lang));
        return new StreamedPost(id, now, json, media, facts(json, author, media, place, current));
    }

    /** A post made elsewhere in the sandbox (its JSON as the v2 world holds it), for the stream's rules. */
    StreamedPost offered(ObjectNode json) {
        World current = world.get();
        V2User author = current.user(json.path("author_id").asText()).orElse(null);
        ObjectNode place = json.path("geo").has("place_id")
                ? current.place(json.path("geo").path("place_id").asText()).orElse(null) : null;
        Instant created;
        try {
            created = Instant.parse(json.path("created_at").asText());
        } catch (java.time.format.DateTimeParseException e) {
            created = Instant.ofEpochMilli((Long.parseLong(json.path("id").asText("0")) >> 22) + X_EPOCH_MILLIS);
        }
        return new StreamedPost(json.path("id").asText(), created, json, List.of(), facts(json, author, List.of(),
                place, current));
    }

    private void sentence(Text text, PostVocabulary.Topic topic, String lang) {
        switch (lang) {
            case "es" -> text.plain(pick(PostVocabulary.SPANISH));
            case "de" -> text.plain(pick(PostVocabulary.GERMAN));
            case "ja" -> text.plain(pick(PostVocabulary.JAPANESE));
            case "fr" -> text.plain(pick(PostVocabulary.FRENCH));
            default -> {
                String sentence = pick(topic.sentences());
                int slot = sentence.indexOf("{E}");
                String thing = pick(topic.things());
                text.plain(sentence.substring(0, slot)).annotation(thing, "Product").plain(sentence.substring(slot + 3));
            }
        }
    }

    private void finish(ObjectNode json, Text text, V2User author, Instant now, String lang, PostVocabulary.Topic topic,
                        boolean annotate) {
        json.put("text", text.builder.toString());
        json.put("author_id", author.id());
        json.put("created_at", ISO.format(now));
        json.put("lang", lang);
        json.put("possibly_sensitive", false);
        json.put("reply_settings", "everyone");
        json.put("source", pick(PostVocabulary.SOURCES));
        json.putArray("edit_history_tweet_ids").add(json.get("id").asText());
        json.putObject("edit_controls").put("edits_remaining", 5).put("is_edit_eligible", true)
                .put("editable_until", ISO.format(now.plusSeconds(3600)));
        json.putObject("public_metrics").put("retweet_count", 0).put("reply_count", 0).put("like_count", 0)
                .put("quote_count", 0).put("bookmark_count", 0).put("impression_count", 0);
        json.putArray("display_text_range").add(0).add(text.length);
        ObjectNode entities = Json.object();
        text.entities.forEach((kind, items) -> {
            if (!items.isEmpty()) {
                entities.set(kind, items);
            }
        });
        if (!entities.isEmpty()) {
            json.set("entities", entities);
        }
        if (annotate) {
            ObjectNode annotation = json.putArray("context_annotations").addObject();
            annotation.putObject("domain").put("id", topic.domainId()).put("name", topic.domainName());
            annotation.putObject("entity").put("id", topic.entityId()).put("name", topic.entityName());
        }
    }

    static PostFacts facts(ObjectNode json, V2User author, List<ObjectNode> media, ObjectNode place, World world) {
        JsonNode entities = json.path("entities");
        String text = json.path("text").asText();
        String quoted = "";
        String retweetedId = "";
        String retweetedName = "";
        String replyToName = "";
        boolean retweet = false;
        boolean reply = false;
        boolean quote = false;
        for (JsonNode reference : json.path("referenced_tweets")) {
            String type = reference.path("type").asText();
            V2Post referenced = world.post(reference.path("id").asText()).orElse(null);
            switch (type) {
                case "quoted" -> {
                    quote = true;
                    quoted = referenced == null ? "" : " " + referenced.text();
                }
                case "retweeted" -> {
                    retweet = true;
                    if (referenced != null) {
                        retweetedId = referenced.authorId();
                        retweetedName = world.user(retweetedId).map(V2User::username).orElse("").toLowerCase(Locale.ROOT);
                    }
                }
                default -> reply = true;
            }
        }
        String replyTo = json.path("in_reply_to_user_id").asText("");
        if (!replyTo.isEmpty()) {
            replyToName = world.user(replyTo).map(V2User::username).orElse("").toLowerCase(Locale.ROOT);
        }
        List<String> urls = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        List<String> descriptions = new ArrayList<>();
        for (JsonNode url : entities.path("urls")) {
            urls.add(url.path("expanded_url").asText().toLowerCase(Locale.ROOT));
            titles.add(url.path("title").asText("").toLowerCase(Locale.ROOT));
            descriptions.add(url.path("description").asText("").toLowerCase(Locale.ROOT));
        }
        Set<String> mediaTypes = new HashSet<>();
        media.forEach(item -> mediaTypes.add(item.path("type").asText()));
        json.path("attachments").path("media_keys").forEach(key ->
                world.media(key.asText()).ifPresent(item -> mediaTypes.add(item.path("type").asText())));
        Set<String> contexts = new HashSet<>();
        Set<String> names = new HashSet<>();
        for (JsonNode annotation : json.path("context_annotations")) {
            contexts.add(annotation.path("domain").path("id").asText() + "." + annotation.path("entity").path("id").asText());
            names.add(annotation.path("entity").path("name").asText().toLowerCase(Locale.ROOT));
        }
        entities.path("annotations").forEach(item -> names.add(item.path("normalized_text").asText().toLowerCase(Locale.ROOT)));
        double longitude = Double.NaN;
        double latitude = Double.NaN;
        JsonNode point = json.path("geo").path("coordinates").path("coordinates");
        JsonNode box = place == null ? null : place.path("geo").path("bbox");
        if (point.size() == 2) {
            longitude = point.get(0).asDouble();
            latitude = point.get(1).asDouble();
        } else if (box != null && box.size() == 4) {
            longitude = (box.get(0).asDouble() + box.get(2).asDouble()) / 2;
            latitude = (box.get(1).asDouble() + box.get(3).asDouble()) / 2;
        }
        JsonNode user = author == null ? Json.object() : author.json();
        Set<String> affiliations = new HashSet<>();
        user.path("affiliation").path("user_id").forEach(id -> {
            affiliations.add(id.asText());
            world.user(id.asText()).ifPresent(other -> affiliations.add(other.username().toLowerCase(Locale.ROOT)));
        });
        String matched = text + quoted;
        return new PostFacts(json.path("id").asText(), matched.toLowerCase(Locale.ROOT), PostFacts.tokenize(matched),
                PostFacts.lowered(entities.path("hashtags"), "tag"), PostFacts.lowered(entities.path("mentions"), "username"),
                PostFacts.lowered(entities.path("cashtags"), "tag"), json.path("author_id").asText(),
                author == null ? "" : author.username().toLowerCase(Locale.ROOT), user.path("verified").asBoolean(),
                PostFacts.tokenize(user.path("description").asText("")), PostFacts.tokenize(user.path("name").asText("")),
                PostFacts.tokenize(user.path("location").asText("")), user.path("public_metrics"), affiliations,
                replyTo, replyToName, json.path("lang").asText(""), json.path("conversation_id").asText(""), urls, titles,
                descriptions, mediaTypes, json.has("geo"), place == null ? "" : place.path("id").asText(),
                place == null ? "" : place.path("full_name").asText("").toLowerCase(Locale.ROOT),
                place == null ? "" : place.path("country_code").asText(""), longitude, latitude, contexts, names, retweet,
                reply, quote, retweetedId, retweetedName, json.path("source").asText("").toLowerCase(Locale.ROOT),
                new PostFacts.Lazy(text));
    }

    private String nextId(Instant now) {
        long millis = now.toEpochMilli();
        if (millis <= lastMillis) {
            sequence = (sequence + 1) & 0xFFF;
            if (sequence == 0) {
                lastMillis++;
            }
            millis = lastMillis;
        } else {
            sequence = 0;
            lastMillis = millis;
        }
        return Long.toString(((millis - X_EPOCH_MILLIS) << 22) | (worker << 12) | sequence);
    }

    private String pickLang() {
        int roll = random.nextInt(100);
        return roll < 70 ? "en" : roll < 80 ? "es" : roll < 88 ? "de" : roll < 95 ? "ja" : "fr";
    }

    private ObjectNode media(String postId, String type) {
        ObjectNode media = Json.object();
        String key = ("video".equals(type) ? "7_" : "3_") + postId;
        media.put("media_key", key);
        media.put("type", type);
        media.put("width", 1200);
        media.put("height", 675);
        if ("video".equals(type)) {
            media.put("duration_ms", 5_000 + random.nextInt(55_000));
            media.put("preview_image_url", "https://pbs.twimg.com/ext_tw_video_thumb/" + postId + "/pu/img/preview.jpg");
            media.putObject("public_metrics").put("view_count", random.nextInt(5_000));
        } else {
            media.put("url", "https://pbs.twimg.com/media/" + Long.toString(Long.parseLong(postId), 36) + ".jpg");
            media.put("alt_text", "A photo shared with the post");
        }
        return media;
    }

    private ObjectNode place() {
        if (places == null) {
            List<ObjectNode> found = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            World current = world.get();
            for (V2Post post : current.posts()) {
                String id = post.json().path("geo").path("place_id").asText("");
                if (!id.isEmpty() && ids.add(id)) {
                    current.place(id).ifPresent(found::add);
                }
            }
            places = found;
        }
        return places.isEmpty() ? null : places.get(random.nextInt(places.size()));
    }

    private <T> T pick(List<T> items) {
        return items.get(random.nextInt(items.size()));
    }

    /** A post's text and its entities with X's offsets (code points; annotations end inclusive). */
    private static final class Text {
        final StringBuilder builder = new StringBuilder();
        final java.util.Map<String, ArrayNode> entities = new java.util.LinkedHashMap<>();
        int length;

        Text() {
            for (String kind : List.of("annotations", "hashtags", "mentions", "cashtags", "urls")) {
                entities.put(kind, Json.array());
            }
        }

        Text plain(String value) {
            builder.append(value);
            length += value.codePointCount(0, value.length());
            return this;
        }

        Text mention(String username, String id) {
            span("mentions", "@" + username, false).put("username", username).put("id", id);
            return this;
        }

        Text hashtag(String tag) {
            span("hashtags", "#" + tag, false).put("tag", tag);
            return this;
        }

        Text cashtag(String tag) {
            span("cashtags", "$" + tag, false).put("tag", tag);
            return this;
        }

        Text url(String tco, String expanded, String title, String description) {
            ObjectNode entity = span("urls", tco, false);
            entity.put("url", tco).put("expanded_url", expanded)
                    .put("display_url", expanded.replaceFirst("^https?://", "")).put("title", title)
                    .put("description", description).put("status", 200).put("unwound_url", expanded);
            return this;
        }

        Text annotation(String phrase, String type) {
            span("annotations", phrase, true).put("probability", 0.9).put("type", type).put("normalized_text", phrase);
            return this;
        }

        private ObjectNode span(String kind, String value, boolean inclusiveEnd) {
            int start = length;
            plain(value);
            ObjectNode entity = entities.get(kind).addObject();
            entity.put("start", start);
            entity.put("end", inclusiveEnd ? length - 1 : length);
            return entity;
        }
    }
}
