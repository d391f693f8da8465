package dev.starling.ui.query;

import dev.starling.core.query.JoinedResponse;
import dev.starling.core.query.Resolved;
import dev.starling.core.query.XText;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.VBox;

/**
 * One post of the Joined view: author, text, media, poll, place and referenced posts resolved
 * inline. Objects that came from the cache or could not be found are marked as such.
 */
final class JoinedPostCell extends ListCell<JoinedResponse.JoinedPost> {

    @Override
    protected void updateItem(JoinedResponse.JoinedPost post, boolean empty) {
        super.updateItem(post, empty);
        if (empty || post == null) {
            setGraphic(null);
            return;
        }
        VBox card = new VBox();
        card.getStyleClass().add("joined-card");
        Label header = new Label(author(post.author()) + "  \u00b7  post " + post.id());
        header.getStyleClass().addAll("strong", "joined-author");
        Label text = new Label(post.text());
        text.setWrapText(true);
        text.setMaxWidth(900);
        card.getChildren().addAll(header, text);
        for (Resolved media : post.media()) {
            card.getChildren().add(line("joined-media", "Media " + media.key() + ": " + describeMedia(media)));
        }
        for (Resolved poll : post.polls()) {
            card.getChildren().add(line("joined-poll", "Poll " + poll.key() + ": " + describePoll(poll)));
        }
        if (post.place() != null) {
            card.getChildren().add(line("joined-place", "Place: " + (post.place().isResolved()
                    ? post.place().text("full_name") + mark(post.place()) : post.place().key() + mark(post.place()))));
        }
        for (JoinedResponse.Reference reference : post.references()) {
            Label label = line("joined-reference", reference.type().replace('_', ' ') + " "
                    + (reference.post() == null ? "?" : reference.post().key()) + ": "
                    + describeReference(reference));
            card.getChildren().add(label);
        }
        setGraphic(card);
    }

    static String author(Resolved author) {
        if (author == null) {
            return "(author not requested: add the author_id expansion)";
        }
        if (!author.isResolved()) {
            return "author " + author.key() + mark(author);
        }
        return "@" + author.text("username") + (author.text("name").isEmpty() ? "" : " (" + author.text("name") + ")")
                + mark(author);
    }

    static String describeMedia(Resolved media) {
        if (!media.isResolved()) {
            return mark(media).trim();
        }
        List<String> parts = new ArrayList<>();
        parts.add(media.text("type"));
        if (media.value().has("duration_ms")) {
            long seconds = media.value().path("duration_ms").asLong() / 1000;
            parts.add(seconds / 60 + ":" + String.format("%02d", seconds % 60));
        }
        if (media.value().has("width")) {
            parts.add(media.text("width") + "\u00d7" + media.text("height"));
        }
        if (media.value().path("public_metrics").has("view_count")) {
            parts.add(media.value().path("public_metrics").path("view_count").asText() + " views");
        }
        return String.join(", ", parts) + mark(media);
    }

    private static String describePoll(Resolved poll) {
        if (!poll.isResolved()) {
            return mark(poll).trim();
        }
        List<String> options = new ArrayList<>();
        poll.value().path("options").forEach(option ->
                options.add(option.path("label").asText() + " (" + option.path("votes").asText() + ")"));
        return String.join(" / ", options) + mark(poll);
    }

    private static String describeReference(JoinedResponse.Reference reference) {
        Resolved post = reference.post();
        if (post == null || !post.isResolved()) {
            return "not in this response (add the referenced_tweets.id expansion)";
        }
        String by = reference.author() == null ? "" : " by " + author(reference.author());
        return "\u201c" + XText.unescape(post.text("text")) + "\u201d" + by + mark(post);
    }

    private static String mark(Resolved resolved) {
        return switch (resolved.source()) {
            case RESPONSE -> "";
            case CACHE -> "  [from cache]";
            case MISSING -> "  [not in this response]";
        };
    }

    private static Label line(String styleClass, String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().add(styleClass);
        return label;
    }
}
