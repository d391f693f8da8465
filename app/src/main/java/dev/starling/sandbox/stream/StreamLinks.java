package dev.starling.sandbox.stream;

import java.util.Map;

/**
 * The webhooks linked to the filtered stream ({@code POST /2/tweets/search/webhooks/:id}) and how to
 * reach them: every post that matches the project's rules goes to each, rendered as a stream line with
 * the fields the link was made with (edit history ids always: they are a default field). The webhooks
 * module implements the delivery; {@link #NONE} links nothing.
 */
public interface StreamLinks {

    StreamLinks NONE = new StreamLinks() {
        @Override
        public Map<String, Map<String, String>> links() {
            return Map.of();
        }

        @Override
        public void deliver(String webhookId, byte[] body) {
        }
    };

    /** Linked webhook ids to the field parameters given when linking. */
    Map<String, Map<String, String>> links();

    /** Delivers one post's JSON to the webhook (signed, retried, kept for replay). */
    void deliver(String webhookId, byte[] body);
}
