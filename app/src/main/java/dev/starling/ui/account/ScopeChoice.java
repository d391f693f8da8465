package dev.starling.ui.account;

import dev.starling.core.api.oauth2.OAuth2Scope;
import dev.starling.core.api.oauth2.ScopeGroup;
import dev.starling.core.text.Messages;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * One OAuth 2.0 scope in the sign-in's list: what it lets Starling do, in words, and whether it is
 * asked for. {@code tweet.read} and {@code users.read} are always asked for (Starling must learn
 * who signed in), so they are shown chosen and cannot be unticked.
 */
public final class ScopeChoice {

    /** The scopes of one group under its heading ("Read posts and users"). */
    public record Group(ScopeGroup group, String heading, List<ScopeChoice> scopes) {
    }

    private final OAuth2Scope scope;
    private final boolean required;
    private final BooleanProperty chosen = new SimpleBooleanProperty(this, "chosen");

    ScopeChoice(OAuth2Scope scope, boolean required) {
        this.scope = scope;
        this.required = required;
        chosen.set(required);
        if (required) {
            chosen.addListener((obs, old, now) -> {
                if (!now) {
                    chosen.set(true);
                }
            });
        }
    }

    public OAuth2Scope scope() { return scope; }
    /** X's name, {@code tweet.read}. */
    public String name() { return scope.scope(); }
    public String words() { return Messages.text(scope.wordsKey()); }
    /** Always asked for: shown chosen and disabled. */
    public boolean required() { return required; }
    public BooleanProperty chosenProperty() { return chosen; }
}
