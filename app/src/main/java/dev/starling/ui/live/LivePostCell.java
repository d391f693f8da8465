package dev.starling.ui.live;

import dev.starling.core.stream.MatchingRule;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.JoinedPostCell;
import dev.starling.ui.common.LocalFormat;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;

/**
 * One post of the console: the Inspector's joined card with, under its author line, the rules it matched
 * (each tag, with X's similarity for an {@code embedding:} rule), when it arrived, and Like / Follow. The list's cells have one
 * height (live.css), so a list that changes four times a second never measures rows it does not show;
 * a card taller than that (a long post with media and a quote) is cut at the cell's edge.
 */
final class LivePostCell extends ListCell<LivePost> {

    private final CardActions actions;

    /**
     * @param list the list the cell is in: a card is as wide as the list, so its text wraps there
     * @param actions what the card offers to do with the post (like it, follow its author)
     */
    LivePostCell(javafx.scene.control.ListView<LivePost> list, CardActions actions) {
        this.actions = actions;
        prefWidthProperty().bind(list.widthProperty().subtract(24));
        setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
    }

    @Override
    protected void updateItem(LivePost post, boolean empty) {
        super.updateItem(post, empty);
        if (empty || post == null) {
            setGraphic(null);
            return;
        }
        VBox card = post.joined() == null ? new VBox(new Label(post.id())) : JoinedPostCell.card(post.joined());
        FlowPane tags = new FlowPane();
        tags.getStyleClass().add("live-tags");
        tags.setHgap(6);
        for (MatchingRule rule : post.rules()) {
            Label tag = new Label(tagText(rule));
            tag.setMnemonicParsing(false);
            tag.getStyleClass().add("live-tag");
            tags.getChildren().add(tag);
        }
        if (post.receivedAt() != null) {
            Label received = new Label(Messages.text("live.post.received",
                    LocalFormat.forUser().preciseTime(post.receivedAt())));
            received.getStyleClass().add("live-received");
            tags.getChildren().add(received);
        }
        if (post.joined() != null) {
            javafx.scene.Node offered = actions.forPost(post.id(), post.joined().post().path("author_id").asText(""),
                    post.joined().author() != null && post.joined().author().isResolved()
                            ? post.joined().author().text("username") : null);
            if (offered != null) {
                tags.getChildren().add(offered);
            }
        }
        // Under the author line, not at the foot: the cell's fixed height may cut a long card's foot.
        card.getChildren().add(Math.min(1, card.getChildren().size()), tags);
        setGraphic(card);
    }

    /** A rule as its tag shows: the tag (or the id when it has none) and the similarity where X sent one. */
    static String tagText(MatchingRule rule) {
        String name = rule.tag() == null || rule.tag().isBlank() ? Messages.text("live.rule.untagged", rule.id())
                : rule.tag();
        return rule.semantic() ? Messages.text("live.rule.similarity", name,
                LocalFormat.forUser().decimal(rule.similarity(), 2)) : name;
    }
}
