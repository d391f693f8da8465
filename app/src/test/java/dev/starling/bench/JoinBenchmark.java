package dev.starling.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.answer.AnswerIndex;
import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.JoinedResponse;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Parsing and joining a large lookup response: 100 posts, every expansion (author, media, poll,
 * place, quoted and replied-to posts with their authors), as the Inspector does on each result.
 * Target: under 50 ms. Run: {@code mvn -q -P bench test -Dbench=JoinBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class JoinBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    private byte[] body;
    private final IncludesJoiner joiner = new IncludesJoiner(IncludesJoiner.CachedObjects.NONE);

    @Setup
    public void buildResponse() throws Exception {
        body = JSON.writeValueAsBytes(LargeResponse.build(100));
    }

    @Benchmark
    public JoinedResponse parseAndJoin() throws Exception {
        return joiner.join(AnswerIndex.of(body), Endpoint.Primary.POSTS);
    }

    /** A response shaped like X's with every post expansion filled. */
    static final class LargeResponse {

        static ObjectNode build(int posts) {
            ObjectNode root = JSON.createObjectNode();
            ArrayNode data = root.putArray("data");
            ObjectNode includes = root.putObject("includes");
            ArrayNode users = includes.putArray("users");
            ArrayNode tweets = includes.putArray("tweets");
            ArrayNode media = includes.putArray("media");
            ArrayNode polls = includes.putArray("polls");
            ArrayNode places = includes.putArray("places");
            for (int i = 0; i < posts; i++) {
                String id = Long.toString(1_800_000_000_000_000_000L + i);
                ObjectNode post = data.addObject().put("id", id)
                        .put("text", "Post number " + i + " about #starling with a link https://t.co/abc" + i)
                        .put("author_id", "u" + i).put("created_at", "2026-11-20T10:00:00.000Z")
                        .put("lang", "en").put("conversation_id", id).put("reply_settings", "everyone");
                post.putObject("public_metrics").put("retweet_count", i).put("reply_count", 2).put("like_count", 40)
                        .put("quote_count", 1).put("impression_count", 1200);
                post.putObject("attachments").putArray("media_keys").add("3_" + i).add("7_" + i);
                post.withObject("attachments").putArray("poll_ids").add("p" + i);
                post.putObject("geo").put("place_id", "pl" + (i % 10));
                ArrayNode refs = post.putArray("referenced_tweets");
                refs.addObject().put("type", "quoted").put("id", "q" + i);
                refs.addObject().put("type", "replied_to").put("id", "r" + i);
                ObjectNode entities = post.putObject("entities");
                entities.putArray("hashtags").addObject().put("start", 22).put("end", 31).put("tag", "starling");
                entities.putArray("urls").addObject().put("start", 44).put("end", 67).put("url", "https://t.co/abc" + i)
                        .put("expanded_url", "https://example.com/" + i).put("display_url", "example.com/" + i);
                users.addObject().put("id", "u" + i).put("name", "User " + i).put("username", "user_" + i)
                        .put("verified_type", "none").put("description", "Marketer. Coffee. ".repeat(5));
                users.addObject().put("id", "qa" + i).put("name", "Quoted " + i).put("username", "quoted_" + i);
                tweets.addObject().put("id", "q" + i).put("text", "Quoted post " + i).put("author_id", "qa" + i);
                tweets.addObject().put("id", "r" + i).put("text", "Replied-to post " + i).put("author_id", "u" + ((i + 1) % posts));
                ObjectNode video = media.addObject().put("media_key", "7_" + i).put("type", "video")
                        .put("duration_ms", 30_000).put("width", 1280).put("height", 720);
                video.putObject("public_metrics").put("view_count", 5_000 + i);
                ArrayNode variants = video.putArray("variants");
                for (int v = 0; v < 3; v++) {
                    variants.addObject().put("bit_rate", 256_000 * (v + 1)).put("content_type", "video/mp4")
                            .put("url", "https://video.example/" + i + "/" + v + ".mp4");
                }
                media.addObject().put("media_key", "3_" + i).put("type", "photo").put("url", "https://pbs.example/" + i + ".jpg")
                        .put("width", 1200).put("height", 800).put("alt_text", "A photo of item " + i);
                ObjectNode poll = polls.addObject().put("id", "p" + i).put("voting_status", "closed").put("duration_minutes", 1440);
                ArrayNode options = poll.putArray("options");
                for (int o = 1; o <= 4; o++) {
                    options.addObject().put("position", o).put("label", "Option " + o).put("votes", o * 10);
                }
            }
            for (int p = 0; p < 10; p++) {
                places.addObject().put("id", "pl" + p).put("full_name", "City " + p + ", Country").put("country_code", "DE");
            }
            return root;
        }
    }
}
