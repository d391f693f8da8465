package dev.starling.cli;

import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.output.OutputRefused;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Messages;
import java.nio.file.Path;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.ChosenAdAccounts;
import picocli.CommandLine.Command;

/**
 * What a subcommand shares with the others, mixed in with {@code @Mixin}: the root command's writers,
 * usage errors (exit 2) that name the command, and one way to run work on the client session and turn
 * it into an exit code. A command needs neither a {@code @ParentCommand} field nor its own {@code @Spec}.
 */
@Command
final class CommandContext extends MixedInOptions {

    /** The command could not do what was asked: nobody is signed in, the API refused, ... */
    static final int EXIT_FAILED = 1;

    /** Work on an open client session; returns the exit code. */
    interface SessionWork {
        int run(ClientSession session, PrintWriter out, PrintWriter err) throws IOException;
    }

    /** Work in an ad account with the signed-in account's Ads client; returns the exit code. */
    interface AdsWork {
        int run(AdsClient ads, String accountId, PrintWriter out, PrintWriter err);
    }

    /** The {@code starling} command this one runs under: its global options and writers. */
    StarlingCommand root() {
        return (StarlingCommand) spec.root().userObject();
    }

    PrintWriter out() {
        return root().out();
    }

    PrintWriter err() {
        return root().accountErr();
    }

    /** What no output of this run may be: Starling's own files and the log (add the command's inputs). */
    RunFiles runFiles() {
        return root().runFiles();
    }

    /**
     * A usage error (exit 2) unless {@code output} may be written as this run's {@code option}, checked
     * before any work so a refused path costs nothing; null (the option not given) passes.
     */
    void checkOutput(String option, Path output, RunFiles files) {
        if (output == null) {
            return;
        }
        try {
            files.check(output);
        } catch (OutputRefused refused) {
            throw usage(option + " " + StarlingCommand.words(refused));
        }
    }

    /**
     * A usage error (exit 2) unless {@code input} is a file this run can read as its {@code option} (not missing, not a
     * folder, a pipe or a device), checked before any work.
     */
    void checkInput(String option, Path input) {
        dev.starling.core.upload.inspect.SourceInspector.problemWith(input).ifPresent(problem -> {
            throw usage(option + " " + dev.starling.core.text.Messages.text(problem));
        });
    }

    /** Opens the client session on the system clock, runs {@code work} in it and closes it. */
    int inSession(SessionWork work) throws IOException {
        return inSession(Clock.systemUTC(), work);
    }

    int inSession(Clock clock, SessionWork work) throws IOException {
        StarlingCommand root = root();
        try (ClientSession session = ClientSession.open(root, root.env(), clock)) {
            return work.run(session, out(), err());
        }
    }

    /** As {@link #inSession}, for work that needs the default account signed in; exit 1 when nobody is. */
    int asSignedIn(Clock clock, SessionWork work) throws IOException {
        return inSession(clock, (session, out, err) -> signedIn(session, err) ? work.run(session, out, err) : EXIT_FAILED);
    }

    /**
     * Runs {@code work} in the {@code --account} (without it: the default ad account, the one the window
     * works in: see {@link #defaultAdAccount}) with the signed-in account's Ads client. Exit 1 when nobody
     * is signed in, the user has no ad account, or the API refuses (its reason on stderr).
     */
    int withAds(AdAccountOption account, AdsWork work) throws IOException {
        String given = account.given() ? account.required() : null;
        try {
            return asSignedIn(Clock.systemUTC(), (session, out, err) -> {
                String accountId = given;
                if (accountId == null) {
                    Optional<AdAccount> chosen = defaultAdAccount(session);
                    if (chosen.isEmpty()) {
                        err.println(Messages.text("ads.noAccounts"));
                        return EXIT_FAILED;
                    }
                    accountId = chosen.get().id();
                    err.println(Messages.text("ads.cli.usingDefault", chosen.get().label()));
                }
                return work.run(session.app().ads(), accountId, out, err);
            });
        } catch (ApiException e) {
            err().println(Messages.text("flexible.cli.failed", TerminalText.escape(Messages.text(e.text()))));
            return EXIT_FAILED;
        }
    }

    /**
     * The signed-in user's default ad account, as the window shows it: the one chosen last (in the window
     * or with {@code starling ads accounts --default ID}) while it is still theirs, else the first X lists.
     */
    static Optional<AdAccount> defaultAdAccount(ClientSession session) {
        List<AdAccount> accounts = session.app().ads().accounts();
        return ChosenAdAccounts.pick(accounts, session.api().accounts().defaultAccount()
                .flatMap(user -> session.app().chosenAdAccounts().of(user)));
    }

    /**
     * Whether requests can be signed as the environment's default account; says why not on {@code err}, in
     * the command line's words (its options and {@code starling login}, never the window's shortcuts).
     */
    static boolean signedIn(ClientSession session, PrintWriter err) {
        try {
            // An OAuth 2.0 account signs v2 calls with its access token; the Ads API's commands need OAuth 1.0a
            // and say so when they reach it.
            boolean oauth2 = session.api().accounts().defaultAccount()
                    .filter(account -> account.kind() == dev.starling.core.api.account.Account.Kind.OAUTH2).isPresent();
            if (oauth2) {
                session.api().accounts().defaultUserAuth();
            } else {
                session.api().accounts().signedInAuth();
            }
            return true;
        } catch (NotSignedInException e) {
            err.println(notSignedIn(e, Messages.text(session.api().environment().label())));
            return false;
        } catch (OAuth2Exception e) {
            err.println("starling: " + TerminalText.escape(e.text().render(Messages::text)));
            return false;
        }
    }

    /** Why requests cannot be signed, and what to type. */
    static String notSignedIn(NotSignedInException e, String environment) {
        String account = e.text().args().get(0).toString();
        if (e.reason() == NotSignedInException.Reason.NO_ACCOUNT) {
            return Messages.text("flexible.cli.notSignedIn", environment);
        }
        if (account.isEmpty()) {
            // No account to name: signing in itself needs the app key (starling login).
            return Messages.text("cli.notSignedIn.noAppKeyToSignIn", environment);
        }
        return Messages.text("cli.notSignedIn." + e.reason().name(), environment, TerminalText.escape(account));
    }
}
