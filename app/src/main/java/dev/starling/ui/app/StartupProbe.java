package dev.starling.ui.app;

import dev.starling.ui.shell.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;

/**
 * Start-up measurement hooks, off unless {@code -Dstarling.startup.probe} is set (the start-up script
 * and the build's class-archive training run set it; a normal start never does).
 * <ul>
 * <li>{@code true}: prints {@value #FIRST_FRAME} on the window's first frame (the first pulse laid out
 *     while the window is showing) and quits.</li>
 * <li>{@code switch}: then waits for the workspaces to be usable, visits each one not yet shown with its
 *     Ctrl+digit key and prints {@code starling-probe switch <id> <ms> <ms>}: from the key press to the
 *     first frame that no longer shows the previous page, and to the first frame of the built page (the
 *     same figure when the page is built at once), then quits. The class-archive training run uses this mode, so every workspace's
 *     classes are loaded once.</li>
 * <li>{@code usable}: waits for the main window (the stores and the embedded sandbox started, its state
 *     restored), prints {@code starling-probe usable <resident KiB>} on its first frame and quits.</li>
 * </ul>
 */
public final class StartupProbe {

    static final String PROPERTY = "starling.startup.probe";
    /** The line printed on the first frame; the bare-window baseline prints the same. */
    public static final String FIRST_FRAME = "starling-probe first-frame";

    private StartupProbe() {
    }

    static boolean enabled() {
        String value = System.getProperty(PROPERTY, "");
        return !value.isEmpty() && !"false".equalsIgnoreCase(value);
    }

    static boolean switching() {
        return "switch".equalsIgnoreCase(System.getProperty(PROPERTY, ""));
    }

    /** Whether to wait for the first usable page (the main window) rather than the first frame. */
    static boolean untilUsable() {
        return "usable".equalsIgnoreCase(System.getProperty(PROPERTY, ""));
    }

    /** The line of {@code usable}: with this process's resident memory (Linux's VmRSS; -1 elsewhere). */
    static void printUsable() {
        long kib = -1;
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    kib = Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (java.io.IOException | RuntimeException notLinux) {
            // -1: not measured
        }
        print("starling-probe usable " + kib);
    }

    static void printFirstFrame() {
        print(FIRST_FRAME);
    }

    /**
     * Visits every workspace in rail order but the one shown, as a person pressing Ctrl+1..Ctrl+9 would,
     * one per frame, and prints each visit's time from the key press to the new page's first frame.
     */
    static void switchThrough(Stage stage, Workspace shown, Runnable done) {
        List<Workspace> targets = new ArrayList<>(List.of(Workspace.values()));
        targets.remove(shown);
        visit(stage, targets, 0, done);
    }

    private static void visit(Stage stage, List<Workspace> targets, int index, Runnable done) {
        if (index == targets.size()) {
            done.run();
            return;
        }
        Workspace target = targets.get(index);
        Scene scene = stage.getScene();
        long pressed = System.nanoTime();
        long[] firstFrame = {-1};
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                long now = (System.nanoTime() - pressed) / 1_000_000;
                if (firstFrame[0] < 0) {
                    firstFrame[0] = now;
                }
                // A page built after an "Opening ..." frame: its own first frame is timed too.
                if (scene.lookup("#opening-" + target.id()) != null) {
                    return;
                }
                scene.removePostLayoutPulseListener(this);
                print(String.format(Locale.ROOT, "starling-probe switch %s %d %d", target.id(), firstFrame[0], now));
                // The next visit starts from an idle FX thread, after this frame.
                Platform.runLater(() -> visit(stage, targets, index + 1, done));
            }
        });
        KeyCode digit = KeyCode.valueOf("DIGIT" + target.shortcut());
        Event.fireEvent(scene.getFocusOwner() != null ? scene.getFocusOwner() : scene.getRoot(),
                new KeyEvent(KeyEvent.KEY_PRESSED, "", "", digit, false, true, false, false));
    }

    private static void print(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
