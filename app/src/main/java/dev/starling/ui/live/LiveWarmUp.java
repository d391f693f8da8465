package dev.starling.ui.live;

import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.TableRowsWarmUp;
import java.time.Instant;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.ListCellSkin;

/**
 * What the console's first hand-over of posts needs, done off the FX thread before a stream is connected: a sample
 * stream line parsed and joined as the stream's thread does ({@link LivePost#of}), a detached post cell with its
 * card, rule tags and skin, a detached row of the per-rule table and the locale's number and time formats. Given to
 * the window's composition ({@link LiveViews#warmUps}); without it the first second of a burst loaded the card's
 * classes and ran their first code in its frames.
 */
final class LiveWarmUp {

    /** A post as X's filtered stream sends it, with an author expansion and two matching rules (one semantic). */
    private static final String SAMPLE = """
            {"data":{"id":"1850000000000000001","text":"Warm-up #Launch https://t.co/x @someone","author_id":"2244994945",\
            "created_at":"2026-11-27T12:00:00.000Z","lang":"en","entities":{"hashtags":[{"start":8,"end":15,"tag":"Launch"}]}},\
            "includes":{"users":[{"id":"2244994945","name":"Warm Up","username":"warmup"}]},\
            "matching_rules":[{"id":"1","tag":"launch"},{"id":"2","tag":"semantic"}]}""";

    private LiveWarmUp() {
    }

    static Runnable create() {
        return new TableRowsWarmUp(List.of(LivePostCell.class.getName(), ArrivalBatcher.class.getName(),
                "javafx.scene.control.skin.ListCellSkin", "javafx.scene.layout.FlowPane"), () -> {
            sampleCell().prefHeight(-1);
            TableView<LiveViewModel.RuleRow> rules = new TableView<>();
            TableColumn<LiveViewModel.RuleRow, String> tag = new TableColumn<>("tag");
            tag.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue().tag()));
            rules.getColumns().add(tag);
            TableRowsWarmUp.makeOneRow(rules, tag, new TableCell<>());
            LocalFormat.forUser().number(1_234_567);
            LocalFormat.forUser().decimal(12.5, 0);
            LocalFormat.forUser().preciseTime(Instant.now());
        });
    }

    /** A detached post cell, with its skin, showing the sample post as the stream's thread would have made it ready. */
    static LivePostCell sampleCell() {
        LivePost post = LivePost.of(new StreamPost("1850000000000000001", SAMPLE,
                List.of(new MatchingRule("1", "launch", Double.NaN, Double.NaN),
                        new MatchingRule("2", "semantic", 0.71, 0.3)), Instant.now()));
        post.matches("launch");
        ListView<LivePost> list = new ListView<>();
        LivePostCell cell = new LivePostCell(list, CardActions.NONE);
        cell.updateListView(list);
        cell.setSkin(new ListCellSkin<>(cell));
        cell.updateItem(post, false);
        return cell;
    }
}
