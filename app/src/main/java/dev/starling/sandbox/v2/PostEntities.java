package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code entities} of a post's text as X finds them: mentions (with the user's id when the world
 * knows them), hashtags, cashtags and URLs, with start and end counted in code points.
 */
final class PostEntities {

    private static final Pattern MENTION = Pattern.compile("(?<![\\w@])@(\\w{1,15})");
    private static final Pattern HASHTAG = Pattern.compile("(?<![\\w#])#(\\p{L}[\\p{L}\\p{N}_]*)");
    private static final Pattern CASHTAG = Pattern.compile("(?<![\\w$])\\$([A-Za-z]{1,6})\\b");
    private static final Pattern URL = Pattern.compile("(?i)\\bhttps?://[^\\s]+");

    private PostEntities() {
    }

    /** Null when the text has none. */
    static ObjectNode of(String text, World world) {
        ObjectNode entities = Json.object();
        Matcher mentions = MENTION.matcher(text);
        while (mentions.find()) {
            ObjectNode item = add(entities, "mentions", text, mentions).put("username", mentions.group(1));
            world.userByUsername(mentions.group(1)).ifPresent(user -> item.put("id", user.id()));
        }
        Matcher tags = HASHTAG.matcher(text);
        while (tags.find()) {
            add(entities, "hashtags", text, tags).put("tag", tags.group(1));
        }
        Matcher cashtags = CASHTAG.matcher(text);
        while (cashtags.find()) {
            add(entities, "cashtags", text, cashtags).put("tag", cashtags.group(1));
        }
        Matcher urls = URL.matcher(text);
        while (urls.find()) {
            String url = urls.group();
            add(entities, "urls", text, urls).put("url", url).put("expanded_url", url)
                    .put("display_url", url.replaceFirst("(?i)^https?://", ""));
        }
        return entities.isEmpty() ? null : entities;
    }

    private static ObjectNode add(ObjectNode entities, String kind, String text, Matcher match) {
        ArrayNode list = entities.has(kind) ? (ArrayNode) entities.get(kind) : entities.putArray(kind);
        return list.addObject().put("start", text.codePointCount(0, match.start()))
                .put("end", text.codePointCount(0, match.end()));
    }
}
