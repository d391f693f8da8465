package dev.starling.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/** The layering rules of the house style, checked on the production classes. */
@AnalyzeClasses(packages = "dev.starling", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    @ArchTest
    static final ArchRule nothing_outside_ui_uses_javafx = noClasses()
            .that().resideOutsideOfPackage("dev.starling.ui..")
            .should().dependOnClassesThat().resideInAPackage("javafx..")
            .because("core, sandbox, boot and cli must run without the JavaFX toolkit");

    @ArchTest
    static final ArchRule view_models_do_not_touch_the_scene_graph = noClasses()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAPackage("javafx.scene..")
            .because("view-models are unit-tested without the toolkit; only views build nodes");

    @ArchTest
    static final ArchRule sandbox_depends_only_on_itself = noClasses()
            .that().resideInAPackage("dev.starling.sandbox..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.starling.core..", "dev.starling.ui..",
                    "dev.starling.boot..", "dev.starling.cli..")
            .because("the emulator must not share code with the client it is used to test");

    @ArchTest
    static final ArchRule core_does_not_depend_on_outer_layers = noClasses()
            .that().resideInAPackage("dev.starling.core..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.starling.ui..", "dev.starling.boot..",
                    "dev.starling.cli..", "dev.starling.sandbox..")
            .because("core is the innermost layer; the sandbox reaches it only through boot");

    @ArchTest
    static final ArchRule cli_does_not_use_the_window = noClasses()
            .that().resideInAPackage("dev.starling.cli..")
            .should().dependOnClassesThat().resideInAPackage("dev.starling.ui..")
            .because("the command line runs where there is no window; words come from core.text");

    @ArchTest
    static final ArchRule core_finds_nothing_by_service_loader = noClasses()
            .that().resideInAPackage("dev.starling.core..")
            .should().dependOnClassesThat().haveFullyQualifiedName("java.util.ServiceLoader")
            .because("what core needs from the composition (the durable store's migrations) is passed in code by"
                    + " boot, where the dependency shows; a ServiceLoader lookup hides a core -> boot dependency");

    @ArchTest
    static final ArchRule core_reports_keys_not_words = noClasses()
            .that().resideInAPackage("dev.starling.core..")
            .and().resideOutsideOfPackage("dev.starling.core.text..")
            .should().dependOnClassesThat().haveFullyQualifiedName("dev.starling.core.text.Messages")
            .because("core reports a problem as a bundle key with arguments (BundleText); the window and the"
                    + " command line word it");

    @ArchTest
    static final ArchRule core_failures_carry_their_words = classes()
            .that().resideInAPackage("dev.starling.core..")
            .and().areAssignableTo(Throwable.class)
            .and().arePublic()
            .should().implement("dev.starling.core.text.Worded")
            .because("a failure core reports reaches the screen and the command line as its bundle text"
                    + " (FailureText, StarlingCommand.messageOf); its message is for logs and holds no words");

    @ArchTest
    static final ArchRule upload_reasons_are_bundle_texts = fields()
            .that().areDeclaredInClassesThat().resideInAPackage("dev.starling.core.upload..")
            .and().haveNameMatching("reason|error|failure")
            .should().haveRawType("dev.starling.core.text.BundleText")
            .because("why a value is rejected, a batch refused or a run failed reaches the preview grid, the command"
                    + " line and the rejection report, each wording it through the bundle: core.upload holds no English");

    // --- one logging API, one dialog port, services built in one place ------------------------

    /** The one class that configures the logging backend (System.Logger's default is java.util.logging). */
    static final String LOGGING_BACKEND = "dev.starling.boot.Logging";

    @ArchTest
    static final ArchRule one_logging_api = noClasses()
            .that().resideInAPackage("dev.starling..")
            .and(DescribedPredicate.describe("are not the logging backend's configuration",
                    (JavaClass c) -> !outermost(c).equals(LOGGING_BACKEND)))
            .should().dependOnClassesThat().resideInAPackage("java.util.logging..")
            .because("every class logs through System.Logger; only boot.Logging configures the backend behind it");

    /** The port's implementation: the only classes that open choosers, dialogs and the clipboard. */
    static final Set<String> DIALOG_PORT = Set.of("dev.starling.ui.common.FxDialogs",
            "dev.starling.ui.common.DialogWindows");

    /** The window's composition: it builds the port's one implementation and hands it to the features. */
    static final String COMPOSITION = "dev.starling.ui.app";

    static final DescribedPredicate<JavaClass> DIALOG_TYPES = DescribedPredicate.describe(
            "are file choosers, dialogs, alerts, text prompts or the system clipboard",
            c -> c.getName().equals("javafx.stage.FileChooser") || c.getName().equals("javafx.stage.DirectoryChooser")
                    || c.getName().equals("javafx.scene.input.Clipboard")
                    || c.isAssignableTo("javafx.scene.control.Dialog") || DIALOG_PORT.contains(outermost(c)));

    @ArchTest
    static final ArchRule dialogs_and_clipboard_only_through_the_port = noClasses()
            .that().resideInAPackage("dev.starling..")
            .and(DescribedPredicate.describe("are not the Dialogs port's implementation",
                    (JavaClass c) -> !DIALOG_PORT.contains(outermost(c)) && !c.getPackageName().equals(COMPOSITION)))
            .should().dependOnClassesThat(DIALOG_TYPES)
            .because("views and view-models ask the user through Dialogs and copy through TextClipboard, so one"
                    + " place owns the dialogs' owner, theme and placement and tests script the answers");

    /** Core classes that hold connections, stores or state shared by the window and the command line. */
    static final DescribedPredicate<JavaClass> CORE_SERVICES = DescribedPredicate.describe(
            "are core services (core classes named *Service, *Client, *Store, *Repository, *Cache)",
            c -> c.getPackageName().startsWith("dev.starling.core") && !c.getName().contains("$")
                    && c.getName().matches(".*\\.[A-Za-z]*(Service|Client|Store|Repository|Cache)"));

    /** Where core services may be built: core itself, boot, and each feature's factory. */
    static final DescribedPredicate<JavaClass> SERVICE_BUILDERS = DescribedPredicate.describe(
            "are core, boot or a feature factory (ui.<feature>.*Views, ui.app, the command line's ClientSession)",
            c -> c.getPackageName().startsWith("dev.starling.core") || c.getPackageName().startsWith("dev.starling.boot")
                    || c.getPackageName().startsWith("dev.starling.ui.app")
                    || outermost(c).equals("dev.starling.cli.ClientSession")
                    || c.getPackageName().startsWith("dev.starling.ui") && outermost(c).endsWith("Views"));

    @ArchTest
    static final ArchRule core_services_are_built_in_boot_and_feature_factories = noClasses()
            .that(DescribedPredicate.not(SERVICE_BUILDERS))
            .should().callConstructorWhere(DescribedPredicate.describe("the constructor belongs to a core service",
                    call -> CORE_SERVICES.test(call.getTargetOwner())))
            .because("services are built once (boot) or per feature (its factory) and handed to views, view-models"
                    + " and commands, so the window and the command line share them and tests can replace them");

    private static String outermost(JavaClass c) {
        String name = c.getName();
        int inner = name.indexOf('$');
        return inner < 0 ? name : name.substring(0, inner);
    }

    // --- no package cycles -------------------------------------------------------------------

    static final String CORE = "dev.starling.core";

    @ArchTest
    static final ArchRule core_packages_are_free_of_cycles = slices().assignedFrom(PackageSlices.of(CORE))
            .should().beFreeOfCycles()
            .because("a feature of core builds on store, api and config, never the other way round");

    /**
     * Every package of core that has subpackages (core.upload, core.query, core.api, core.stream, and any
     * split to come) is checked the same way as core itself: its own classes one slice, each subpackage one.
     */
    @ArchTest
    static void core_feature_packages_are_free_of_cycles(JavaClasses classes) {
        SortedSet<String> parents = new TreeSet<>();
        for (JavaClass javaClass : classes) {
            String name = javaClass.getPackageName();
            if (name.startsWith(CORE + ".")) {
                for (int dot = name.lastIndexOf('.'); dot > CORE.length(); dot = name.lastIndexOf('.', dot - 1)) {
                    parents.add(name.substring(0, dot));
                }
            }
        }
        CompositeArchRule rule = null;
        for (String parent : parents) {
            ArchRule one = slices().assignedFrom(PackageSlices.of(parent)).should().beFreeOfCycles();
            rule = rule == null ? CompositeArchRule.of(one) : rule.and(one);
        }
        if (rule != null) {
            rule.because("a split feature of core (upload, query, api, stream...) has one direction:"
                    + " the feature's root uses its parts or its parts use the root's shared types, never both")
                    .check(classes);
        }
    }

    @ArchTest
    static final ArchRule sandbox_packages_are_free_of_cycles = slices()
            .assignedFrom(PackageSlices.of("dev.starling.sandbox"))
            .should().beFreeOfCycles()
            .because("the sandbox's root assembles the modules; the modules know only sandbox.spi and each other's types");

    @ArchTest
    static final ArchRule ui_packages_are_free_of_cycles = slices().assignedFrom(PackageSlices.of("dev.starling.ui"))
            .should().beFreeOfCycles()
            .because("ui.app composes the features; features build on the shared helpers only");

    // --- features of the window --------------------------------------------------------------

    /** Packages of {@code ui} every feature may use: helpers, the theme, the Ads workspaces' shared parts. */
    static final Set<String> SHARED_UI = Set.of("(root)", "common", "ads", "theme", "frames");

    /** The composition of the window: it may use every feature, and no feature may use it. */
    static final String UI_COMPOSITION = "app";

    @ArchTest
    static final ArchRule ui_features_are_independent_of_each_other = classes()
            .that().resideInAPackage("dev.starling.ui..")
            .and(DescribedPredicate.describe("belong to a feature package",
                    (JavaClass c) -> isFeature(PackageSlices.sliceOf("dev.starling.ui", c))))
            .should(useOnlyTheirOwnFeatureAndSharedHelpers())
            .because("a feature (account, query, audiences, flexible, keywords...) meets another only through "
                    + "ui.common, ui.ads, ui.theme, ui.frames and the ui root's helpers, and is wired by ui.app");

    private static boolean isFeature(String slice) {
        return slice != null && !SHARED_UI.contains(slice) && !UI_COMPOSITION.equals(slice);
    }

    private static ArchCondition<JavaClass> useOnlyTheirOwnFeatureAndSharedHelpers() {
        return new ArchCondition<>("use no other feature package of ui") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                String own = PackageSlices.sliceOf("dev.starling.ui", item);
                for (Dependency dependency : item.getDirectDependenciesFromSelf()) {
                    String target = PackageSlices.sliceOf("dev.starling.ui", dependency.getTargetClass());
                    if (target != null && !target.equals(own) && !SHARED_UI.contains(target)) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                    }
                }
            }
        };
    }

    // --- view-models by role -----------------------------------------------------------------

    /**
     * A view-model by what it is, whatever its name: a class of {@code ui} that keeps observable
     * state (a JavaFX property or observable collection field) and is not an FXML controller (no
     * {@code @FXML} field). {@code UploadSourceModel} and {@code AdAccountPicker} are view-models;
     * {@code ui.theme} is not (it applies the stylesheets to scenes, the view layer's job).
     */
    static final DescribedPredicate<JavaClass> VIEW_MODELS = DescribedPredicate.describe(
            "are view-models (hold observable state, no @FXML fields)",
            c -> c.getPackageName().startsWith("dev.starling.ui")
                    && !c.getPackageName().startsWith("dev.starling.ui.theme")
                    && c.getFields().stream().anyMatch(field -> field.getRawType().getPackageName()
                            .startsWith("javafx.beans.property") || field.getRawType().getPackageName()
                            .startsWith("javafx.collections"))
                    && c.getFields().stream().noneMatch(field -> field.isAnnotatedWith("javafx.fxml.FXML"))
                    && !c.isAssignableTo("javafx.scene.Node"));

    @ArchTest
    static final ArchRule view_models_by_role_do_not_touch_the_scene_graph = noClasses()
            .that(VIEW_MODELS)
            .should().dependOnClassesThat().resideInAPackage("javafx.scene..")
            .because("view-models are unit-tested without the toolkit; only views build nodes");

    // --- frame pacing ----------------------------------------------------------------------------

    /** Where timing on the FX thread may be arranged: the frame toolkit, and the app shell that starts it. */
    static final String[] FRAME_TIMING_HOMES = {"dev.starling.ui.frames..", "dev.starling.ui.app..",
            "dev.starling.ui.shell.."};

    @ArchTest
    static final ArchRule frame_timing_lives_in_the_frame_toolkit = noClasses()
            .that().resideOutsideOfPackages(FRAME_TIMING_HOMES)
            .should().dependOnClassesThat().haveFullyQualifiedName("javafx.animation.AnimationTimer")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("javafx.animation.PauseTransition")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("javafx.animation.Timeline")
            .orShould().accessTargetWhere(DescribedPredicate.describe("Platform.runLater",
                    target -> target.getOwner().getFullName().equals("javafx.application.Platform")
                            && target.getName().equals("runLater")))
            // A method reference (Platform::runLater handed to a view-model) is not an access ArchUnit sees.
            .orShould().dependOnClassesThat().haveFullyQualifiedName("javafx.application.Platform")
            .because("work spread over frames, waits and hand-offs to the FX thread have one home (ui.frames: "
                    + "FrameScheduler, Frames.every, PacedRows, Debounce, FxThread), so one budget a pulse holds for the window");

    // --- views find their FXML by convention --------------------------------------------------

    /** The loading calls a view could name a path in (a view's own {@code load} is inherited from FxmlView). */
    static final DescribedPredicate<JavaClass> VIEW_LOADERS = DescribedPredicate.describe("ViewLoader or a view",
            c -> c.getName().equals("dev.starling.ui.ViewLoader") || c.isAssignableTo("dev.starling.ui.FxmlView"));

    @ArchTest
    static final ArchRule views_load_fxml_only_by_convention = noClasses()
            .that().doNotHaveFullyQualifiedName("dev.starling.ui.ViewLoader")
            .should().dependOnClassesThat().haveFullyQualifiedName("javafx.fxml.FXMLLoader")
            .orShould().callMethodWhere(DescribedPredicate.describe("a view's FXML is named by a path",
                    call -> VIEW_LOADERS.test(call.getTargetOwner())
                            && call.getTarget().getName().equals("load")
                            && call.getTarget().getRawParameterTypes().stream()
                            .anyMatch(type -> type.getName().equals("java.lang.String"))))
            .because("FooView loads FooView.fxml from its own package (ViewLoader), so a view moved or renamed takes"
                    + " its layout along and no path is written twice");

    @ArchTest
    static final ArchRule every_view_has_its_fxml_beside_it = classes()
            .that().areAssignableTo("dev.starling.ui.FxmlView")
            .and().doNotHaveModifier(JavaModifier.ABSTRACT)
            .should(new ArchCondition<JavaClass>("have FooView.fxml in their package's resource folder") {
                @Override
                public void check(JavaClass view, ConditionEvents events) {
                    String fxml = "/" + view.getPackageName().replace('.', '/') + "/" + view.getSimpleName() + ".fxml";
                    boolean found = ArchitectureTest.class.getResource(fxml) != null;
                    events.add(new SimpleConditionEvent(view, found, view.getName() + (found ? " finds " : " lacks ")
                            + fxml));
                }
            })
            .because("a view's FXML is found by its name alone");
}
