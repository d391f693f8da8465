package dev.starling.ui.upload;

import dev.starling.ui.frames.Frames;
import dev.starling.ui.frames.FrameScheduler;
import dev.starling.ui.Visibility;
import dev.starling.ui.FxmlView;
import dev.starling.ui.common.DeliberateButton;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FileDrops;
import dev.starling.core.text.Messages;
import dev.starling.ui.upload.UploadWizardViewModel.Step;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;

/**
 * The upload wizard's shell: the title, the row of steps, Back / Close / Next, and the current step's
 * view. Each step is a view of its own ({@link FileStepView} ... {@link RunStepView}); this class only
 * switches between them. The window opens with the first step only; the others are built and laid out
 * ahead, one per pulse, while the person is still choosing the file (a step needed sooner is built then).
 */
public final class UploadWizardView extends FxmlView {

    private final UploadWizardViewModel viewModel;
    private final FileStepView fileStep;
    private SettingsStepView settingsStep;
    private final Map<Step, Supplier<Node>> builders = new EnumMap<>(Step.class);
    private final Map<Step, Node> panes = new EnumMap<>(Step.class);
    private final Map<Step, Label> stepLabels = new EnumMap<>(Step.class);

    @FXML private Label titleLabel;
    @FXML private HBox stepRow;
    @FXML private StackPane body;
    @FXML private Button backButton;
    @FXML private Button closeButton;
    @FXML private Button nextButton;

    /** @param dialogs the Dialogs port over the wizard's window (its file choosers) */
    public UploadWizardView(UploadWizardViewModel viewModel, Dialogs dialogs) {
        this.viewModel = viewModel;
        this.fileStep = new FileStepView(viewModel.source(), viewModel::next, dialogs);
        builders.put(Step.FILE, fileStep::root);
        builders.put(Step.COLUMNS, () -> new ColumnsStepView(viewModel.source()).root());
        builders.put(Step.PREVIEW, () -> new PreviewStepView(viewModel.source()).root());
        builders.put(Step.SETTINGS, () -> {
            settingsStep = new SettingsStepView(viewModel.settings());
            return settingsStep.root();
        });
        builders.put(Step.UPLOAD, () -> new RunStepView(viewModel.run(), viewModel::again, dialogs).root());
        load();
        Frames ahead = FrameScheduler.fx().jobsOf(this);
        for (Step step : Step.values()) {
            if (step == Step.FILE) {
                continue; // built now, shown first
            }
            ahead.whenShown(root(), () -> pane(step));
            ahead.whenShown(root(), () -> layOutAhead(step));
        }
        // Anywhere on the wizard, not just the drop zone, while a file is being chosen.
        FileDrops.accept(root(), file -> {
            if (viewModel.stepProperty().get() == Step.FILE) {
                viewModel.source().choose(file);
            }
        });
    }

    /** Puts the caret in the path field, so a path can be typed or pasted straight away. */
    public void focusFirstField() {
        if (viewModel.stepProperty().get() == Step.FILE) {
            fileStep.focus();
        }
    }

    /** The Close button; the window decides what closing means while an upload runs. */
    public Button closeButton() {
        return closeButton;
    }

    @FXML
    private void initialize() {
        if (viewModel.list() != null) {
            // a list, not a file: no file, columns or preview steps; the row says what is sent
            Label label = new Label(Messages.text("upload.list.summary", viewModel.list().label(), viewModel.list().size()));
            label.setId("uploadListSummary");
            label.getStyleClass().addAll("step", "current");
            stepRow.getChildren().add(label);
        } else {
            for (Step step : Step.values()) {
                Label label = new Label(Messages.text("upload.step." + step.name()));
                label.getStyleClass().add("step");
                stepLabels.put(step, label);
                stepRow.getChildren().add(label);
            }
        }
        titleLabel.textProperty().bind(viewModel.titleProperty());
        viewModel.stepProperty().addListener((obs, old, now) -> showStep(now));
        showStep(viewModel.stepProperty().get());

        backButton.setOnAction(event -> viewModel.back());
        nextButton.setOnAction(event -> viewModel.next());
        nextButton.disableProperty().bind(viewModel.canGoNextProperty().not());
        var settingsShown = viewModel.stepProperty().isEqualTo(Step.SETTINGS);
        nextButton.textProperty().bind(Bindings.when(settingsShown)
                .then(viewModel.startLabelProperty()).otherwise(Messages.text("upload.next")));
        // Next is the default while steps are read; on the settings step, where a name and dates are typed,
        // nothing is: Enter there never uploads, nor does Space on the Upload button (a click or Alt+U does).
        nextButton.defaultButtonProperty().bind(settingsShown.not());
        DeliberateButton.guardWhile(nextButton, settingsShown::get);
    }

    /** The step's view, built (hidden, in the body) the first time it is asked for. */
    private Node pane(Step step) {
        return panes.computeIfAbsent(step, each -> {
            Node pane = builders.get(each).get();
            Visibility.show(pane, false);
            body.getChildren().add(pane);
            return pane;
        });
    }

    /**
     * A hidden step laid out at the body's size (it is not managed, so the body leaves its size alone): its
     * skins, table headers and cells are made now, in a pulse of their own, not in the frame it is shown in.
     */
    private void layOutAhead(Step step) {
        if (pane(step) instanceof Parent pane && !pane.isVisible() && body.getWidth() > 0) {
            pane.applyCss();
            pane.resize(body.getWidth(), body.getHeight());
            pane.layout();
        }
    }

    private void showStep(Step step) {
        pane(step);
        panes.forEach((each, pane) -> Visibility.show(pane, each == step));
        stepLabels.forEach((each, label) -> {
            label.getStyleClass().remove("current");
            if (each == step) {
                label.getStyleClass().add("current");
            }
        });
        backButton.setDisable(!viewModel.canGoBack());
        if (step == Step.SETTINGS) {
            settingsStep.shown();
        }
        Visibility.show(nextButton, step != Step.UPLOAD);
    }
}
