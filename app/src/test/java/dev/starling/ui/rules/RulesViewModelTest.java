package dev.starling.ui.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.SameThreadTaskRunner;
import dev.starling.core.output.RunFiles;
import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleSetFiles;
import dev.starling.core.rules.RuleSetRepository;
import dev.starling.core.rules.RuleStanding;
import dev.starling.core.rules.StreamAccessSettings;
import dev.starling.core.store.DurableStore;
import dev.starling.core.stream.LiveSandbox;
import dev.starling.core.stream.VolumePreview;
import dev.starling.ui.common.ScriptedDialogs;
import dev.starling.ui.rules.RulesViewModel.RuleRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/** The Stream rules workspace against the sandbox's rules endpoints over real HTTP. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RulesViewModelTest {

    @TempDir
    static Path vault;

    @TempDir
    Path dir;

    private LiveSandbox sandbox;
    private DurableStore store;
    private ScriptedDialogs dialogs;

    @BeforeAll
    void start() {
        sandbox = new LiveSandbox(vault);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void open() {
        sandbox.stream().settings(sandbox.stream().settings().withAccess(dev.starling.sandbox.stream.AccessLevel.ENTERPRISE));
        sandbox.rules().deleteAll(false);
        store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL);
        dialogs = new ScriptedDialogs();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private RulesViewModel open(RunFiles files) {
        RulesViewModel.Services services = new RulesViewModel.Services(
                new RuleSetRepository(store.database(), Clock.systemUTC()), new StreamAccessSettings(store.settings()),
                () -> sandbox.services().environment(), sandbox::rules,
                rule -> new VolumePreview(sandbox.endpoints()).preview(rule), files);
        RulesViewModel viewModel = new RulesViewModel(services, new SameThreadTaskRunner(), dialogs);
        viewModel.load();
        return viewModel;
    }

    @Test
    void aRuleTypedInTheEditorIsSavedInTheLocalSetAndIsThereWhenTheWorkspaceOpensAgain() {
        RulesViewModel viewModel = open(RunFiles.none());
        viewModel.addRule();
        viewModel.editor().textProperty().set("coffee lang:en");
        viewModel.tagProperty().set("drinks");

        RulesViewModel again = open(RunFiles.none());

        assertThat(again.chosenSetProperty().get().name()).isEqualTo("My rules");
        assertThat(again.rows()).containsExactly(new RuleRow(0, "coffee lang:en", "drinks", RuleStanding.DRAFT, null, "",
                false));
        assertThat(again.editor().textProperty().get()).isEqualTo("coffee lang:en");
        assertThat(again.saveStatusProperty().get()).isEmpty();
        assertThat(viewModel.saveStatusProperty().get()).isEqualTo("Saved");
    }

    @Test
    void eachRuleSaysWhereItStandsAndTheSetCountsAgainstTheCap() {
        sandbox.rules(new RuleDraft("coffee", "drinks"), new RuleDraft("tea", null), new RuleDraft("cocoa", "sweet"));
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "drinks");
        type(viewModel, "tea", "leaves");
        type(viewModel, "latte", "");

        assertThat(viewModel.rows()).extracting(RuleRow::value, RuleRow::standing).containsExactly(
                org.assertj.core.groups.Tuple.tuple("coffee", RuleStanding.LIVE),
                org.assertj.core.groups.Tuple.tuple("tea", RuleStanding.CHANGED),
                org.assertj.core.groups.Tuple.tuple("latte", RuleStanding.DRAFT),
                org.assertj.core.groups.Tuple.tuple("cocoa", RuleStanding.LIVE_ONLY));
        assertThat(viewModel.countTextProperty().get()).startsWith("3 of 25,000 rules:")
                .endsWith("1 live at X, 1 local draft, 1 changed; 1 live rule not in this set");
        assertThat(viewModel.liveStatusProperty().get()).isEqualTo("3 rules are live at X.");

        viewModel.levelProperty().set(AccessLevel.STANDARD);
        assertThat(viewModel.countTextProperty().get()).startsWith("3 of 25 rules:");
        assertThat(viewModel.embeddingProperty().get()).as("standard access has no embedding").isFalse();
        assertThat(new StreamAccessSettings(store.settings()).of(sandbox.services().environment()).level())
                .isEqualTo(AccessLevel.STANDARD);
    }

    @Test
    void applyShowsTheDiffDryRunsAndChangesTheLiveSetOnlyAfterADeliberateConfirmation() {
        sandbox.rules(new RuleDraft("coffee", "drinks"), new RuleDraft("tea", null));
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "drinks");
        type(viewModel, "latte", "milk");

        dialogs.answer(false);
        viewModel.apply();

        assertThat(dialogs.confirmations()).singleElement().satisfies(confirmation -> {
            assertThat(confirmation.actionText()).isEqualTo("Apply 2 changes to the live rules");
            assertThat(confirmation.message()).contains("1 added, 1 deleted, 2 live after");
        });
        assertThat(viewModel.outcome()).containsExactly("+ add      latte  [tag: milk]", "− delete   tea (id "
                + live().stream().filter(rule -> rule.value().equals("tea")).findFirst().orElseThrow().id() + ")");
        assertThat(live()).extracting(LiveRule::value).containsExactlyInAnyOrder("coffee", "tea");

        dialogs.answer(true);
        viewModel.apply();

        assertThat(live()).extracting(LiveRule::draft).containsExactlyInAnyOrder(new RuleDraft("coffee", "drinks"),
                new RuleDraft("latte", "milk"));
        assertThat(viewModel.messageProperty().get()).isEqualTo("Applied: 1 added, 1 deleted; 2 rules live.");
        assertThat(viewModel.rows()).extracting(RuleRow::standing).containsOnly(RuleStanding.LIVE);

        viewModel.checkAtX();
        assertThat(viewModel.messageProperty().get()).isEqualTo("The live rules are already this set: nothing to do.");
        assertThat(dialogs.confirmations()).hasSize(2);
    }

    @Test
    void aRuleWithAProblemIsMarkedAndNothingIsSent() {
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "");
        type(viewModel, "is:retweet", "");

        viewModel.apply();

        assertThat(viewModel.rows().get(1).problem()).isEqualTo("is: needs another operator beside it that can stand alone.");
        assertThat(viewModel.errorProperty().get()).startsWith("1 rule has a problem");
        assertThat(dialogs.confirmations()).isEmpty();
        assertThat(live()).isEmpty();
    }

    @Test
    void xsRefusalInTheDryRunLandsOnTheRuleItNamesAndNothingChanges() {
        // the project at X has no embedding access, while this environment is set to enterprise with it
        sandbox.stream().settings(sandbox.stream().settings().withAccess(dev.starling.sandbox.stream.AccessLevel.STANDARD));
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "");
        type(viewModel, "embedding:\"coffee lovers\"", "semantic");

        viewModel.apply();

        assertThat(viewModel.errorProperty().get()).startsWith("X’s dry run refused the change; nothing was changed.");
        assertThat(viewModel.rows().get(0).problem()).isEmpty();
        assertThat(viewModel.rows().get(1).problem()).startsWith("X refused “embedding:\"coffee lovers\"”: ");
        assertThat(viewModel.rows().get(1).error()).isTrue();
        assertThat(viewModel.outcome()).contains(viewModel.rows().get(1).problem());
        assertThat(dialogs.confirmations()).isEmpty();
        assertThat(live()).isEmpty();
    }

    @Test
    void aDuplicateInTheSetIsMarkedOnTheSecondRule() {
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "a");
        type(viewModel, "coffee", "b");

        assertThat(viewModel.rows().get(0).problem()).isEmpty();
        assertThat(viewModel.rows().get(1).problem()).isEqualTo("The same rule is in the set twice.");
    }

    @Test
    void theSetIsExportedAsTheFileTheCommandLineAppliesAndImportedAsANewSet() throws Exception {
        RulesViewModel viewModel = open(RunFiles.of(dir));
        type(viewModel, "coffee -is:retweet", "drinks");
        type(viewModel, "\"flat white\"", "");
        Path file = dir.resolve("launch.json");

        dialogs.answer(file);
        viewModel.exportSet();

        assertThat(RuleSetFiles.read(file)).containsExactly(new RuleDraft("coffee -is:retweet", "drinks"),
                new RuleDraft("\"flat white\"", null));
        assertThat(viewModel.messageProperty().get()).startsWith("Exported 2 rules to ");

        Files.writeString(file, "[{\"value\": \"tea\", \"tag\": \"leaves\"}]");
        dialogs.answer(file);
        viewModel.importSet();

        assertThat(viewModel.chosenSetProperty().get().name()).isEqualTo("launch");
        assertThat(viewModel.sets()).extracting(set -> set.name()).containsExactly("launch", "My rules");
        assertThat(viewModel.rows()).extracting(RuleRow::value).containsExactly("tea");

        Files.writeString(file, "{\"value\": \"tea\"}");
        dialogs.answer(file);
        viewModel.importSet();
        assertThat(viewModel.errorProperty().get()).startsWith("launch.json is not a rule set: A rule-set file is a JSON array");
    }

    @Test
    void theVolumePreviewCountsARuleSearchKnowsAndSaysWhichOperatorsAreStreamOnly() {
        RulesViewModel viewModel = open(RunFiles.none());
        type(viewModel, "coffee", "");
        viewModel.preview();
        assertThat(viewModel.previewTextProperty().get()).matches("[\\d,]+ posts in the last 7 days matched this rule .*");

        type(viewModel, "coffee bio:barista \"flat white\"~2", "");
        viewModel.preview();
        assertThat(viewModel.previewTextProperty().get())
                .isEqualTo("No preview possible: this rule uses stream-only operators (bio:, \"a b\"~N) that search’s counts do not know.");
    }

    private static void type(RulesViewModel viewModel, String value, String tag) {
        viewModel.addRule();
        viewModel.editor().textProperty().set(value);
        viewModel.tagProperty().set(tag);
    }

    private List<LiveRule> live() {
        return sandbox.rules().all();
    }
}
