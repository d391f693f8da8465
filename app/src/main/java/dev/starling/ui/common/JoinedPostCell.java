package dev.starling.ui.common;

import dev.starling.core.text.Messages;
import dev.starling.core.query.answer.JoinedResponse;
import dev.starling.core.query.answer.Resolved;
import dev.starling.core.query.answer.XText;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.VBox;

/**
 * One post of the Joined view: author, text, media, poll, place and referenced posts resolved
 * inline. Objects that came from the cache or could not be found are marked as such. The card
 * itself ({@link #card}) is also the live console's, with the rules a post matched beneath it.
 */
public final class JoinedPostCell extends ListCell<JoinedResponse.JoinedPost> {

    private final CardActions actions;

    /** @param actions what the card offers to do with the post (like it, follow its author) */
    public JoinedPostCell(CardActions actions) {
        this.actions = actions;
    }

    @Override
    protected void updateItem(JoinedResponse.JoinedPost post, boolean empty) {
        super.updateItem(post, empty);
        if (empty || post == null) {
            setGraphic(null);
            return;
        }
        setGraphic(card(post, actions));
    }

    /** The joined card of one post, offering nothing to do with it. */
    public static VBox card(JoinedResponse.JoinedPost post) {
        return card(post, CardActions.NONE);
    }

    /** The joined card of one post, with what {@code actions} offers to do with it beneath. */
    public static VBox card(JoinedResponse.JoinedPost post, CardActions actions) {
        VBox card = new VBox();
        card.getStyleClass().add("joined-card");
        Label header = new Label(header(post));
        header.getStyleClass().addAll("strong", "joined-author");
        Label text = new Label(post.text());
        text.setWrapText(true);
        text.setMaxWidth(900);
        card.getChildren().addAll(header, text);
        for (Line line : lines(post)) {
            card.getChildren().add(line(line.styleClass(), line.text()));
        }
        javafx.scene.Node offered = actions.forPost(post.id(), post.post().path("author_id").asText(""),
                post.author() != null && post.author().isResolved() ? post.author().text("username") : null);
        if (offered != null) {
            card.getChildren().add(offered);
        }
        return card;
    }

    /** One line of a card under the post's text (a medium, a poll, the place, a referenced post) and its style class. */
    public record Line(String styleClass, String text) {
    }

    /** The card's first line: the author and the post's id. */
    public static String header(JoinedResponse.JoinedPost post) {
        return Messages.text("query.joined.header", author(post.author()), post.id());
    }

    /** The card's lines under the post's text, in order: media, polls, the place, referenced posts. */
    public static List<Line> lines(JoinedResponse.JoinedPost post) {
        List<Line> lines = new ArrayList<>();
        for (Resolved media : post.media()) {
            lines.add(new Line("joined-media", Messages.text("query.joined.media", media.key(), describeMedia(media))));
        }
        for (Resolved poll : post.polls()) {
            lines.add(new Line("joined-poll", Messages.text("query.joined.poll", poll.key(), describePoll(poll))));
        }
        if (post.place() != null) {
            lines.add(new Line("joined-place", Messages.text("query.joined.place", (post.place().isResolved()
                    ? post.place().text("full_name") : post.place().key()) + mark(post.place()))));
        }
        for (JoinedResponse.Reference reference : post.references()) {
            lines.add(new Line("joined-reference", Messages.text("query.joined.reference", reference.type().replace('_', ' '),
                    reference.post() == null ? "?" : reference.post().key(), describeReference(reference))));
        }
        return lines;
    }

    static String author(Resolved author) {
        if (author == null) {
            return Messages.text("query.joined.author.notRequested");
        }
        if (!author.isResolved()) {
            return Messages.text("query.joined.author.unresolved", author.key()) + mark(author);
        }
        return (author.text("name").isEmpty() ? Messages.text("query.joined.author", author.text("username"))
                : Messages.text("query.joined.author.named", author.text("username"), author.text("name"))) + mark(author);
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
            parts.add(Messages.text("query.joined.views", media.value().path("public_metrics").path("view_count").asText()));
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
            return Messages.text("query.joined.reference.missing");
        }
        String text = XText.unescape(post.text("text"));
        return (reference.author() == null ? Messages.text("query.joined.quote", text)
                : Messages.text("query.joined.quote.by", text, author(reference.author()))) + mark(post);
    }

    private static String mark(Resolved resolved) {
        return switch (resolved.source()) {
            case RESPONSE -> "";
            case CACHE -> "  " + Messages.text("query.joined.fromCache");
            case MISSING -> "  " + Messages.text("query.joined.notInResponse");
        };
    }

    private static Label line(String styleClass, String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.getStyleClass().add(styleClass);
        return label;
    }
}
