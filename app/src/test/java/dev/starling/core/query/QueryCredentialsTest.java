package dev.starling.core.query;

import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.compose.QueryCredentials;
import dev.starling.core.query.compose.QuerySpec;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which credentials a query goes with, resolved once for the line beside Send and for the send itself. */
class QueryCredentialsTest {

    private final QueryCredentials credentials = QueryCredentials.bundled();
    private final QuerySpec posts = QuerySpec.of(Endpoint.POSTS_BY_IDS, "10");

    @Test
    void aChosenAccountNoLongerSignedInIsUnavailableWithItsName() {
        AuthChoice choice = credentials.resolve(CredentialChoice.account("42", "gone"), posts, FieldCatalog.bundled(),
                new QueryCredentials.Available(true, true, List.of()));
        assertThat(choice.mode()).isEqualTo(AuthChoice.Mode.UNAVAILABLE);
        assertThat(choice.reason()).isEqualTo(AuthChoice.Reason.ACCOUNT_GONE);
        assertThat(choice.detail()).isEqualTo("gone");
    }

    @Test
    void beforeTheAccountsWereReadTheChosenAccountIsTakenAsAsked() {
        AuthChoice choice = credentials.resolve(CredentialChoice.account("42", "someone"), posts, FieldCatalog.bundled(),
                new QueryCredentials.Available(true, true, null));
        assertThat(choice).isEqualTo(new AuthChoice(AuthChoice.Mode.USER, AuthChoice.Reason.ACCOUNT_CHOSEN, "someone", "42"));
    }

    @Test
    void automaticChoosesFromTheEndpointAndWhatIsAvailable() {
        assertThat(credentials.resolve(CredentialChoice.AUTOMATIC, posts, FieldCatalog.bundled(),
                new QueryCredentials.Available(false, true, List.of())).mode()).isEqualTo(AuthChoice.Mode.BEARER);
        assertThat(credentials.resolve(CredentialChoice.AUTOMATIC, QuerySpec.of(Endpoint.ME, ""), FieldCatalog.bundled(),
                new QueryCredentials.Available(false, true, List.of())).reason())
                .isEqualTo(AuthChoice.Reason.USER_ENDPOINT_SIGN_IN);
    }
}
