package dev.starling.ui.live;

import dev.starling.core.stream.MatchingRule;
import dev.starling.core.stream.StreamPost;
import dev.starling.ui.common.CardActions;
import dev.starling.ui.common.LocalFormat;
import dev.starling.ui.common.TableRowsWarmUp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
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
            {"data":{"id":"1850000000000000001","text":"Warm-up #Launch https://t.co/x @someone caf\\u00e9 \\u00fcber \\u0645\\u0631\\u062d\\u0628\\u0627 \\ud83d\\ude80","author_id":"2244994945",\
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
        LivePost post = sample(1);
        post.matches("launch");
        ListView<LivePost> list = new ListView<>();
        LivePostCell cell = new LivePostCell(list, CardActions.NONE);
        cell.updateListView(list);
        cell.setSkin(new ListCellSkin<>(cell));
        cell.updateItem(post, false);
        return cell;
    }

    /** The sample post under the {@code n}th id, matching both sample rules, received now. */
    private static LivePost sample(int n) {
        return LivePost.of(new StreamPost(Long.toString(1_850_000_000_000_000_000L + n), SAMPLE,
                List.of(new MatchingRule("1", "launch", Double.NaN, Double.NaN),
                        new MatchingRule("2", "semantic", 0.71, 0.3)), Instant.now()));
    }

    /**
     * What the detached cell cannot do, in steps for the FX thread, one a frame, before a stream is connected: the
     * console's post list with sample posts, and a table of rule counts, hidden in the window's own scene (in
     * {@code host}, out of its layout: JavaFX keeps its CSS caches per scene), with the console's stylesheets, styled
     * and laid out (the list's cells made, their cards styled, their text measured), then given newer posts on top as
     * a hand-over does (each row's card given another post's words) and laid out again, drawn once into an image, and
     * taken out. Without it the first hand-over of a burst did all of this for the first time, in one frame.
     */
    static List<Runnable> inScene(Pane host) {
        InScene steps = new InScene(host);
        return List.of(steps::styled, steps::laidOut, steps::handedOver, steps::handedOver, steps::drawn, steps::dropped);
    }

    /** The hidden list and table in the window's scene, between the steps of {@link #inScene}. */
    private static final class InScene {
        private static final int ROWS = 8;
        private final Pane host;
        private VBox root;
        private ListView<LivePost> list;
        private int made;

        InScene(Pane host) {
            this.host = host;
        }

        void styled() {
            list = new ListView<>();
            list.getStyleClass().add("live-posts");
            list.setFocusTraversable(false);
            list.setCellFactory(owner -> new LivePostCell(owner, CardActions.NONE));
            list.getItems().setAll(newer());
            TableView<String> counts = new TableView<>();
            for (String title : List.of("tag", "count", "share")) {
                TableColumn<String, String> column = new TableColumn<>(title);
                column.setCellValueFactory(row -> new ReadOnlyStringWrapper(row.getValue()));
                counts.getColumns().add(column);
            }
            counts.getItems().setAll("launch", "semantic");
            counts.setFocusTraversable(false);
            root = new VBox(list, counts);
            root.getStyleClass().add("workspace");
            for (String sheet : List.of("/dev/starling/ui/common/shared.css", "/dev/starling/ui/live/live.css")) {
                var url = LiveWarmUp.class.getResource(sheet);
                if (url != null) {
                    root.getStylesheets().add(url.toExternalForm());
                }
            }
            root.setManaged(false);
            root.setVisible(false);
            root.setMouseTransparent(true);
            root.resize(Math.max(800, host.getWidth()), 800);
            host.getChildren().add(root);
            root.applyCss();
        }

        void laidOut() {
            root.layout();
            root.applyCss();
            root.layout();
        }

        void handedOver() {
            list.getItems().addAll(0, newer());
            root.applyCss();
            root.layout();
        }

        void drawn() {
            root.snapshot(null, null);
        }

        void dropped() {
            host.getChildren().remove(root);
            list.getItems().clear();
        }

        private List<LivePost> newer() {
            List<LivePost> posts = new ArrayList<>(ROWS);
            for (int i = 0; i < ROWS; i++) {
                posts.add(0, sample(++made));
            }
            return posts;
        }
    }
}
