package dev.starling.core.query;

import dev.starling.core.query.answer.AnswerIndex;
import dev.starling.core.query.answer.JsonSearch;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class JsonSearchTest {

    @Test
    void findsKeysAndValuesCaseInsensitivelyWithTheirPaths() throws Exception {
        var json = new ObjectMapper().readTree("{\"data\":[{\"id\":\"1\",\"text\":\"Hello Starling\"}],"
                + "\"includes\":{\"users\":[{\"username\":\"starling_fan\"}]},\"meta\":{\"starling\":true}}");
        assertThat(JsonSearch.find(json, "STARLING")).containsExactly(
                List.of("data", 0, "text"),
                List.of("includes", "users", 0, "username"),
                List.of("meta", "starling"));
        assertThat(JsonSearch.find(json, "  ")).isEmpty();
        assertThat(JsonSearch.find(json, "nothing-like-this")).isEmpty();
        // An answer kept as bytes and an index is searched item by item, with the same paths.
        assertThat(JsonSearch.find(AnswerIndex.of(new ObjectMapper().writeValueAsBytes(json)).tree(), "STARLING")).isEqualTo(JsonSearch.find(json, "STARLING"));
    }
}
