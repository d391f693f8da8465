package dev.starling.ui.shell;

import dev.starling.core.config.WindowGeometry;
import dev.starling.ui.ViewLoader;
import dev.starling.ui.Visibility;
import dev.starling.ui.theme.ThemeManager;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The start-up shell: the main window's frame (rail, status bar) with what is starting in the middle,
 * drawn as soon as the toolkit is up while the stores and the sandbox start behind it. The main
 * window then takes the same stage over; on a failure the shell stays and says why.
 */
public final class StartupView {

    private final StartupViewModel viewModel;
    private final Runnable quit;

    @FXML private VBox navRail;
    @FXML private ProgressIndicator progress;
    @FXML private Label statusLabel;
    @FXML private Button quitButton;

    /** @param quit ends the application (the Quit button shown after a failed start) */
    public StartupView(StartupViewModel viewModel, Runnable quit) {
        this.viewModel = viewModel;
        this.quit = quit;
    }

    /**
     * Shows the shell on {@code stage} at the saved geometry when there is one on some screen (else
     * most of the screen), in {@code themes}' theme.
     */
    public void show(Stage stage, ThemeManager themes, Optional<WindowGeometry> saved, Optional<Workspace> last) {
        WindowGeometry geometry = saved.filter(MainWindow::onSomeScreen).orElseGet(MainWindow::firstRunGeometry);
        Scene scene = new Scene(ViewLoader.load("/dev/starling/ui/shell/StartupView.fxml", this),
                geometry.width(), geometry.height());
        themes.attach(scene);
        last.ifPresent(workspace -> ((ToggleButton) navRail.lookup("#nav-" + workspace.id())).setSelected(true));
        stage.setScene(scene);
        stage.setTitle(ViewLoader.messages().getString("app.title"));
        stage.setX(geometry.x());
        stage.setY(geometry.y());
        stage.setMaximized(geometry.maximized());
        stage.show();
    }

    @FXML
    private void initialize() {
        ResourceBundle messages = ViewLoader.messages();
        for (Workspace workspace : Workspace.values()) {
            ToggleButton button = RailButtons.create(workspace, messages);
            // Not yet usable: the workspaces need the services that are starting.
            button.setDisable(true);
            navRail.getChildren().add(button);
        }
        statusLabel.textProperty().bind(viewModel.statusProperty());
        Visibility.showWhen(quitButton, viewModel.failedProperty());
        Visibility.showWhen(progress, viewModel.failedProperty().not());
    }

    @FXML
    private void quit() {
        quit.run();
    }
}
