package dev.starling.ui.query;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.oauth2.EndpointSecurity;
import dev.starling.core.query.compose.CallAccess;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.text.Messages;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * "Send as" and X's {@code security}: what the chosen endpoint accepts (kinds of credentials and the
 * OAuth 2.0 scopes) and each account's kind in the list; a choice that cannot make the call says why
 * before sending ({@link dev.starling.core.query.compose.QueryCredentials}), instead of X's 403 after it.
 */
public final class SendAsAccess {

    private final CallAccess access;
    private final ReadOnlyStringWrapper accepts = new ReadOnlyStringWrapper(this, "accepts", "");
    private List<Account> accounts = List.of();

    public SendAsAccess(CallAccess access) {
        this.access = access;
    }

    /** "Accepts: OAuth 1.0a user context, OAuth 2.0 user context (tweet.read, users.read), ..." or empty. */
    public ReadOnlyStringProperty acceptsProperty() { return accepts.getReadOnlyProperty(); }

    /** The environment's accounts as last read (their kinds and granted scopes). */
    void accounts(List<Account> list) {
        accounts = List.copyOf(list);
    }

    /** Shows what {@code endpoint} accepts (a choice it refuses is resolved in core, {@code QueryCredentials}). */
    void show(Endpoint endpoint) {
        accepts.set(access.accepts(endpoint).map(SendAsAccess::acceptsText).orElse(""));
    }

    /** The list's words for a choice: an account with its kind ("@name, OAuth 2.0"). */
    String label(CredentialChoice choice) {
        return switch (choice.kind()) {
            case AUTOMATIC -> Messages.text("query.credentials.automatic");
            case APP_ONLY -> Messages.text("query.credentials.appOnly");
            case ACCOUNT -> accounts.stream().filter(account -> account.userId().equals(choice.userId())).findFirst()
                    .map(account -> Messages.text("query.sendAs.account", account.screenName(),
                            account.kind() == Account.Kind.OAUTH2 ? 1 : 0))
                    .orElse("@" + choice.screenName());
        };
    }

    static String acceptsText(EndpointSecurity.Rule rule) {
        List<String> kinds = rule.typeKeys().stream().map(key -> key.endsWith("OAUTH2_USER") && !rule.scopes().isEmpty()
                ? Messages.text("query.sendAs.withScopes", Messages.text(key), String.join(", ", rule.scopes()))
                : Messages.text(key)).toList();
        return Messages.text("query.sendAs.accepts", String.join("; ", kinds));
    }
}
