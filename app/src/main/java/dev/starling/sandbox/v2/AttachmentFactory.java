package dev.starling.sandbox.v2;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.sandbox.http.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Generates media (photo, video, animated_gif), polls and places the way X shapes them. */
final class AttachmentFactory {

    private final Random random;
    private final Snowflakes ids;
    private final Map<String, ObjectNode> media = new LinkedHashMap<>();
    private final Map<String, ObjectNode> polls = new LinkedHashMap<>();
    private final Map<String, ObjectNode> places = new LinkedHashMap<>();

    AttachmentFactory(Random random, Snowflakes ids) {
        this.random = random;
        this.ids = ids;
        for (SeedData.PlaceSeed seed : SeedData.PLACES) {
            places.put(seed.id(), place(seed));
        }
    }

    Map<String, ObjectNode> media() {
        return media;
    }

    Map<String, ObjectNode> polls() {
        return polls;
    }

    Map<String, ObjectNode> places() {
        return places;
    }

    /** X's media keys are {@code <category>_<snowflake>}: 3 photo, 7 video, 16 animated GIF. */
    ObjectNode photo(Instant created) {
        String id = ids.next(created);
        ObjectNode json = base("3_" + id, "photo");
        json.put("url", "https://pbs.twimg.com/media/" + Snowflakes.token(random, 15) + ".jpg");
        boolean landscape = random.nextBoolean();
        json.put("width", landscape ? 1200 : 900);
        json.put("height", landscape ? 675 : 1200);
        json.put("alt_text", SeedData.ALT_TEXTS.get(random.nextInt(SeedData.ALT_TEXTS.size())));
        return json;
    }

    ObjectNode video(Instant created) {
        String id = ids.next(created);
        ObjectNode json = base("7_" + id, "video");
        json.put("duration_ms", 5_000 + random.nextInt(140_000));
        json.put("width", 1280);
        json.put("height", 720);
        json.put("preview_image_url", "https://pbs.twimg.com/ext_tw_video_thumb/" + id + "/pu/img/preview.jpg");
        json.putObject("public_metrics").put("view_count", 100 + random.nextInt(250_000));
        ArrayNode variants = json.putArray("variants");
        String base = "https://video.twimg.com/ext_tw_video/" + id + "/pu/vid/";
        variants.addObject().put("bit_rate", 2_176_000).put("content_type", "video/mp4")
                .put("url", base + "1280x720/clip.mp4?tag=12");
        variants.addObject().put("bit_rate", 832_000).put("content_type", "video/mp4")
                .put("url", base + "640x360/clip.mp4?tag=12");
        variants.addObject().put("bit_rate", 256_000).put("content_type", "video/mp4")
                .put("url", base + "480x270/clip.mp4?tag=12");
        variants.addObject().put("content_type", "application/x-mpegURL")
                .put("url", "https://video.twimg.com/ext_tw_video/" + id + "/pu/pl/playlist.m3u8?tag=12");
        return json;
    }

    ObjectNode animatedGif(Instant created) {
        String id = ids.next(created);
        ObjectNode json = base("16_" + id, "animated_gif");
        json.put("width", 498);
        json.put("height", 280);
        json.put("preview_image_url", "https://pbs.twimg.com/tweet_video_thumb/" + Snowflakes.token(random, 15) + ".jpg");
        json.putArray("variants").addObject().put("bit_rate", 0).put("content_type", "video/mp4")
                .put("url", "https://video.twimg.com/tweet_video/" + Snowflakes.token(random, 15) + ".mp4");
        return json;
    }

    ObjectNode poll(Instant created, List<String> labels, Instant anchor) {
        String id = ids.next(created);
        ObjectNode json = Json.object();
        json.put("id", id);
        ArrayNode options = json.putArray("options");
        for (int i = 0; i < labels.size(); i++) {
            options.addObject().put("position", i + 1).put("label", labels.get(i)).put("votes", random.nextInt(900));
        }
        int minutes = List.of(60, 1440, 4320, 10080).get(random.nextInt(4));
        Instant end = created.plus(Duration.ofMinutes(minutes));
        json.put("duration_minutes", minutes);
        json.put("end_datetime", Snowflakes.iso(end));
        json.put("voting_status", end.isAfter(anchor) ? "open" : "closed");
        polls.put(id, json);
        return json;
    }

    ObjectNode randomPlace() {
        SeedData.PlaceSeed seed = SeedData.PLACES.get(random.nextInt(SeedData.PLACES.size() - 1));
        return places.get(seed.id());
    }

    private ObjectNode base(String key, String type) {
        ObjectNode json = Json.object();
        json.put("media_key", key);
        json.put("type", type);
        media.put(key, json);
        return json;
    }

    private static ObjectNode place(SeedData.PlaceSeed seed) {
        ObjectNode json = Json.object();
        json.put("id", seed.id());
        json.put("full_name", seed.fullName());
        json.put("name", seed.name());
        json.put("country", seed.country());
        json.put("country_code", seed.countryCode());
        json.put("place_type", seed.type());
        ObjectNode geo = json.putObject("geo");
        geo.put("type", "Feature");
        ArrayNode bbox = geo.putArray("bbox");
        for (double value : seed.bbox()) {
            bbox.add(value);
        }
        geo.putObject("properties");
        if (!"country".equals(seed.type()) && "US".equals(seed.countryCode())) {
            json.putArray("contained_within").add("96683cc9126741d1");
        }
        return json;
    }
}
