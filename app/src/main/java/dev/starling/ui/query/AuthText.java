package dev.starling.ui.query;

import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.text.Messages;

/** The Query workspace's words for what core decides without words: why these credentials, what the target field wants. */
final class AuthText {

    private AuthText() {
    }

    /** The line under Send: which credentials and why ("Signed-in user: non_public_metrics needs user context."). */
    static String reason(AuthChoice choice) {
        return choice == null ? "" : choice.text().render(Messages::text);
    }

    /** The target field's prompt for what the endpoint takes ("Post id", "Usernames, separated by commas"). */
    static String targetPrompt(Endpoint.Input input) {
        return Messages.text("query.target.prompt." + input.name());
    }
}
