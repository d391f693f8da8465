package dev.starling.ui.shell;

import dev.starling.core.config.WindowGeometry;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.Visibility;
import dev.starling.ui.common.MappedWindow;
import dev.starling.ui.theme.ThemeManager;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * The start-up shell: the main window's frame (rail, status bar) with what is starting in the middle,
 * drawn as soon as the toolkit is up while the stores and the sandbox start behind it. The main
 * window then takes the same stage over; on a failure the shell stays and says why.
 *
 * <p>Unlike the other views it is built in code, without FXML, icons or tooltips: it is the one view
 * on the path to the first frame, and the FXML loader's and the icon font's first use cost more
 * than the rest of the shell together (docs/decisions/0021). The main window loads them right after.
 */
public final class StartupView {

    private final StartupViewModel viewModel;
    private final Runnable quit;

    /** @param quit ends the application (the Quit button shown after a failed start) */
    public StartupView(StartupViewModel viewModel, Runnable quit) {
        this.viewModel = viewModel;
        this.quit = quit;
    }

    /** Reports the shell's place while the main window is not up yet; stopped when it takes the stage over. */
    private WindowPlace place;

    /**
     * Shows the shell on {@code stage} in {@code themes}' theme, where the last window stood (when that
     * is still on a screen) or at the size a first start has.
     *
     * @param moved told where the window stands each time the person moves or resizes it before the main
     *     window takes it over (a start can take seconds: a change then must survive the app being killed)
     */
    public void show(Stage stage, ThemeManager themes, Optional<WindowGeometry> lastWindow,
                     java.util.function.Consumer<WindowGeometry> moved) {
        themes.applyBeforeFirstControl();
        WindowGeometry geometry = lastWindow.filter(MainWindow::onSomeScreen).orElseGet(MainWindow::firstRunGeometry);
        Scene scene = new Scene(root(), geometry.width(), geometry.height());
        themes.attach(scene);
        stage.setScene(scene);
        stage.setTitle(ViewLoader.messages().getString("app.title"));
        stage.setX(geometry.x());
        stage.setY(geometry.y());
        stage.setWidth(geometry.width());
        stage.setHeight(geometry.height());
        stage.setMaximized(geometry.maximized());
        stage.show();
        MappedWindow.keep(stage, geometry.x(), geometry.y(), geometry.width(), geometry.height(), () -> {
            if (stage.getScene() == scene) {
                place = WindowPlace.watch(stage, geometry.maximized() ? geometry : null, moved);
            }
        });
        // The main window takes the stage over with a scene of its own: from then on it reports the place.
        stage.sceneProperty().addListener((obs, old, now) -> {
            if (now != scene && place != null) {
                place.stop();
            }
        });
    }

    private BorderPane root() {
        ResourceBundle messages = ViewLoader.messages();
        VBox rail = new VBox();
        rail.getStyleClass().add("nav-rail");
        for (Workspace workspace : Workspace.values()) {
            ToggleButton button = new ToggleButton(messages.getString("workspace." + workspace.id()));
            button.getStyleClass().add("nav-button");
            button.setMaxWidth(Double.MAX_VALUE);
            // Not yet usable: the workspaces need the services that are starting.
            button.setDisable(true);
            rail.getChildren().add(button);
        }
        Label brand = new Label(messages.getString("app.title"));
        brand.getStyleClass().add("rail-brand");
        VBox railContainer = new VBox(brand, rail);
        railContainer.getStyleClass().add("rail-container");

        ProgressIndicator progress = new ProgressIndicator();
        progress.getStyleClass().add("startup-progress");
        Label status = new Label();
        status.setId("startupStatus");
        status.setWrapText(true);
        status.textProperty().bind(viewModel.statusProperty());
        Button quitButton = new Button(messages.getString("startup.quit"));
        quitButton.setOnAction(event -> quit.run());
        Visibility.showWhen(quitButton, viewModel.failedProperty());
        Visibility.showWhen(progress, viewModel.failedProperty().not());
        VBox center = new VBox(progress, status, quitButton);
        center.getStyleClass().add("startup-status");

        HBox statusBar = new HBox(new Label(messages.getString("status.environment")),
                new Label(messages.getString("startup.environmentPending")));
        statusBar.getChildren().get(1).getStyleClass().add("status-environment");
        statusBar.getStyleClass().add("status-bar");

        BorderPane root = new BorderPane(center, null, null, statusBar, railContainer);
        root.getStyleClass().add("main-window");
        root.getStylesheets().add(MainWindow.class.getResource("/dev/starling/ui/shell/main.css").toExternalForm());
        return root;
    }
}
