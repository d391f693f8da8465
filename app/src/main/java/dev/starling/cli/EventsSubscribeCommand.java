package dev.starling.cli;

import dev.starling.core.activity.EventCatalog;
import dev.starling.core.activity.EventType;
import dev.starling.core.activity.FilterUse;
import dev.starling.core.activity.Subscription;
import dev.starling.core.activity.SubscriptionCheck;
import dev.starling.core.activity.SubscriptionDraft;
import dev.starling.core.activity.SubscriptionProblem;
import dev.starling.core.api.account.Account;
import dev.starling.core.api.account.NotSignedInException;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.api.http.Auth;
import dev.starling.core.api.oauth2.OAuth2Exception;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling events subscribe --type T ...}: a new activity subscription, checked with X's rules
 * before it is sent (the filter parts the type takes, their forms); a legacy PascalCase type is taken
 * and its dot name said, with the deprecation; {@code --user} defaults to the signed-in account for a
 * type that needs one; a private type is sent with that account's own token (X takes no other), a
 * public one with the app's bearer token. {@code --direction} takes either version's words and is sent in
 * the environment's ({@code events version}).
 */
@Command(name = "subscribe", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.events-subscribe")
public final class EventsSubscribeCommand extends Subcommand {

    @Option(names = "--type", required = true, paramLabel = "TYPE")
    String type;

    @Option(names = "--user", paramLabel = "ID")
    String user;

    @Option(names = "--keyword", paramLabel = "WORDS")
    String keyword;

    @Option(names = "--direction", paramLabel = "WAY")
    String direction;

    @Option(names = "--tag", paramLabel = "TAG")
    String tag;

    @Option(names = "--webhook", paramLabel = "ID")
    String webhook;

    @Override
    public Integer call() throws IOException {
        Optional<EventCatalog.Resolved> resolved = EventCatalog.resolve(type);
        return context.inSession((session, out, err) -> {
            resolved.flatMap(EventCatalog.Resolved::deprecation).ifPresent(words -> err.println(EventLines.text(words)));
            EventType eventType = resolved.map(EventCatalog.Resolved::type).orElse(null);
            Optional<Account> account = session.api().accounts().defaultAccount();
            String userId = user;
            if (userId == null && eventType != null && eventType.userId() == FilterUse.REQUIRED && account.isPresent()) {
                userId = account.get().userId();
                err.println(Messages.text("events.cli.userDefault", TerminalText.escape(account.get().screenName()), userId));
            }
            SubscriptionDraft draft = new SubscriptionDraft(type, userId, keyword, direction, tag, webhook);
            List<SubscriptionProblem> problems = SubscriptionCheck.check(draft);
            if (!problems.isEmpty()) {
                problems.forEach(problem -> err.println("starling: " + EventLines.text(problem.text())));
                err.println(Messages.text("events.cli.notSent"));
                err.flush();
                return CommandContext.EXIT_FAILED;
            }
            try {
                Subscription made;
                if (eventType.privateEvent()) {
                    Auth auth;
                    try {
                        auth = session.api().accounts().defaultUserAuth();
                    } catch (NotSignedInException | OAuth2Exception e) {
                        err.println(Messages.text("events.cli.privateNeedsUser", eventType.name(), eventType.scope()));
                        return CommandContext.EXIT_FAILED;
                    }
                    err.println(Messages.text("events.cli.asUser", eventType.name(),
                            TerminalText.escape(account.map(Account::screenName).orElse("?"))));
                    made = EventsCommand.client(session).create(draft, auth);
                } else {
                    made = EventsCommand.client(session).create(draft);
                }
                out.println(Messages.text("events.cli.subscribed", made.id(), TerminalText.escape(made.eventType()),
                        made.userId() == null ? "-" : made.userId(), made.webhookId() == null ? "-" : made.webhookId()));
                out.flush();
                return 0;
            } catch (ApiException e) {
                return EventsCommand.failed(err, e);
            }
        });
    }
}
