package dev.starling.cli;

import dev.starling.core.api.account.OAuthClient.AuthorizeOptions;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.account.SignInException;
import dev.starling.core.api.account.SignInService;
import dev.starling.core.text.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code starling login}: PIN sign-in on the terminal, stored exactly as the window stores it. */
@Command(name = "login", resourceBundle = "dev.starling.cli.help.login", mixinStandardHelpOptions = true)
public final class LoginCommand extends Subcommand {

    static final int MAX_PIN_ATTEMPTS = 3;

    @Option(names = "--authenticate", descriptionKey = "authenticate")
    boolean authenticate;

    @Option(names = "--force-login", descriptionKey = "force-login")
    boolean forceLogin;

    @Option(names = "--screen-name", paramLabel = "NAME", descriptionKey = "screen-name")
    String screenName;

    // --- OAuth 2.0 with PKCE (issue 35) ---

    @Option(names = "--oauth2", descriptionKey = "oauth2")
    boolean oauth2;

    @Option(names = "--scope", paramLabel = "SCOPE", split = "[, ]", descriptionKey = "scope")
    List<String> scopes = new ArrayList<>();

    @Option(names = "--redirect-uri", paramLabel = "URI", descriptionKey = "redirect-uri")
    List<String> redirectUris = new ArrayList<>();

    @Option(names = "--paste", descriptionKey = "paste")
    boolean paste;

    /** How long the listener waits for the browser. */
    static final Duration WAIT = Duration.ofMinutes(5);

    /** Where the PIN is read from; a field so tests can type it. */
    InputStream input = System.in;

    @Override
    public Integer call() throws IOException {
        if (!oauth2 && (!scopes.isEmpty() || !redirectUris.isEmpty() || paste)) {
            throw context.usage(Messages.text("login.cli.scopeWithoutOAuth2"));
        }
        try {
            return context.inSession((session, out, err) -> {
                if (oauth2) {
                    return OAuth2Login.run(session, this, out, err);
                }
                try {
                    return signIn(session.api().signIn(), out, err);
                } catch (NotSignedInException e) {
                    err.println(CommandContext.notSignedIn(e, Messages.text(session.api().environment().label())));
                    return 1;
                }
            });
        } catch (SignInException e) {
            context.err().println("starling: " + StarlingCommand.messageOf(e));
            return 1;
        }
    }

    private int signIn(SignInService signIn, PrintWriter out, PrintWriter err) throws IOException {
        SignInService.PendingSignIn pending = signIn.start(new AuthorizeOptions(authenticate, forceLogin, screenName));
        out.println(Messages.text("login.cli.open"));
        out.println("  " + pending.authorizeUrl());
        out.flush();
        BufferedReader reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        for (int attempt = 1; attempt <= MAX_PIN_ATTEMPTS; attempt++) {
            out.print(Messages.text("login.cli.pinPrompt"));
            out.flush();
            String line = reader.readLine();
            if (line == null) {
                err.println("starling: " + Messages.text("login.cli.noPin"));
                return 1;
            }
            try {
                Account account = signIn.finish(pending, line);
                out.println(Messages.text("login.cli.signedIn", account.screenName(), account.isDefault() ? 1 : 0));
                return 0;
            } catch (SignInException e) {
                err.println("starling: " + StarlingCommand.messageOf(e));
                err.flush();
                boolean askAgain = e.outcome() == SignInException.Outcome.MALFORMED_PIN
                        || e.outcome() == SignInException.Outcome.WRONG_PIN;
                if (!askAgain) {
                    return 1;
                }
            }
        }
        return 1;
    }
}
