package dev.starling.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.concurrent.HeldTasks;
import dev.starling.boot.AppServices;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.testing.BootedServices;
import dev.starling.ui.account.AccountViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the other workspaces learn of the sign-in in the first moments of a start: loading until the
 * Account workspace has read the stored accounts, then signed in or out, told once.
 */
class SignInStateTest {

    @TempDir
    Path dataDir;

    private AppServices services;
    private final HeldTasks held = new HeldTasks();

    @BeforeEach
    void boot() {
        services = BootedServices.boot(dataDir);
    }

    @AfterEach
    void close() {
        services.close();
    }

    @Test
    void aSignedInUserIsLoadingUntilTheAccountsAreReadThenSignedInAndTheWorkspacesAreToldOnce() {
        signInOnce();
        SignInState state = new SignInState(services.api(), Runnable::run);
        List<SignInState.Status> told = startFollowing(state);

        assertThat(state.status()).isEqualTo(SignInState.Status.LOADING);
        assertThat(told).isEmpty();

        held.runAll();

        assertThat(state.status()).isEqualTo(SignInState.Status.SIGNED_IN);
        assertThat(told).containsExactly(SignInState.Status.SIGNED_IN);
        assertThat(state.userProperty().get().screenName()).isEqualTo(SignedInSandbox.MARKETER);
    }

    @Test
    void withNobodySignedInTheWorkspacesAreToldOnceTheAccountsAreRead() {
        SignInState state = new SignInState(services.api(), Runnable::run);
        List<SignInState.Status> told = startFollowing(state);
        assertThat(state.status()).isEqualTo(SignInState.Status.LOADING);

        held.runAll();

        assertThat(told).containsExactly(SignInState.Status.SIGNED_OUT);
    }

    /**
     * What a start does: {@code state} follows an Account view-model whose first read of the stored accounts
     * is held; returns what the workspaces are told.
     */
    private List<SignInState.Status> startFollowing(SignInState state) {
        List<SignInState.Status> told = new ArrayList<>();
        state.onChange(() -> told.add(state.status()));
        AccountViewModel account = new AccountViewModel(services.api(), held, url -> { }, Runnable::run,
                new ScriptedDialogs(), new ScriptedDialogs());
        state.follow(account.signedInProperty(), account.defaultAccountProperty(), account.accountsReadProperty());
        return told;
    }

    /** Signs the marketer in through a view-model of its own, on the same stores. */
    private void signInOnce() {
        AccountViewModel first = new AccountViewModel(services.api(), services.tasks(), url -> { }, Runnable::run,
                new ScriptedDialogs(), new ScriptedDialogs());
        first.startSignIn();
        first.pinProperty().set(SignedInSandbox.approve(first.authorizeUrlProperty().get(), SignedInSandbox.MARKETER));
        first.finishSignIn();
        assertThat(first.signedInProperty().get()).isTrue();
    }
}
