package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Writes one post at a time: its text with entities, attachments and the fields around them. */
final class PostFactory {

    private static final List<String> COMMUNITIES = List.of("1146654567674912769", "1493446837214187523");
    private static final List<String> REPLY_SETTINGS = List.of("everyone", "everyone", "everyone", "everyone",
            "everyone", "everyone", "everyone", "mentionedUsers", "following", "verified");

    private final Random random;
    private final AttachmentFactory attachments;
    private final Instant anchor;
    private final List<V2User> users;

    /** What the previous {@link #original} call wrote before its trailing extras: an edit's first version. */
    private String draftText;
    private ObjectNode draftEntities;

    PostFactory(Random random, AttachmentFactory attachments, Instant anchor, List<V2User> users) {
        this.random = random;
        this.attachments = attachments;
        this.anchor = anchor;
        this.users = users;
    }

    ObjectNode original(String id, Instant created, V2User author) {
        ObjectNode json = common(id, created, author);
        String lang = pickLang();
        SeedData.Topic topic = pick(SeedData.TOPICS);
        TextBuilder text = new TextBuilder();
        boolean poll = "en".equals(lang) && random.nextInt(20) == 0;
        if (poll) {
            text.plain(pick(SeedData.POLL_QUESTIONS));
        } else if ("en".equals(lang)) {
            String sentence = pick(SeedData.SENTENCES_EN);
            int slot = sentence.indexOf("{E}");
            String named = pick(topic.namedEntities());
            text.plain(sentence.substring(0, slot)).annotation(named, topic.entityType(), 0.5 + random.nextInt(50) / 100.0)
                    .plain(sentence.substring(slot + 3));
        } else {
            text.plain(pick(switch (lang) {
                case "es" -> SeedData.SENTENCES_ES;
                case "de" -> SeedData.SENTENCES_DE;
                default -> SeedData.SENTENCES_JA;
            }));
        }
        if (random.nextInt(3) == 0) {
            text.plain(" " + pick(SeedData.EMOJI));
        }
        draftText = text.text();
        draftEntities = text.entities();
        if (random.nextInt(4) == 0) {
            V2User other = otherThan(author);
            text.plain(" cc ").mention(other.username(), other.id());
        }
        List<String> tags = new ArrayList<>(topic.hashtags());
        Collections.shuffle(tags, random);
        for (String tag : tags.subList(0, random.nextInt(3))) {
            text.plain(" ").hashtag(tag);
        }
        if (topic.cashtag() != null && random.nextBoolean()) {
            text.plain(" ").cashtag(topic.cashtag());
        }
        if (random.nextInt(5) == 0) {
            text.plain(" ").url(Snowflakes.tco(random), link(topic));
        }
        // X's display range leaves out a trailing media link.
        int displayEnd = text.length();
        if (poll) {
            json.putObject("attachments").putArray("poll_ids")
                    .add(attachments.poll(created, pick(SeedData.POLL_OPTIONS), anchor).get("id").asText());
            json.with("edit_controls").put("is_edit_eligible", false);
        } else if (random.nextInt(10) < 3) {
            attachMedia(json, text, created, author);
        }
        if (random.nextInt(10) == 0) {
            ObjectNode geo = json.putObject("geo");
            geo.put("place_id", attachments.randomPlace().get("id").asText());
        }
        if ("en".equals(lang)) {
            annotate(json, topic);
        }
        if (random.nextInt(20) == 0) {
            json.put("community_id", pick(COMMUNITIES));
        }
        finish(json, text, lang, 0, displayEnd);
        return json;
    }

    ObjectNode reply(String id, Instant created, V2User author, V2Post parent, V2User parentAuthor) {
        ObjectNode json = common(id, created, author);
        TextBuilder text = new TextBuilder().mention(parentAuthor.username(), parentAuthor.id()).plain(" ");
        int displayStart = text.length();
        text.plain(pick(SeedData.REPLIES_EN));
        if (random.nextInt(3) == 0) {
            text.plain(" " + pick(SeedData.EMOJI));
        }
        json.put("conversation_id", parent.conversationId());
        json.put("in_reply_to_user_id", parentAuthor.id());
        json.putArray("referenced_tweets").addObject().put("type", "replied_to").put("id", parent.id());
        finish(json, text, "en", displayStart, text.length());
        return json;
    }

    ObjectNode quote(String id, Instant created, V2User author, V2Post quoted, V2User quotedAuthor) {
        ObjectNode json = common(id, created, author);
        TextBuilder text = new TextBuilder().plain(pick(SeedData.QUOTES_EN));
        String status = "x.com/" + quotedAuthor.username() + "/status/" + quoted.id();
        ObjectNode details = Json.object();
        details.put("expanded_url", "https://" + status);
        details.put("display_url", status.substring(0, Math.min(status.length(), 26)) + "\u2026");
        text.plain(" ").url(Snowflakes.tco(random), details);
        json.putArray("referenced_tweets").addObject().put("type", "quoted").put("id", quoted.id());
        if (quoted.json().has("context_annotations")) {
            json.set("context_annotations", quoted.json().get("context_annotations").deepCopy());
        }
        finish(json, text, quoted.lang(), 0, text.length());
        return json;
    }

    /** A repost: "RT @author: " and the original text, the original's entities shifted behind the prefix. */
    ObjectNode repost(String id, Instant created, V2User author, V2Post original, V2User originalAuthor) {
        ObjectNode json = common(id, created, author);
        TextBuilder text = new TextBuilder().plain("RT ").mention(originalAuthor.username(), originalAuthor.id())
                .plain(": ").append(original.text(), original.json().get("entities"));
        json.putArray("referenced_tweets").addObject().put("type", "retweeted").put("id", original.id());
        for (String copied : List.of("attachments", "context_annotations", "possibly_sensitive")) {
            if (original.json().has(copied)) {
                json.set(copied, original.json().get(copied).deepCopy());
            }
        }
        json.put("reply_settings", "everyone");
        finish(json, text, original.lang(), 0, text.length());
        return json;
    }

    /** The first version of the post {@link #original} last wrote, before the author's edit. */
    ObjectNode firstVersion(ObjectNode latest, String id, Instant created) {
        ObjectNode json = latest.deepCopy();
        json.put("id", id);
        json.put("created_at", Snowflakes.iso(created));
        json.put("conversation_id", id);
        json.put("text", draftText);
        json.remove("entities");
        json.remove("attachments");
        if (draftEntities != null) {
            json.set("entities", draftEntities);
        }
        json.putArray("display_text_range").add(0).add(draftText.codePointCount(0, draftText.length()));
        return json;
    }

    private ObjectNode common(String id, Instant created, V2User author) {
        ObjectNode json = Json.object();
        json.put("id", id);
        json.put("text", "");
        json.putArray("edit_history_tweet_ids").add(id);
        json.put("author_id", author.id());
        json.put("created_at", Snowflakes.iso(created));
        json.put("conversation_id", id);
        json.put("possibly_sensitive", random.nextInt(25) == 0);
        json.put("reply_settings", pick(REPLY_SETTINGS));
        json.put("source", pick(SeedData.SOURCES));
        json.put("paid_partnership", random.nextInt(30) == 0);
        ObjectNode edit = json.putObject("edit_controls");
        edit.put("edits_remaining", 5);
        edit.put("is_edit_eligible", true);
        edit.put("editable_until", Snowflakes.iso(created.plus(Duration.ofHours(1))));
        return json;
    }

    private void finish(ObjectNode json, TextBuilder text, String lang, int displayStart, int displayEnd) {
        json.put("text", text.text());
        json.put("lang", lang);
        json.putArray("display_text_range").add(displayStart).add(displayEnd);
        ObjectNode entities = text.entities();
        if (entities != null) {
            json.set("entities", entities);
        }
    }

    private void attachMedia(ObjectNode json, TextBuilder text, Instant created, V2User author) {
        ArrayNode keys = json.putObject("attachments").putArray("media_keys");
        int kind = random.nextInt(20);
        String type;
        if (kind < 12) {
            type = "photo";
            for (int i = 1 + random.nextInt(random.nextBoolean() ? 1 : 4); i > 0; i--) {
                keys.add(attachments.photo(created).get("media_key").asText());
            }
        } else if (kind < 17) {
            type = "video";
            keys.add(attachments.video(created).get("media_key").asText());
        } else {
            type = "animated_gif";
            keys.add(attachments.animatedGif(created).get("media_key").asText());
        }
        String tco = Snowflakes.tco(random);
        ObjectNode details = Json.object();
        details.put("expanded_url", "https://x.com/" + author.username() + "/status/" + json.get("id").asText()
                + ("photo".equals(type) ? "/photo/1" : "/video/1"));
        details.put("display_url", "pic.x.com/" + tco.substring("https://t.co/".length()));
        details.put("media_key", keys.get(0).asText());
        text.plain(" ").url(tco, details);
    }

    private ObjectNode link(SeedData.Topic topic) {
        String slug = Snowflakes.token(random, 6).toLowerCase();
        String expanded = topic.site() + "/" + slug;
        ObjectNode details = Json.object();
        details.put("expanded_url", expanded);
        String display = expanded.substring(expanded.indexOf("://") + 3);
        details.put("display_url", display.length() > 26 ? display.substring(0, 26) + "\u2026" : display);
        ArrayNode images = details.putArray("images");
        images.addObject().put("url", "https://pbs.twimg.com/news_img/" + slug + "?format=jpg&name=orig")
                .put("width", 1200).put("height", 630);
        images.addObject().put("url", "https://pbs.twimg.com/news_img/" + slug + "?format=jpg&name=150x150")
                .put("width", 150).put("height", 150);
        details.put("status", 200);
        details.put("title", topic.entityName() + ": what changed this week");
        details.put("description", "A closer look at " + topic.entityName().toLowerCase() + " news and tools.");
        details.put("unwound_url", expanded);
        return details;
    }

    private void annotate(ObjectNode json, SeedData.Topic topic) {
        ArrayNode annotations = json.putArray("context_annotations");
        ObjectNode item = annotations.addObject();
        item.putObject("domain").put("id", topic.domainId()).put("name", topic.domainName())
                .put("description", topic.domainDescription());
        item.putObject("entity").put("id", topic.entityId()).put("name", topic.entityName());
        if (random.nextBoolean()) {
            ObjectNode second = annotations.addObject();
            second.putObject("domain").put("id", "30").put("name", "Entities [Entity Service]")
                    .put("description", "Entity Service top level domain, every item that is in Entity Service should be in this domain");
            second.putObject("entity").put("id", "781974596752842752").put("name", "Services");
        }
    }

    private String pickLang() {
        int roll = random.nextInt(100);
        return roll < 80 ? "en" : roll < 87 ? "es" : roll < 94 ? "de" : "ja";
    }

    private V2User otherThan(V2User author) {
        V2User other;
        do {
            other = pick(users);
        } while (other.id().equals(author.id()));
        return other;
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
