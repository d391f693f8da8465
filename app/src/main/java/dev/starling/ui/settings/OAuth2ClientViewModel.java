package dev.starling.ui.settings;

import dev.starling.core.auth.Secret;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.config.EnvironmentManager;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.StatusViewModel;
import java.net.InetAddress;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;

/**
 * The OAuth 2.0 client of the environment kind chosen in Settings: the Client ID, public or
 * confidential (the secret goes into the credential store and is never shown again: the form only
 * says one is stored), and the loopback redirect URIs registered for the app, tried in order. The
 * sandbox's own client is shown, not edited.
 */
public final class OAuth2ClientViewModel extends StatusViewModel {

    private final EnvironmentManager environments;
    private final AppSettings settings;
    private final TaskRunner tasks;
    private final ObservableValue<EnvironmentKind> kind;
    private final StringProperty clientId = new SimpleStringProperty(this, "clientId", "");
    private final BooleanProperty confidential = new SimpleBooleanProperty(this, "confidential");
    private final StringProperty secret = new SimpleStringProperty(this, "secret", "");
    private final ReadOnlyStringWrapper secretHint = new ReadOnlyStringWrapper(this, "secretHint", "");
    private final StringProperty redirectUris = new SimpleStringProperty(this, "redirectUris", "");
    private final ReadOnlyBooleanWrapper editable = new ReadOnlyBooleanWrapper(this, "editable", true);
    private boolean secretStored;

    /** @param kind the environment kind the Settings form shows */
    public OAuth2ClientViewModel(EnvironmentManager environments, AppSettings settings, TaskRunner tasks,
                                 ObservableValue<EnvironmentKind> kind) {
        this.environments = environments;
        this.settings = settings;
        this.tasks = tasks;
        this.kind = kind;
        kind.addListener((obs, old, now) -> load());
        environments.addListener(environment -> tasks.run("read OAuth 2.0 client", () -> null, ignored -> load(),
                failure -> { }));
        load();
    }

    public StringProperty clientIdProperty() { return clientId; }
    /** Confidential: the app has a Client Secret (web app, bot); public: none (native app). */
    public BooleanProperty confidentialProperty() { return confidential; }
    /** A new secret as typed; empty keeps the stored one. Cleared once saved, never filled from the store. */
    public StringProperty secretProperty() { return secret; }
    public ReadOnlyStringProperty secretHintProperty() { return secretHint.getReadOnlyProperty(); }
    /** The registered redirect URIs, one a line, in the order they are tried. */
    public StringProperty redirectUrisProperty() { return redirectUris; }
    /** False for the sandbox, whose client is its own. */
    public ReadOnlyBooleanProperty editableProperty() { return editable.getReadOnlyProperty(); }

    /** Checks the form, then stores the client (the secret in the credential store) and the redirect URIs. */
    public void save() {
        clearMessages();
        EnvironmentKind chosen = kind.getValue();
        if (chosen == null || !editable.get()) {
            return;
        }
        String id = clientId.get() == null ? "" : clientId.get().trim();
        Secret typed = Secret.ofNullable(secret.get() == null || secret.get().isBlank() ? null : secret.get().trim());
        boolean isConfidential = confidential.get();
        if (isConfidential && id.isEmpty()) {
            error.set(Messages.text("oauth2.settings.needsId"));
            return;
        }
        if (isConfidential && (typed == null || typed.isEmpty()) && !secretStored) {
            error.set(Messages.text("oauth2.settings.needsSecret"));
            return;
        }
        List<URI> uris;
        try {
            uris = parseRedirectUris(redirectUris.get());
        } catch (IllegalArgumentException invalid) {
            error.set(invalid.getMessage());
            return;
        }
        runBusy(tasks, "save OAuth 2.0 client", () -> {
            if (isConfidential && (typed == null || typed.isEmpty())) {
                environments.saveOAuth2ClientKeepingSecret(chosen, id, settings.tier(chosen));
            } else {
                environments.saveOAuth2Client(chosen, id, isConfidential ? typed : null, settings.tier(chosen));
            }
            settings.setRedirectUris(chosen, uris);
            return id;
        }, saved -> {
            load();
            message.set(saved.isEmpty() ? Messages.text("oauth2.settings.removed")
                    : Messages.text("oauth2.settings.saved", saved, isConfidential ? 1 : 0));
        }, Messages.text("oauth2.settings.failed"));
    }

    private void load() {
        EnvironmentKind chosen = kind.getValue();
        if (chosen == null) {
            return;
        }
        EnvironmentManager.StoredClient stored = environments.storedOAuth2Client(chosen);
        secretStored = stored.hasSecret();
        editable.set(!stored.sandbox());
        clientId.set(stored.clientId());
        confidential.set(stored.hasSecret());
        secret.set("");
        secretHint.set(stored.hasSecret() ? Messages.text(stored.sandbox() ? "oauth2.settings.sandboxSecret"
                : "oauth2.settings.secretStored") : "");
        redirectUris.set(String.join("\n", settings.redirectUris(chosen).stream().map(URI::toString).toList()));
    }

    /**
     * The loopback redirect URIs of the form, one a line; none means Starling's defaults.
     *
     * @throws IllegalArgumentException with the words to show, naming the address that cannot be used
     */
    static List<URI> parseRedirectUris(String text) {
        List<URI> uris = new ArrayList<>();
        for (String line : (text == null ? "" : text).split("\\R")) {
            String value = line.trim();
            if (value.isEmpty()) {
                continue;
            }
            try {
                URI uri = URI.create(value);
                String host = uri.getHost() == null ? "" : uri.getHost().replace("[", "").replace("]", "");
                if (!"http".equalsIgnoreCase(uri.getScheme()) || host.isEmpty() || uri.getPort() <= 0
                        || !literalLoopback(host)) {
                    throw new IllegalArgumentException(value);
                }
                uris.add(uri);
            } catch (IllegalArgumentException notLoopback) {
                throw new IllegalArgumentException(Messages.text("oauth2.settings.badRedirect", value));
            }
        }
        return uris;
    }

    private static boolean literalLoopback(String host) {
        if (!host.matches("[0-9.]+|[0-9a-fA-F:]+")) {
            return false; // a name (localhost) would need a look-up, and X matches the address as registered
        }
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }
}
