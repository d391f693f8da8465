package dev.starling.ui.live;

import dev.starling.core.stream.MatchingRule;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.JoinedPostCell;
import dev.starling.ui.common.LocalFormat;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * One post of the console: the Inspector's joined card (its style classes and words, {@link JoinedPostCell}) with,
 * under its author line, the rules it matched (each tag, with X's similarity for an {@code embedding:} rule), when it
 * arrived, and Like / Follow. The list's cells have one height (live.css), so a list that changes four times a second
 * never measures rows it does not show; a card taller than that (a long post with media and a quote) is cut at the
 * cell's edge.
 *
 * <p>Each hand-over puts new posts at the top, so every row on screen shows another post after it: the cell keeps
 * its card's nodes and only sets their words (made with the post, {@link LivePost.Words}), showing as many tag and
 * line labels as the post needs and hiding the rest. New nodes would each be styled (CSS) and measured anew in
 * that frame, for every visible row.
 */
final class LivePostCell extends ListCell<LivePost> {

    private final CardActions actions;
    private final VBox card = new VBox();
    /**
     * What the cell shows: the card, unmanaged in a pane of the cell's size, so the card is a layout root of its own.
     * New words in the card then lay the card out again without the cell needing layout: a list applies CSS anew to
     * the whole of every cell that needs layout when it shows another item there, and a hand-over puts another post in
     * every row on screen. The words need no CSS; the card's style classes do not change.
     */
    private final Pane holder = new Pane() {
        @Override
        protected void layoutChildren() {
            card.resizeRelocate(0, 0, getWidth(), getHeight());
        }
    };
    private final Label header = new Label();
    private final FlowPane tags = new FlowPane();
    private final Label received = new Label();
    private final Label text = new Label();
    /** Tag labels, the first ones shown (in {@link #tags}, before {@link #received}). */
    private final List<Label> tagLabels = new ArrayList<>();
    /** Line labels under the text, the first ones shown. */
    private final List<Label> lineLabels = new ArrayList<>();
    private Node offered;

    /**
     * @param list the list the cell is in: a card is as wide as the list, so its text wraps there
     * @param actions what the card offers to do with the post (like it, follow its author)
     */
    LivePostCell(ListView<LivePost> list, CardActions actions) {
        this.actions = actions;
        prefWidthProperty().bind(list.widthProperty().subtract(24));
        setMaxWidth(Region.USE_PREF_SIZE);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        card.getStyleClass().add("joined-card");
        header.getStyleClass().addAll("strong", "joined-author");
        text.setWrapText(true);
        text.setMaxWidth(900);
        tags.getStyleClass().add("live-tags");
        tags.setHgap(6);
        received.getStyleClass().add("live-received");
        tags.getChildren().add(received);
        // Under the author line, not at the foot: the cell's fixed height may cut a long card's foot.
        card.getChildren().addAll(header, tags, text);
        card.setManaged(false);
        holder.getChildren().add(card);
        holder.prefWidthProperty().bind(widthProperty().subtract(paddingWidth()));
        holder.prefHeightProperty().bind(heightProperty().subtract(paddingHeight()));
    }

    private javafx.beans.binding.DoubleBinding paddingWidth() {
        return javafx.beans.binding.Bindings.createDoubleBinding(() -> snappedLeftInset() + snappedRightInset(),
                paddingProperty(), insetsProperty());
    }

    private javafx.beans.binding.DoubleBinding paddingHeight() {
        return javafx.beans.binding.Bindings.createDoubleBinding(() -> snappedTopInset() + snappedBottomInset(),
                paddingProperty(), insetsProperty());
    }

    @Override
    protected void updateItem(LivePost post, boolean empty) {
        super.updateItem(post, empty);
        if (empty || post == null) {
            setGraphic(null);
            return;
        }
        LivePost.Words words = post.words();
        header.setText(words.header());
        show(text, post.joined() == null ? "" : post.joined().text());
        for (int i = 0; i < Math.max(words.tags().size(), tagLabels.size()); i++) {
            show(tag(i), i < words.tags().size() ? words.tags().get(i) : "");
        }
        show(received, words.received());
        for (int i = 0; i < Math.max(words.lines().size(), lineLabels.size()); i++) {
            JoinedPostCell.Line line = i < words.lines().size() ? words.lines().get(i) : null;
            Label label = line(i);
            if (line != null && !label.getStyleClass().contains(line.styleClass())) {
                label.getStyleClass().setAll("label", line.styleClass());
            }
            show(label, line == null ? "" : line.text());
        }
        offer(post);
        setGraphic(holder);
    }

    /** Like / Follow for the post shown, where the card offers them (a node of the Publishing feature's, per post). */
    private void offer(LivePost post) {
        if (actions == CardActions.NONE) {
            return;
        }
        if (offered != null) {
            tags.getChildren().remove(offered);
        }
        offered = post.joined() == null ? null : actions.forPost(post.id(), post.joined().post().path("author_id").asText(""),
                post.joined().author() != null && post.joined().author().isResolved()
                        ? post.joined().author().text("username") : null);
        if (offered != null) {
            tags.getChildren().add(offered);
        }
    }

    /** The {@code i}th tag label, made once. */
    private Label tag(int i) {
        while (tagLabels.size() <= i) {
            Label tag = new Label();
            tag.setMnemonicParsing(false);
            tag.getStyleClass().add("live-tag");
            tags.getChildren().add(tagLabels.size(), tag);
            tagLabels.add(tag);
        }
        return tagLabels.get(i);
    }

    /** The {@code i}th line label under the text, made once. */
    private Label line(int i) {
        while (lineLabels.size() <= i) {
            Label line = new Label();
            line.setWrapText(true);
            card.getChildren().add(line);
            lineLabels.add(line);
        }
        return lineLabels.get(i);
    }

    /** Shows {@code label} with {@code words}, or hides it (out of the layout) for none. */
    private static void show(Label label, String words) {
        boolean shown = !words.isEmpty();
        label.setText(words);
        label.setVisible(shown);
        label.setManaged(shown);
    }

    /** A rule as its tag shows: the tag (or the id when it has none) and the similarity where X sent one. */
    static String tagText(MatchingRule rule) {
        String name = rule.tag() == null || rule.tag().isBlank() ? Messages.text("live.rule.untagged", rule.id())
                : rule.tag();
        return rule.semantic() ? Messages.text("live.rule.similarity", name,
                LocalFormat.forUser().decimal(rule.similarity(), 2)) : name;
    }
}
