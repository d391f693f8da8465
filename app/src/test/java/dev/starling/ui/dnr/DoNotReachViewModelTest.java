package dev.starling.ui.dnr;

import dev.starling.ui.ads.AdAccountPicker;
import dev.starling.ui.common.ScriptedDialogs;
import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.concurrent.SameThreadTaskRunner;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DoNotReachViewModelTest {

    private final ScriptedDialogs dialogs = new ScriptedDialogs();

    @TempDir
    static Path vault;

    private SignedInSandbox sandbox;
    private boolean signedIn = true;
    private DoNotReachViewModel viewModel;

    @BeforeAll
    void start() {
        sandbox = new SignedInSandbox(vault);
        sandbox.signIn(SignedInSandbox.MARKETER);
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void open() {
        sandbox.resetAds();
        signedIn = true;
        SameThreadTaskRunner tasks = new SameThreadTaskRunner();
        viewModel = new DoNotReachViewModel(new AdAccountPicker(sandbox::ads, () -> signedIn, tasks), sandbox::ads, tasks,
                dialogs);
        viewModel.refresh();
    }

    @Test
    void listsTheChosenAccountsListsWithSizeAndTargetability() {
        choose("Starling Coffee - US");
        assertThat(viewModel.lists()).singleElement().satisfies(list -> {
            assertThat(list.name()).isEqualTo("Global suppression");
            assertThat(list.listSize()).isEqualTo(150);
            assertThat(list.targetable()).isTrue();
            assertThat(list.updatedAt()).isNotNull();
        });
        choose("Starling Coffee - EU");
        assertThat(viewModel.lists()).extracting(DoNotReachList::name).containsExactly("Employees");
        assertThat(viewModel.lists().get(0).targetable()).isFalse();
        assertThat(viewModel.lists().get(0).reasonsNotTargetable()).containsExactly("TOO_SMALL");
    }

    @Test
    void deletesAListAndExplainsAFailedDelete() {
        choose("Starling Coffee - US");
        DoNotReachList list = viewModel.lists().get(0);
        viewModel.delete(list);
        assertThat(viewModel.lists()).isEmpty();
        assertThat(viewModel.messageProperty().get()).startsWith("Deleted \u201cGlobal suppression\u201d");
        viewModel.delete(list);
        assertThat(viewModel.errorProperty().get()).startsWith("Could not delete \u201cGlobal suppression\u201d: ")
                .contains("NOT_FOUND");
    }

    @Test
    void withNobodySignedInItAsksToSignInFirst() {
        signedIn = false;
        viewModel.refresh();
        assertThat(viewModel.picker().noticeProperty().get()).startsWith("Sign in first (Account, Ctrl+1)");
        assertThat(viewModel.lists()).isEmpty();
    }

    private void choose(String accountName) {
        viewModel.picker().selectedProperty().set(viewModel.picker().accounts().stream()
                .filter(a -> a.name().equals(accountName)).findFirst().orElseThrow());
    }
}
