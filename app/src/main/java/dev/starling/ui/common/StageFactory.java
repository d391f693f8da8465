package dev.starling.ui.common;

import dev.starling.ui.theme.ThemeManager;
import java.util.function.Supplier;
import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Where the app's windows are made: each over its owner, themed, sized by a {@link SizePolicy} on the
 * owner's screen, and kept at that size and place once the window system has answered
 * ({@link WindowPlacementFix}). The main window takes the same size policy and fix for the stage JavaFX
 * gives it. Dialogs have their own ({@code DialogWindows}). FX thread only.
 */
public final class StageFactory {

    private final ThemeManager themes;
    private final Supplier<Window> owner;

    /** @param owner the window new windows belong to (null while there is none) */
    public StageFactory(ThemeManager themes, Supplier<Window> owner) {
        this.themes = themes;
        this.owner = owner;
    }

    /** A new window over the owner, not shown yet. */
    public Stage stage() {
        Stage stage = new Stage();
        Window parent = owner.get();
        if (parent != null) {
            stage.initOwner(parent);
        }
        return stage;
    }

    /** {@code root} as {@code stage}'s themed scene, styled now (so showing the window does not style it). */
    public Scene scene(Stage stage, Parent root) {
        Scene scene = new Scene(root);
        themes.attach(scene);
        ToggleMnemonics.install(stage);
        stage.setScene(scene);
        root.applyCss();
        return scene;
    }

    /** Sizes {@code stage} by {@code size} on its owner's screen and shows it. */
    public void show(Stage stage, SizePolicy size) {
        Rectangle2D screen = screenOf(stage.getOwner()).getVisualBounds();
        double[] wanted = size.on(screen.getWidth(), screen.getHeight());
        stage.setWidth(wanted[0]);
        stage.setHeight(wanted[1]);
        stage.show();
    }

    /** After {@link #show}: the size it was shown at is asked again once the window system answered. */
    public void keepShownSize(Stage stage) {
        WindowPlacementFix.keepShownSize(stage, () -> { });
    }

    /** The screen {@code window} is on, or the primary one. */
    public static Screen screenOf(Window window) {
        if (window == null) {
            return Screen.getPrimary();
        }
        return Screen.getScreensForRectangle(window.getX(), window.getY(), window.getWidth(), window.getHeight())
                .stream().findFirst().orElse(Screen.getPrimary());
    }

    /**
     * A window's size on a screen: a share of the screen's width and height, at least {@code leastWidth} x
     * {@code leastHeight} and at most {@code mostWidth} x {@code mostHeight}, never larger than the screen.
     */
    public record SizePolicy(double leastWidth, double leastHeight, double widthShare, double heightShare,
                             double mostWidth, double mostHeight) {

        /** Width and height on a screen of {@code screenWidth} x {@code screenHeight} (its visual bounds). */
        public double[] on(double screenWidth, double screenHeight) {
            double width = Math.min(Math.max(leastWidth, Math.min(mostWidth, widthShare * screenWidth)), screenWidth);
            double height = Math.min(Math.max(leastHeight, Math.min(mostHeight, heightShare * screenHeight)), screenHeight);
            return new double[] {Math.floor(width), Math.floor(height)};
        }
    }
}
