package dev.starling.ui.publish;

import dev.starling.core.text.Messages;
import dev.starling.ui.common.CardActions;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;

/**
 * Like / Unlike and Follow / Unfollow as small buttons on a post's card in Query's results; where the
 * environment's access tier lacks them, the buttons are off and the tier's rule is said beside them.
 */
public final class RelationButtons implements CardActions {

    private final RelationsViewModel relations;

    public RelationButtons(RelationsViewModel relations) {
        this.relations = relations;
    }

    @Override
    public Node forPost(String postId, String authorId, String authorUsername) {
        if (postId == null || postId.isBlank()) {
            return null;
        }
        Button like = small("cardLike");
        like.textProperty().bind(Bindings.createStringBinding(() -> Messages.text(relations.liked().contains(postId)
                ? "publishui.relations.unlike" : "publishui.relations.like"), relations.liked()));
        like.setOnAction(event -> relations.toggleLike(postId));
        HBox row = new HBox(6, like);
        row.getStyleClass().add("card-actions");
        boolean author = authorId != null && !authorId.isBlank();
        Button follow = small("cardFollow");
        if (author) {
            String name = authorUsername == null || authorUsername.isBlank() ? authorId : authorUsername;
            follow.textProperty().bind(Bindings.createStringBinding(() -> Messages.text(
                    relations.followed().contains(authorId) ? "publishui.relations.unfollow"
                            : "publishui.relations.follow", name), relations.followed()));
            follow.setOnAction(event -> relations.toggleFollow(authorId, name));
            row.getChildren().add(follow);
        }
        Label outcome = new Label();
        outcome.getStyleClass().add("help-text");
        outcome.setWrapText(true);
        Optional<String> likeRule = relations.tierRule(RelationsViewModel.Kind.LIKE);
        Optional<String> followRule = relations.tierRule(RelationsViewModel.Kind.FOLLOW);
        like.setDisable(likeRule.isPresent());
        follow.setDisable(followRule.isPresent());
        if (likeRule.isPresent() || followRule.isPresent()) {
            outcome.setText(Messages.text("publishui.relations.tier"));
            outcome.setTooltip(new Tooltip(likeRule.or(() -> followRule).get()));
        } else {
            outcome.textProperty().bind(Bindings.createStringBinding(() -> {
                String said = relations.outcomes().get(postId);
                return said != null ? said : author ? relations.outcomes().getOrDefault(authorId, "") : "";
            }, relations.outcomes()));
        }
        row.getChildren().add(outcome);
        return row;
    }

    private static Button small(String id) {
        Button button = new Button();
        button.setId(id);
        button.getStyleClass().addAll("small", "flat");
        button.setMnemonicParsing(false);
        return button;
    }
}
