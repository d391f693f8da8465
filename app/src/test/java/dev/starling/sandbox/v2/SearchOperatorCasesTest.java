package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The table of search operator cases ({@code dev/starling/operators/search-operator-cases.tsv}),
 * run against the sandbox's recent search over HTTP. The same table's {@code shared} rows are the
 * filtered-stream rule linter's cases where the stream's grammar is the same: a query search answers
 * {@code ok} is a rule the linter accepts, one it refuses the linter refuses too.
 *
 * <p>Columns: {@code query}; {@code search}, what recent search does ({@code ok}, or the problem
 * type it answers, {@code invalid-request}); {@code grammar}, {@code shared} or {@code search-only};
 * {@code finds}, for {@code ok} rows, whether the sandbox's seeded world has matches ({@code some})
 * or none ({@code none}), blank when it does not matter; {@code message}, for refusals, words X's
 * message must contain; {@code note}.
 */
class SearchOperatorCasesTest {

    static final String TABLE = "/dev/starling/operators/search-operator-cases.tsv";

    record Case(String query, String search, String grammar, String finds, String message, String note) {
        @Override
        public String toString() {
            return query;
        }
    }

    private static V2Fixture fixture;

    @BeforeAll
    static void lease() {
        fixture = new V2Fixture();
    }

    @AfterAll
    static void release() {
        fixture.close();
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = SearchOperatorCasesTest.class.getResourceAsStream(TABLE)) {
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            assertThat(lines[0].split("\t")).startsWith("query", "search", "grammar");
            for (int i = 1; i < lines.length; i++) {
                if (lines[i].isBlank()) {
                    continue;
                }
                String[] cells = lines[i].split("\t", -1);
                assertThat(cells).as("line " + (i + 1)).hasSize(6);
                cases.add(new Case(cells[0], cells[1], cells[2], cells[3], cells[4], cells[5]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    static Stream<Case> rows() {
        return cases().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void recentSearchAnswersAsTheTableSays(Case row) {
        V2Fixture.Reply reply = fixture.bearer("GET", "/2/tweets/search/recent?max_results=100&query="
                + URLEncoder.encode(row.query(), StandardCharsets.UTF_8));
        if (row.search().equals("ok")) {
            assertThat(reply.status()).as(reply.body().toString()).isEqualTo(200);
            int found = reply.body().path("meta").path("result_count").asInt();
            if (row.finds().equals("some")) {
                assertThat(found).as("matches in the seeded world").isPositive();
            } else if (row.finds().equals("none")) {
                assertThat(found).as("matches in the seeded world").isZero();
            }
            return;
        }
        assertThat(reply.status()).isEqualTo(400);
        JsonNode body = reply.body();
        assertThat(body.path("type").asText()).isEqualTo(Problems.BASE + row.search());
        String message = body.path("errors").path(0).path("message").asText();
        assertThat(message).startsWith("There were errors processing your request: ").contains(row.message());
        assertThat(body.path("errors").path(0).path("parameters").path("query").path(0).asText())
                .isEqualTo(row.query());
    }

    @Test
    void theTableCoversEveryOperatorTheIssueNamesAndIsWellFormed() {
        List<Case> cases = cases();
        assertThat(cases).extracting(Case::search).allMatch(value -> value.equals("ok")
                || value.equals("invalid-request"));
        assertThat(cases).extracting(Case::grammar).allMatch(value -> value.equals("shared")
                || value.equals("search-only"));
        assertThat(cases).filteredOn(row -> !row.search().equals("ok")).allMatch(row -> row.finds().isEmpty());
        assertThat(cases).extracting(Case::query).doesNotHaveDuplicates()
                .anyMatch(query -> query.equals("📈")).anyMatch(query -> query.contains(":\""))
                .anyMatch(query -> query.startsWith("retweets_of:")).anyMatch(query -> query.startsWith("context:"))
                .anyMatch(query -> query.startsWith("entity:")).anyMatch(query -> query.startsWith("min_likes:"))
                .anyMatch(query -> query.startsWith("min_replies:")).anyMatch(query -> query.startsWith("min_reposts:"))
                .anyMatch(query -> query.contains("is:")).anyMatch(query -> query.contains("has:"))
                .anyMatch(query -> query.startsWith("foo:"));
    }
}
