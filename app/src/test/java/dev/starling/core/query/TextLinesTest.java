package dev.starling.core.query;

import dev.starling.core.query.answer.TextLines;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class TextLinesTest {

    private static List<String> split(String text) {
        return List.of(text.split("\\R"));
    }

    @Test
    void splitsLikeStringSplitOnLineBreaks() {
        for (String text : List.of("", "one", "a\nb", "a\r\nb\rc\n", "a\n\n\n", "\n\n", "  \n", "x\n   \n\n",
                "{\n  \"a\" : 1,\n    \"b\" : [ 1, 2 ]\n}", "  lead\n\ttab\n      six")) {
            assertThat(TextLines.of(text.getBytes(StandardCharsets.UTF_8))).as(text.replace("\n", "\\n"))
                    .containsExactlyElementsOf(split(text));
        }
    }

    @Test
    void keepsLinesThatCrossChunksAndNonAsciiTextWhole() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int line = 0; line < 20_000; line++) {
            text.append(" ".repeat(line % 300)).append("line ").append(line).append(" café ✓ 𝄞 ").append("x".repeat(line % 70)).append('\n');
        }
        text.append("y".repeat(200_000)); // longer than a chunk
        byte[] utf8 = text.toString().getBytes(StandardCharsets.UTF_8);
        TextLines.Sink sink = TextLines.sink();
        for (int from = 0; from < utf8.length; from += 777) { // written in pieces, as a generator does
            sink.write(utf8, from, Math.min(777, utf8.length - from));
        }
        TextLines lines = sink.lines();
        assertThat(lines).containsExactlyElementsOf(split(text.toString()));
        assertThat(lines.text()).isEqualTo(text.toString());
    }

    @Test
    void joinsACarriageReturnAndALineFeedWrittenApart() {
        TextLines.Sink sink = TextLines.sink();
        sink.write("a\r".getBytes(StandardCharsets.UTF_8), 0, 2);
        sink.write("\nb".getBytes(StandardCharsets.UTF_8), 0, 2);
        assertThat(sink.lines()).containsExactly("a", "b");
    }
}
