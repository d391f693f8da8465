package dev.starling.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.ui.OwnWindow;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The console's warm-up runs the first posts' own path (parse, join, card, tags) off the FX thread. */
class LiveWarmUpTest {

    @BeforeAll
    static void toolkit() throws Exception {
        OwnWindow.toolkit();
    }

    @Test
    void theSampleCellIsMadeInTheBackgroundWithTheJoinedAuthorAndEachRuleTag() throws Exception {
        AtomicReference<LivePostCell> made = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread background = new Thread(() -> {
            made.set(LiveWarmUp.sampleCell());
            LiveWarmUp.create().run();
        }, "warm-up test");
        background.setUncaughtExceptionHandler((thread, failure) -> failed.set(failure));
        background.start();
        background.join(30_000);

        assertThat(failed.get()).isNull();
        List<String> texts = new ArrayList<>();
        collect(made.get().getGraphic(), texts);
        assertThat(texts).anyMatch(text -> text.contains("@warmup"));
        assertThat(texts).contains("launch", LivePostCell.tagText(new dev.starling.core.stream.MatchingRule("2", "semantic",
                0.71, 0.3)));
    }

    private static void collect(Node node, List<String> texts) {
        if (node instanceof Label label) {
            texts.add(label.getText());
        }
        if (node instanceof Parent parent) {
            parent.getChildrenUnmodifiable().forEach(child -> collect(child, texts));
        }
    }
}
