package dev.starling.cli;

import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.OAuth2SignIn;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.api.oauth2.OAuth2Scope;
import dev.starling.core.text.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code starling login --oauth2}: OAuth 2.0 with PKCE on the terminal, through the same use case as
 * the window. Prints the authorize address, then waits for the browser's redirect on a registered
 * loopback address, or (with {@code --paste}, or when no registered port can be used) reads the
 * address the browser was sent to from standard input.
 */
final class OAuth2Login {

    private OAuth2Login() {
    }

    static int run(ClientSession session, LoginCommand options, PrintWriter out, PrintWriter err) throws IOException {
        List<String> scopes = new ArrayList<>();
        for (String scope : options.scopes) {
            if (OAuth2Scope.of(scope.trim()).isEmpty()) {
                throw options.context.usage(Messages.text("oauth2.cli.unknownScope", scope));
            }
            scopes.add(scope.trim());
        }
        if (scopes.isEmpty()) {
            OAuth2Scope.DEFAULTS.forEach(scope -> scopes.add(scope.scope()));
        }
        List<URI> redirects = new ArrayList<>();
        for (String uri : options.redirectUris) {
            try {
                redirects.add(URI.create(uri.trim()));
            } catch (IllegalArgumentException e) {
                throw options.context.usage(Messages.text("oauth2.cli.badRedirect", uri));
            }
        }
        if (redirects.isEmpty()) {
            redirects.addAll(session.app().settings().redirectUris(session.api().environment().kind()));
        }
        OAuth2SignIn signIn = session.api().oauth2SignIn();
        try (OAuth2SignIn.Pending pending = signIn.start(scopes, redirects, options.paste, Messages::text)) {
            out.println(Messages.text("oauth2.cli.open"));
            out.println("  " + pending.authorizeUrl());
            Account account;
            if (pending.pasting()) {
                out.println(Messages.text(options.paste ? "oauth2.cli.paste" : "oauth2.cli.noPort",
                        pending.redirectUri()));
                out.print(Messages.text("oauth2.cli.pastePrompt"));
                out.flush();
                String line = new BufferedReader(new InputStreamReader(options.input, StandardCharsets.UTF_8)).readLine();
                if (line == null) {
                    err.println("starling: " + Messages.text("oauth2.cli.nothingPasted"));
                    return CommandContext.EXIT_FAILED;
                }
                account = signIn.finishPasted(pending, line);
            } else {
                out.println(Messages.text("oauth2.cli.waiting", pending.redirectUri(), LoginCommand.WAIT.toMinutes()));
                out.flush();
                account = signIn.await(pending, LoginCommand.WAIT);
            }
            out.println(Messages.text("oauth2.cli.signedIn", account.screenName(), account.isDefault() ? 1 : 0,
                    String.join(" ", account.scopes())));
            List<String> missing = OAuth2SignIn.notGranted(pending, account);
            if (!missing.isEmpty()) {
                err.println(Messages.text("oauth2.cli.notGranted", String.join(" ", missing)));
            }
            return 0;
        } catch (OAuth2Exception e) {
            err.println("starling: " + e.text().render(Messages::text));
            return CommandContext.EXIT_FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("starling: " + Messages.text("oauth2.signIn.cancelled"));
            return CommandContext.EXIT_FAILED;
        }
    }
}
