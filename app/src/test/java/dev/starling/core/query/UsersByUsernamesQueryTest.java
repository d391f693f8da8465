package dev.starling.core.query;

import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.compose.QueryComposer;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.compose.QueryValidator;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Query composer offers {@code GET /2/users/by?usernames=}: names as typed, checked before sending. */
class UsersByUsernamesQueryTest {

    private final QueryComposer composer = new QueryComposer(FieldCatalog.bundled());
    private final QueryValidator validator = new QueryValidator(FieldCatalog.bundled());

    @Test
    void namesTypedWithAtSignsCommasAndSpacesBecomeOneUsernamesParameter() {
        QuerySpec spec = QuerySpec.of(Endpoint.USERS_BY_USERNAMES, "@demo_marketer, demo_engineer demo_marketer")
                .with(FieldGroup.USER, "created_at");

        assertThat(composer.compose(spec).pathAndQuery())
                .isEqualTo("/2/users/by?usernames=demo_marketer,demo_engineer&user.fields=created_at");
        assertThat(validator.validate(spec)).isEmpty();
    }

    @Test
    void anEmptyListOrAMalformedNameIsSaidBeforeSending() {
        assertThat(messages("")).containsExactly("Enter at least one username.");
        assertThat(messages("demo_marketer, not-a-name"))
                .containsExactly("\"not-a-name\" is not a username: 1 to 15 letters, digits or underscores.");
    }

    @Test
    void theEndpointListOffersIt() {
        assertThat(List.of(Endpoint.values())).contains(Endpoint.USERS_BY_USERNAMES);
        assertThat(Endpoint.USERS_BY_USERNAMES.primary()).isEqualTo(Endpoint.Primary.USERS);
    }

    private List<String> messages(String target) {
        return validator.validate(QuerySpec.of(Endpoint.USERS_BY_USERNAMES, target)).stream()
                .map(IssueText::of).toList();
    }
}
