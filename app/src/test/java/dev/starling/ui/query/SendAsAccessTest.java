package dev.starling.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.account.Account;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldCatalog;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.store.LocalStores;
import dev.starling.testing.FakeClock;
import dev.starling.ui.common.ScriptedDialogs;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import dev.starling.core.text.Messages;

/**
 * "Send as" with OAuth 2.0 accounts: each account's kind in the list, what the endpoint accepts by X's
 * OpenAPI security, and a call the chosen credentials cannot make refused before sending.
 */
class SendAsAccessTest {

    private static final String BASE = "http://127.0.0.1:5000";

    private final FakeClock clock = new FakeClock(Instant.parse("2026-11-21T12:00:00Z"));
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<AuthChoice> sent = new ArrayList<>();
    private List<Account> accounts = List.of();
    private LocalStores stores;
    private QueryViewModel viewModel;

    @BeforeEach
    void setUp() {
        stores = LocalStores.inMemory(clock, dev.starling.boot.DurableMigrations.ALL);
        viewModel = new QueryViewModel(FieldCatalog.bundled(), new dev.starling.core.query.QueryRun((query, auth) -> {
            sent.add(auth);
            return new QueryResult(200, Map.of(), "{\"data\":[]}".getBytes(StandardCharsets.UTF_8), clock.instant(), 5,
                    false);
        }, new QueryHistory(stores.durable().database(), clock, Messages::text), new ResultCache(stores.cache())),
                new QueryDraftStore(stores.durable().settings()), new SameThreadTaskRunner(), () -> URI.create(BASE),
                new QueryViewModel.Credentials(() -> true, () -> true, () -> accounts), clock, dialogs, dialogs);
    }

    @AfterEach
    void tearDown() {
        stores.close();
    }

    private Account oauth2(String id, String name, boolean isDefault, List<String> scopes) {
        return new Account(BASE, id, name, isDefault, false, clock.instant(), Account.Kind.OAUTH2, scopes);
    }

    private void use(Endpoint endpoint, String target, CredentialChoice choice) {
        viewModel.composer().refreshDerivedState();
        viewModel.composer().endpointProperty().set(endpoint);
        viewModel.composer().targetProperty().set(target);
        viewModel.composer().credentialChoiceProperty().set(choice);
    }

    @Test
    void anOAuth2AccountWithoutTheScopeIsRefusedBeforeSendingNamingTheScope() {
        accounts = List.of(oauth2("42", "demo_marketer", false, List.of("tweet.read", "users.read", "offline.access")));
        use(Endpoint.USER_FOLLOWERS, "42", CredentialChoice.account("42", "demo_marketer"));

        assertThat(viewModel.canSendProperty().get()).isFalse();
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("GET /2/users/{id}/followers needs the scope "
                + "follows.read, which this account was not granted. Sign in again with OAuth 2.0 and ask for it.");
        viewModel.send();
        assertThat(sent).as("nothing reaches X").isEmpty();
        assertThat(viewModel.errorProperty().get()).contains("follows.read");
    }

    @Test
    void theSameCallIsSentOnceTheAccountHasTheScopeAndTheEndpointSaysWhatItAccepts() {
        accounts = List.of(oauth2("42", "demo_marketer", false, List.of("tweet.read", "users.read", "follows.read")));
        use(Endpoint.USER_FOLLOWERS, "42", CredentialChoice.account("42", "demo_marketer"));

        assertThat(viewModel.composer().sendAs().acceptsProperty().get()).isEqualTo("X accepts for this endpoint: "
                + "OAuth 1.0a user context; OAuth 2.0 user context with follows.read, tweet.read, users.read; "
                + "App-only bearer token.");
        assertThat(viewModel.canSendProperty().get()).isTrue();
        viewModel.send();
        assertThat(sent).singleElement().satisfies(auth -> {
            assertThat(auth.mode()).isEqualTo(AuthChoice.Mode.USER);
            assertThat(auth.accountUserId()).isEqualTo("42");
        });
    }

    @Test
    void theListNamesEachAccountsKind() {
        accounts = List.of(oauth2("42", "demo_marketer", true, List.of("tweet.read", "users.read")),
                new Account(BASE, "7", "demo_engineer", false, false, clock.instant()));
        viewModel.composer().refreshDerivedState();

        assertThat(viewModel.composer().credentialOptions()).hasSize(4);
        assertThat(viewModel.composer().credentialOptions().stream().map(viewModel.composer().sendAs()::label).toList())
                .containsExactly("Automatic", "App only (bearer token)", "@demo_marketer (OAuth 2.0)",
                        "@demo_engineer (OAuth 1.0a)");
    }

    @Test
    void automaticWithADefaultOAuth2AccountIsCheckedToo() {
        accounts = List.of(oauth2("42", "demo_marketer", true, List.of("tweet.read", "users.read")));
        use(Endpoint.USER_LIKED_TWEETS, "42", CredentialChoice.AUTOMATIC);

        assertThat(viewModel.composer().authProperty().get().mode()).isEqualTo(AuthChoice.Mode.UNAVAILABLE);
        assertThat(viewModel.composer().authTextProperty().get()).contains("needs the scope like.read");
    }

    @Test
    void anImportedAccountWhoseScopesAreUnknownIsNotRefusedForScopes() {
        accounts = List.of(oauth2("42", "imported", false, List.of()));
        use(Endpoint.USER_LIKED_TWEETS, "42", CredentialChoice.account("42", "imported"));

        assertThat(viewModel.canSendProperty().get()).isTrue();
        assertThat(viewModel.composer().authTextProperty().get()).isEqualTo("@imported, as chosen.");
    }
}
