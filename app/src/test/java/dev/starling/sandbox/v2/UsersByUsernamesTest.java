package dev.starling.sandbox.v2;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@code GET /2/users/by?usernames=}: several users by name, with fields, expansions and not-found errors. */
class UsersByUsernamesTest {

    private final V2Fixture fixture = new V2Fixture();
    private final World world = fixture.world();

    @AfterEach
    void release() {
        fixture.close();
    }

    @Test
    void usersComeInTheOrderAskedWithTheRequestedFieldsAndUnknownNamesAsErrors() {
        List<V2User> users = world.users().subList(0, 2);
        String names = users.get(0).username() + "," + users.get(1).username().toUpperCase() + ",nobody_here_1";

        V2Fixture.Reply reply = fixture.bearer("GET", "/2/users/by?usernames=" + names
                + "&user.fields=created_at,public_metrics&expansions=pinned_tweet_id");

        assertThat(reply.status()).isEqualTo(200);
        JsonNode data = reply.body().get("data");
        assertThat(data).hasSize(2);
        assertThat(data.get(0).get("id").asText()).isEqualTo(users.get(0).id());
        assertThat(data.get(1).get("id").asText()).isEqualTo(users.get(1).id());
        assertThat(data.get(0).has("created_at")).isTrue();
        assertThat(data.get(0).has("public_metrics")).isTrue();
        JsonNode error = reply.body().get("errors").get(0);
        assertThat(error.get("parameter").asText()).isEqualTo("usernames");
        assertThat(error.get("value").asText()).isEqualTo("nobody_here_1");
    }

    @Test
    void aMissingOrMalformedListIsA400NamingTheParameter() {
        V2Fixture.Reply missing = fixture.bearer("GET", "/2/users/by");
        V2Fixture.Reply malformed = fixture.bearer("GET", "/2/users/by?usernames=not-a-name!");

        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.body().toString()).contains("usernames");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.body().toString()).contains("not-a-name!");
    }
}
