package dev.starling.ui.common;

import java.util.ArrayDeque;
import java.util.Queue;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;

/**
 * Work done ahead, one piece per JavaFX pulse, once a node's window is showing: e.g. the later steps of
 * a wizard built and laid out while the person is still on the first, so no single frame pays for all
 * of them (a long frame is a stall a person sees). The pieces start a few pulses after the window first
 * shows, so its own first frames stay light; whoever needs a piece earlier does it itself.
 */
public final class OnePerPulse {

    /** Pulses left alone after the window shows: its first layout and paint. */
    private static final int SETTLE_PULSES = 3;

    private final Node node;
    private final Queue<Runnable> pieces = new ArrayDeque<>();
    private int settle = SETTLE_PULSES;
    private boolean shown;
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            runNext();
        }
    };

    /** @param node the work starts once this node's window is showing */
    public OnePerPulse(Node node) {
        this.node = node;
    }

    /** Queues {@code piece} and makes sure the pulses run it; call on the FX thread. */
    public void add(Runnable piece) {
        pieces.add(piece);
        timer.start();
    }

    private void runNext() {
        var scene = node.getScene();
        boolean showing = scene != null && scene.getWindow() != null && scene.getWindow().isShowing();
        if (shown && !showing) {
            // the window was closed: nothing ahead is needed any more
            pieces.clear();
            timer.stop();
            return;
        }
        shown |= showing;
        if (!showing || settle-- > 0) {
            return;
        }
        Runnable piece = pieces.poll();
        if (piece == null) {
            timer.stop();
            return;
        }
        piece.run();
    }
}
