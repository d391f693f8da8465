package dev.starling.ui.shell;

import dev.starling.ui.common.StageFactory;
import dev.starling.ui.Visibility;
import dev.starling.ui.common.WindowPlacementFix;
import dev.starling.ui.common.WorkspaceViews;
import dev.starling.ui.common.FileDrops;
import dev.starling.ui.common.ToggleMnemonics;
import java.util.function.Consumer;
import java.nio.file.Path;
import java.util.Optional;
import dev.starling.core.config.AppSettings;
import dev.starling.core.config.WindowGeometry;
import dev.starling.core.notice.Notice;
import dev.starling.ui.ViewLoader;
import dev.starling.core.text.Messages;
import dev.starling.ui.theme.ThemeManager;
import java.util.EnumMap;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The main window: navigation rail, workspace area with notices above it, status bar. Thin: all
 * state lives in {@link MainViewModel}; workspace views are built lazily by their
 * features' factories ({@link WorkspaceViews}).
 */
public final class MainWindow {

    /** Below this width the widest workspaces (Query, Flexible audiences) collapse their buttons to "...". */
    private static final double WIDEST_WORKSPACE = 1200;
    /** Tall enough for the Flexible audiences tree to show a group of three audiences without scrolling. */
    private static final double FIRST_RUN_HEIGHT = 780;
    /** A first start: 90 % of the screen, at least the widest workspace's width and 780 high (the windows' one size rule). */
    private static final StageFactory.SizePolicy FIRST_RUN_SIZE = new StageFactory.SizePolicy(WIDEST_WORKSPACE,
            FIRST_RUN_HEIGHT, 0.9, 0.9, Double.MAX_VALUE, Double.MAX_VALUE);

    private final Stage stage;
    private final MainViewModel viewModel;
    private final Map<Workspace, WorkspaceViews> viewFactories;
    private final Map<Workspace, Node> views = new EnumMap<>(Workspace.class);
    private final Map<Workspace, ToggleButton> railButtons = new EnumMap<>(Workspace.class);
    private final ThemeManager themes;
    private final ResourceBundle messages = ViewLoader.messages();
    private Scene scene;
    private Consumer<Path> fileDropped;
    /** The window's size and place when not maximised, kept while it is (so they can be saved). */
    private WindowGeometry normalBounds;
    private boolean pagesAfterAFrame;
    /** Set by a Ctrl+digit: the new page takes the keyboard focus once it is shown (not the rail). */
    private boolean focusPageWhenShown;

    @FXML private VBox navRail;
    @FXML private VBox noticeArea;
    @FXML private StackPane content;
    @FXML private Label environmentLabel;
    @FXML private Label basesLabel;
    @FXML private Label dataDirLabel;
    @FXML private Label adAccountLabel;

    public MainWindow(Stage stage, MainViewModel viewModel, Map<Workspace, WorkspaceViews> viewFactories,
                      ThemeManager themes, AppSettings settings) {
        this.stage = stage;
        this.viewModel = viewModel;
        this.viewFactories = viewFactories;
        this.themes = themes;
        themes.preferenceProperty().set(settings.get(AppSettings.THEME));
        themes.preferenceProperty().addListener((obs, old, now) -> viewModel.saveTheme(now));
        viewModel.themeShown(themes.darkProperty().get());
        themes.darkProperty().addListener((obs, old, now) -> viewModel.themeShown(now));
    }

    public void show() {
        Parent root = ViewLoader.load(MainWindow.class, this);
        // The scene's size is the window's first size: a size set on the stage before it shows is
        // not kept by every window system (the window then opened at its minimum, 638 x 395).
        Optional<WindowGeometry> saved = viewModel.savedGeometry().filter(MainWindow::onSomeScreen);
        // Taking over the start-up shell's window: it stays where the person put it meanwhile (moved or
        // resized in the seconds the start took), which is then saved at once.
        WindowGeometry geometry = shown(saved).orElseGet(() -> saved.orElseGet(MainWindow::firstRunGeometry));
        scene = new Scene(root, geometry.width(), geometry.height());
        themes.attach(scene);
        if (fileDropped != null) {
            FileDrops.accept(scene, fileDropped);
        }
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::onShortcut);
        ToggleMnemonics.install(stage);
        stage.setScene(scene);
        normalBounds = geometry;
        placeWindow(geometry);
        stage.setOnCloseRequest(event -> saveState());
        stage.show();
        // Minimums after the window is mapped: set before, some window managers open it at the minimum.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        stage.setMinWidth(Math.min(WIDEST_WORKSPACE, Math.max(WindowGeometry.MIN_WIDTH, screen.getWidth())));
        stage.setMinHeight(WindowGeometry.MIN_HEIGHT);
        // Changes are saved only once the window system has answered (WindowPlacementFix).
        WindowPlacementFix.keep(stage, geometry.x(), geometry.y(), geometry.width(), geometry.height(), () -> {
            WindowPlace.watch(stage, normalBounds, where -> saveState());
            // A place other than the saved one (changed before the listeners were in place, or while the shell
            // was up and the stores not yet open) is saved now.
            if (saved.isEmpty() || !saved.get().equals(currentGeometry())) {
                saveState();
            }
        });
    }

    /** Where the stage stands while the start-up shell shows it; empty when it is not showing yet. */
    private Optional<WindowGeometry> shown(Optional<WindowGeometry> saved) {
        if (!stage.isShowing() || stage.getWidth() <= 0 || stage.getHeight() <= 0) {
            return Optional.empty();
        }
        if (stage.isMaximized()) {
            return Optional.of(saved.map(where -> new WindowGeometry(where.x(), where.y(), where.width(), where.height(),
                    true)).orElseGet(() -> withMaximized(firstRunGeometry())));
        }
        return Optional.of(new WindowGeometry(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false));
    }

    private static WindowGeometry withMaximized(WindowGeometry geometry) {
        return new WindowGeometry(geometry.x(), geometry.y(), geometry.width(), geometry.height(), true);
    }

    private WindowGeometry currentGeometry() {
        WindowGeometry normal = stage.isMaximized() ? normalBounds
                : new WindowGeometry(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false);
        return new WindowGeometry(normal.x(), normal.y(), normal.width(), normal.height(), stage.isMaximized());
    }

    /** Most of the primary screen, centred: what a first start shows. */
    static WindowGeometry firstRunGeometry() {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double[] size = FIRST_RUN_SIZE.on(screen.getWidth(), screen.getHeight());
        double width = size[0];
        double height = size[1];
        return new WindowGeometry(screen.getMinX() + (screen.getWidth() - width) / 2,
                screen.getMinY() + (screen.getHeight() - height) / 2, width, height, false);
    }

    @FXML
    private void initialize() {
        ToggleGroup group = new ToggleGroup();
        for (Workspace workspace : Workspace.values()) {
            ToggleButton button = RailButtons.create(workspace, messages);
            button.setToggleGroup(group);
            button.setOnAction(event -> {
                viewModel.select(workspace);
                button.setSelected(true);
            });
            railButtons.put(workspace, button);
            navRail.getChildren().add(button);
        }
        environmentLabel.textProperty().bind(viewModel.environmentLabelProperty());
        basesLabel.textProperty().bind(viewModel.basesLabelProperty());
        dataDirLabel.textProperty().bind(viewModel.dataDirLabelProperty());
        adAccountLabel.textProperty().bind(viewModel.adAccountLabelProperty());
        Visibility.showWhen(adAccountLabel, viewModel.adAccountLabelProperty().isNotEmpty());
        viewModel.workspaceProperty().addListener((obs, old, now) -> showWorkspace(now));
        showWorkspace(viewModel.workspaceProperty().get());
        viewModel.notices().addListener((ListChangeListener<Notice>) change -> renderNotices());
        renderNotices();
    }

    /** Writes geometry and stays open; called on close and from {@code Application.stop}. */
    public void saveState() {
        if (!stage.isMaximized() && stage.getWidth() > 0 && stage.getHeight() > 0) {
            normalBounds = new WindowGeometry(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false);
        }
        // Maximised, the bounds from before are saved, so un-maximising after a restart returns there.
        if (normalBounds != null) {
            viewModel.saveGeometry(new WindowGeometry(normalBounds.x(), normalBounds.y(), normalBounds.width(),
                    normalBounds.height(), stage.isMaximized()));
        }
    }

    /** Files dropped on the window (outside any view that takes them itself) go to {@code handler}. */
    public void onFileDropped(Consumer<Path> handler) {
        this.fileDropped = handler;
    }

    /** The workspace on screen now. */
    public Workspace shownWorkspace() {
        return viewModel.workspaceProperty().get();
    }

    public ThemeManager themes() {
        return themes;
    }

    /**
     * From now on a workspace's first visit shows "Opening ..." at once and builds the page after that
     * frame, so the key press never leaves the previous page frozen while a large page is built. The
     * launched app turns this on; tests keep building pages at once, as their flows expect.
     */
    public void buildPagesAfterAFrame() {
        pagesAfterAFrame = true;
    }

    private void showWorkspace(Workspace workspace) {
        if (pagesAfterAFrame && scene != null && !views.containsKey(workspace)) {
            Label opening = new Label(Messages.text("startup.openingWorkspace", messages.getString("workspace." + workspace.id())));
            VBox placeholder = new VBox(opening);
            placeholder.setId("opening-" + workspace.id());
            placeholder.getStyleClass().addAll("workspace", "placeholder");
            content.getChildren().setAll(placeholder);
            Runnable build = () -> {
                if (viewModel.workspaceProperty().get() == workspace && content.getChildren().contains(placeholder)) {
                    content.getChildren().setAll(views.computeIfAbsent(workspace, this::createView));
                    focusPageIfAsked();
                }
            };
            scene.addPostLayoutPulseListener(new Runnable() {
                @Override
                public void run() {
                    scene.removePostLayoutPulseListener(this);
                    // After this pulse has drawn the placeholder, not inside it.
                    javafx.application.Platform.runLater(build);
                }
            });
        } else {
            content.getChildren().setAll(views.computeIfAbsent(workspace, this::createView));
            focusPageIfAsked();
        }
        railButtons.get(workspace).setSelected(true);
        stage.setTitle(messages.getString("workspace." + workspace.id()) + " \u2013 " + messages.getString("app.title"));
    }

    private Node createView(Workspace workspace) {
        WorkspaceViews factory = viewFactories.get(workspace);
        if (factory != null) {
            return factory.view();
        }
        Label title = new Label(messages.getString("workspace." + workspace.id()));
        title.getStyleClass().add("title-2");
        Label note = new Label(messages.getString("workspace." + workspace.id() + ".planned"));
        note.setWrapText(true);
        note.getStyleClass().add("planned-note");
        VBox placeholder = new VBox(title, note);
        placeholder.setId("placeholder-" + workspace.id());
        placeholder.getStyleClass().addAll("workspace", "placeholder");
        return placeholder;
    }

    private void renderNotices() {
        noticeArea.getChildren().clear();
        for (Notice notice : viewModel.notices()) {
            Label title = new Label(Messages.text(notice.title()));
            title.getStyleClass().add("notice-title");
            Label text = new Label(Messages.text(notice.message()));
            text.setWrapText(true);
            VBox body = new VBox(title, text);
            HBox.setHgrow(body, Priority.ALWAYS);
            Button dismiss = new Button(messages.getString("notice.dismiss"));
            dismiss.setOnAction(event -> viewModel.dismiss(notice));
            dismiss.setMinWidth(Region.USE_PREF_SIZE);
            HBox row = new HBox(body, dismiss);
            row.getStyleClass().addAll("notice", "notice-" + notice.severity().name().toLowerCase(java.util.Locale.ROOT));
            noticeArea.getChildren().add(row);
        }
        Visibility.show(noticeArea, !viewModel.notices().isEmpty());
    }

    private void onShortcut(KeyEvent event) {
        if (!event.isShortcutDown() || event.isAltDown() || event.isShiftDown()) {
            return;
        }
        WorkspaceKeyCodes.workspaceOf(event.getCode()).ifPresent(target -> {
            focusPageWhenShown = true;
            viewModel.selectByKey(target.key());
            event.consume();
            focusPageIfAsked();
        });
    }

    /**
     * After a Ctrl+digit the focus would stay on the rail button it left, so typing would go nowhere
     * useful (and Enter would press that button): the page's first control takes it instead.
     */
    private void focusPageIfAsked() {
        if (!focusPageWhenShown || content.getChildren().isEmpty()) {
            return;
        }
        Node page = content.getChildren().get(0);
        Runnable focus = () -> {
            if (!content.getChildren().contains(page)) {
                return;
            }
            Node first = firstFocusable(page);
            if (first != null) {
                focusPageWhenShown = false;
                first.requestFocus();
            }
        };
        if (scene == null) {
            javafx.application.Platform.runLater(focus);
            return;
        }
        // After the next layout pulse: the page is laid out, and the scene has done with the focus owner
        // the old page took away (it would otherwise hand the focus back to the rail).
        scene.addPostLayoutPulseListener(new Runnable() {
            @Override
            public void run() {
                scene.removePostLayoutPulseListener(this);
                javafx.application.Platform.runLater(focus);
            }
        });
        javafx.application.Platform.requestNextPulse();
    }

    private static Node firstFocusable(Node node) {
        if (!node.isVisible() || node.isDisabled()) {
            return null;
        }
        if (node.isFocusTraversable() && node instanceof javafx.scene.control.Control) {
            return node;
        }
        if (node instanceof javafx.scene.Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Node found = firstFocusable(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private void placeWindow(WindowGeometry geometry) {
        stage.setX(geometry.x());
        stage.setY(geometry.y());
        stage.setWidth(geometry.width());
        stage.setHeight(geometry.height());
        stage.setMaximized(geometry.maximized());
    }

    /** A window saved on a monitor that is gone would open off-screen: ignore such geometry. */
    static boolean onSomeScreen(WindowGeometry geometry) {
        return !Screen.getScreensForRectangle(geometry.x(), geometry.y(), Math.min(geometry.width(), 100),
                Math.min(geometry.height(), 100)).isEmpty();
    }
}
