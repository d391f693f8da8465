package dev.starling.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

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
}
