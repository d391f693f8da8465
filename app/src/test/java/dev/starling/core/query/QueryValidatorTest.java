package dev.starling.core.query;

import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QueryValidator;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QueryValidatorTest {

    private final QueryValidator validator = new QueryValidator(FieldCatalog.bundled());

    private List<String> messages(QuerySpec spec) {
        return validator.validate(spec).stream().map(IssueText::of).toList();
    }

    @Test
    void acceptsAWellFormedQuery() {
        assertThat(validator.validate(QuerySpec.of(Endpoint.POSTS_BY_IDS, "1,2")
                .with(FieldGroup.TWEET, "created_at"))).isEmpty();
    }

    @Test
    void idsMustBeNumericAndBetweenOneAndAHundred() {
        assertThat(messages(QuerySpec.of(Endpoint.POSTS_BY_IDS, ""))).containsExactly("Enter at least one id.");
        assertThat(messages(QuerySpec.of(Endpoint.POSTS_BY_IDS, "12, abc")))
                .containsExactly("\"abc\" is not an id: ids are 1 to 19 digits.");
        assertThat(messages(QuerySpec.of(Endpoint.POSTS_BY_IDS, "12345678901234567890")))
                .containsExactly("\"12345678901234567890\" is not an id: ids are 1 to 19 digits.");
        String hundredAndOne = IntStream.rangeClosed(1, 101).mapToObj(Integer::toString).collect(Collectors.joining(","));
        assertThat(messages(QuerySpec.of(Endpoint.POSTS_BY_IDS, hundredAndOne)))
                .containsExactly("At most 100 ids per request (you entered 101).");
        String hundred = IntStream.rangeClosed(1, 100).mapToObj(Integer::toString).collect(Collectors.joining(" "));
        assertThat(messages(QuerySpec.of(Endpoint.USERS_BY_IDS, hundred))).isEmpty();
    }

    @Test
    void webhookIdsFollowTheSpecPattern() {
        assertThat(messages(QuerySpec.of(Endpoint.STREAM_LINK, "1234567890123456789"))).isEmpty();
        assertThat(messages(QuerySpec.of(Endpoint.STREAM_LINK, "12345678901234567890")))
                .containsExactly("A webhook id is 1 to 19 digits (^[0-9]{1,19}$).");
        assertThat(messages(QuerySpec.of(Endpoint.STREAM_LINK, "12a"))).hasSize(1);
    }

    @Test
    void usernamesAndSearchQueriesAreChecked() {
        assertThat(messages(QuerySpec.of(Endpoint.USER_BY_USERNAME, "@demo_marketer"))).isEmpty();
        assertThat(messages(QuerySpec.of(Endpoint.USER_BY_USERNAME, "not a name"))).hasSize(1);
        assertThat(messages(QuerySpec.of(Endpoint.RECENT_SEARCH, "  "))).hasSize(1);
        assertThat(messages(QuerySpec.of(Endpoint.RECENT_SEARCH, "x").withPaging(5, null)))
                .containsExactly("Results per page must be between 10 and 100.");
    }

    @Test
    void flagsHandTypedFieldNamesThatDoNotExistWithASuggestion() {
        assertThat(validator.validate(QuerySpec.of(Endpoint.POSTS_BY_IDS, "1")
                .with(FieldGroup.TWEET, "publicmetrics", "bogus")))
                .extracting(QueryValidator.Issue::field, IssueText::of)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("tweet.fields",
                                "\"publicmetrics\" is not a known tweet.fields name (did you mean public_metrics?)."),
                        org.assertj.core.groups.Tuple.tuple("tweet.fields", "\"bogus\" is not a known tweet.fields name."));
    }
}
