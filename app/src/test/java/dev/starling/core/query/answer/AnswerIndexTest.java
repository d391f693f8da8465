package dev.starling.core.query.answer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerIndexTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static AnswerIndex index(String json) throws IOException {
        return AnswerIndex.of(json.replace('\'', '"').getBytes(StandardCharsets.UTF_8));
    }

    private static List<JsonNode> parsedItems(String json, String path) throws IOException {
        List<JsonNode> items = new ArrayList<>();
        JSON.readTree(json.replace('\'', '"')).at(path).forEach(items::add);
        return items;
    }

    private static final String ODD = """
            {'data': [
              {'id': '1\\u0032', 'text': 'caf\\u00e9 \\"quoted\\" \\\\ back \\n line', 'nested': [[1, [2, []]], {}]},
              {'text': 'é ✓ 𝄞 🎉 no id here', 'n': -1.5e3, 'big': 123456789012345678901234567890},
              7, 'a string item', null, [1, 2],
              {'id': 'ü-3', 'deep': {'a': {'b': {'c': [{'d': 'e'}]}}}}
             ],
             'includes': {'media': [{'type': 'photo', 'media_key': '3_1'}, {'media_key': '3_\\u0032'}],
                          'users': [], 'note': 'not an array'},
             'meta': {'result_count': 7}}""";

    @Test
    void itemsAreTheSlicesOfTheirArrayAndParseToTheSameNodesAsTheWholeAnswer() throws Exception {
        AnswerIndex answer = index(ODD);

        assertThat(answer.data()).hasSize(7);
        assertThat(answer.data()).containsExactlyElementsOf(parsedItems(ODD, "/data"));
        assertThat(answer.includes("media")).containsExactlyElementsOf(parsedItems(ODD, "/includes/media"));
        assertThat(answer.includes("users")).isEmpty();
        assertThat(answer.includes("polls")).as("an includes kind the answer lacks").isEmpty();
        assertThat(answer.includes("note")).as("not an array: no items").isEmpty();
        assertThat(answer.tree()).isEqualTo(JSON.readTree(ODD.replace('\'', '"')));
    }

    @Test
    void columnsAreEveryMemberOnceWithIdFirstAndKeysAreFoundWhateverTheirEscapes() throws Exception {
        AnswerIndex answer = index(ODD);

        assertThat(answer.data().columns()).containsExactly("id", "text", "nested", "n", "big", "deep");
        assertThat(answer.includes("media").columns()).containsExactly("type", "media_key");
        assertThat(answer.data().find("12")).as("written as 1\\u0032").isZero();
        assertThat(answer.data().find("ü-3")).isEqualTo(6);
        assertThat(answer.data().find("1")).isEqualTo(-1);
        assertThat(answer.data().key(0)).isEqualTo("12");
        assertThat(answer.data().key(1)).as("no id").isNull();
        assertThat(answer.includes("media").find("3_2")).isEqualTo(1);
        assertThat(answer.includes("media").key(0)).isEqualTo("3_1");
    }

    @Test
    void aLaterItemWithTheSameKeyWinsAsInAMapAndNumberKeysAreFoundAsText() throws Exception {
        AnswerIndex answer = index("{'includes': {'users': [{'id': '5', 'v': 1}, {'id': 6}, {'id': '5', 'v': 2}]}}");

        assertThat(answer.includes("users").find("5")).isEqualTo(2);
        assertThat(answer.includes("users").find("6")).isEqualTo(1);
        assertThat(answer.includes("users").key(1)).as("the cache keeps objects by text keys only").isNull();
    }

    @Test
    void aDataObjectIsOneItemAndOtherShapesHaveNoData() throws Exception {
        AnswerIndex single = index("{'data': {'id': '7', 'text': 'hi'}, 'meta': {}}");
        assertThat(single.data()).containsExactly(JSON.readTree("{\"id\":\"7\",\"text\":\"hi\"}"));
        assertThat(single.data().columns()).containsExactly("id", "text");
        assertThat(single.data().find("7")).isZero();

        assertThat(index("{'data': 'text'}").data()).isEmpty();
        assertThat(index("{'errors': [{'title': 'x'}]}").data()).isEmpty();
        AnswerIndex array = index("[{'id': '1'}, {'id': '2'}]");
        assertThat(array.data()).as("a top array is not data").isEmpty();
        assertThat(array.tree()).isEqualTo(JSON.readTree("[{\"id\":\"1\"},{\"id\":\"2\"}]"));
        assertThat(index("42").tree().asInt()).isEqualTo(42);
        AnswerIndex empty = AnswerIndex.of(" \n ".getBytes(StandardCharsets.UTF_8));
        assertThat(empty.tree().isObject()).isTrue();
        assertThat(empty.tree().isEmpty()).isTrue();
        assertThatThrownBy(() -> index("{'data': [1, 2")).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> index("<html>busy</html>")).isInstanceOf(IOException.class);
    }

    @Test
    void aUtf16AnswerOrOneWithAByteOrderMarkIsIndexedAsTheSameJson() throws Exception {
        String json = "{\"data\":[{\"id\":\"1\",\"text\":\"é\"}]}";
        AnswerIndex answer = AnswerIndex.of(json.getBytes(StandardCharsets.UTF_16BE));
        assertThat(answer.data()).containsExactly(JSON.readTree(json).get("data").get(0));

        byte[] utf8 = json.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[utf8.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, withBom, 3, utf8.length);
        AnswerIndex bom = AnswerIndex.of(withBom);
        assertThat(bom.data()).containsExactly(JSON.readTree(json).get("data").get(0));
        assertThat(bom.data().key(0)).isEqualTo("1");
    }

    @Test
    void theWholeAnswerCopiedIsWhatWritingItsTreeGivesAndEachItemsBytesAreTheItem() throws Exception {
        AnswerIndex answer = index(ODD);
        JsonNode tree = JSON.readTree(ODD.replace('\'', '"'));

        ByteArrayBuilder pretty = new ByteArrayBuilder();
        try (JsonGenerator generator = Utf8Json.generator(pretty)) {
            generator.useDefaultPrettyPrinter();
            answer.copyTo(generator);
        }
        assertThat(new String(pretty.toByteArray(), StandardCharsets.UTF_8))
                .isEqualTo(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
        for (int i = 0; i < answer.data().size(); i++) {
            assertThat(JSON.readTree(answer.data().bytes(i))).as("what the cache keeps").isEqualTo(tree.get("data").get(i));
        }
    }

    @Test
    void anItemAskedForAgainIsTheOneGivenWhileItIsRecentAndMadeAfreshAfter() throws Exception {
        StringBuilder json = new StringBuilder("{\"data\":[");
        for (int i = 0; i < 200; i++) {
            json.append(i == 0 ? "" : ",").append("{\"id\":\"").append(i).append("\"}");
        }
        AnswerItems data = AnswerIndex.of(json.append("]}").toString().getBytes(StandardCharsets.UTF_8)).data();

        JsonNode first = data.get(0);
        assertThat(data.get(0)).isSameAs(first);
        for (int i = 1; i < 200; i++) {
            data.get(i);
        }
        assertThat(data.get(0)).isNotSameAs(first).isEqualTo(first);
    }
}
