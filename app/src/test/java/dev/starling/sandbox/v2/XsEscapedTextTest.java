package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** As X does, the sandbox HTML-escapes post text while entity offsets count the unescaped text. */
class XsEscapedTextTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    private static String unescape(String text) {
        return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }

    @Test
    void ampersandsAndAngleBracketsComeEscapedAndOffsetsCountTheUnescapedText() {
        List<V2Post> withSpecials = world.posts().stream()
                .filter(post -> post.text().contains("&") || post.text().contains("<") || post.text().contains(">"))
                .limit(20).toList();
        assertThat(withSpecials).hasSizeGreaterThan(5);
        int checked = 0;
        for (V2Post post : withSpecials) {
            JsonNode data = fixture.bearer("GET", "/2/tweets/" + post.id() + "?tweet.fields=entities").body().path("data");
            String sent = data.path("text").asText();
            assertThat(sent).doesNotContain("<").doesNotContain(">");
            assertThat(sent.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "")).doesNotContain("&");
            String shown = unescape(sent);
            assertThat(shown).isEqualTo(post.text());
            for (JsonNode hashtag : data.path("entities").path("hashtags")) {
                assertThat(TextBuilder.slice(shown, hashtag.get("start").asInt(), hashtag.get("end").asInt()))
                        .isEqualTo("#" + hashtag.get("tag").asText());
                checked++;
            }
            for (JsonNode annotation : data.path("entities").path("annotations")) {
                assertThat(TextBuilder.slice(shown, annotation.get("start").asInt(), annotation.get("end").asInt() + 1))
                        .isEqualTo(annotation.get("normalized_text").asText());
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(0);
    }
}
