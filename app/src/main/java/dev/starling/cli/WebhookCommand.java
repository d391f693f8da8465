package dev.starling.cli;

import dev.starling.core.auth.Secret;
import dev.starling.core.config.ApiEnvironment;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.StreamLink;
import dev.starling.core.webhook.Webhook;
import dev.starling.core.webhook.WebhookException;
import dev.starling.core.webhook.WebhookSignature;
import dev.starling.core.webhook.WebhookUrlRules;
import dev.starling.core.webhook.WebhooksClient;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code starling webhook}: the app's webhooks at X (list, register with X's rules said first, re-validate,
 * delete, link to the filtered stream), Starling's receiver ({@code serve}), the CRC and signature
 * calculator for people debugging their own receiver ({@code crc}, {@code sign}, {@code verify}), replay
 * ({@code replay}) and the deliveries recorded ({@code deliveries}).
 */
@Command(name = "webhook", mixinStandardHelpOptions = true,
        resourceBundle = "dev.starling.cli.help.webhook",
        subcommands = {WebhookCommand.ListWebhooks.class, WebhookCommand.Add.class, WebhookCommand.Check.class,
                WebhookCommand.Delete.class, WebhookCommand.Link.class, WebhookCommand.Unlink.class,
                WebhookServeCommand.class, WebhookCalculatorCommand.Crc.class, WebhookCalculatorCommand.Sign.class,
                WebhookCalculatorCommand.Verify.class, WebhookReplayCommand.class, WebhookDeliveriesCommand.class})
public final class WebhookCommand {

    private WebhookCommand() {
    }

    static WebhooksClient client(ClientSession session) {
        return session.app().events().webhooks(session.api());
    }

    /** X's failure in words and what to do, on stderr; exit 1. */
    static int failed(PrintWriter err, WebhookException e) {
        err.println("starling: " + EventLines.text(e.text()));
        err.println(EventLines.text(e.advice()));
        err.flush();
        return CommandContext.EXIT_FAILED;
    }

    /** A subcommand about one webhook, named by its id. */
    abstract static class OneWebhook extends Subcommand {
        @Parameters(index = "0", paramLabel = "ID", descriptionKey = "webhook.id")
        String id;
    }

    /** One act on a webhook at X (revalidate, delete, link, unlink): yes or no. */
    @FunctionalInterface
    interface WebhookAct {
        boolean on(WebhooksClient client, String id);
    }

    /**
     * Checks the id, runs {@code act} on the webhook at X and says its yes ({@code yesKey}) or no ({@code noKey})
     * with the id; exit 1 on X's failure, and on no when {@code noFails}.
     */
    static int onWebhook(CommandContext context, String id, WebhookAct act, String yesKey, String noKey, boolean noFails)
            throws IOException {
        checkId(context, "ID", id);
        return context.inSession((session, out, err) -> {
            try {
                boolean yes = act.on(client(session), id);
                out.println(Messages.text(yes ? yesKey : noKey, id));
                out.flush();
                return yes || !noFails ? 0 : CommandContext.EXIT_FAILED;
            } catch (WebhookException e) {
                return failed(err, e);
            }
        });
    }

    /** A webhook id is 1 to 19 digits. */
    static void checkId(CommandContext context, String option, String id) {
        if (id == null || !id.matches("[0-9]{1,19}")) {
            throw context.usage(Messages.text("webhook.cli.badId", option, String.valueOf(id)));
        }
    }

    /** The app's consumer secret: {@code --secret-env VAR}'s, else the environment's; null with a word on err when none. */
    static Secret secret(CommandContext context, String secretEnv, ApiEnvironment environment, PrintWriter err) {
        if (secretEnv != null) {
            String value = context.root().env().get(secretEnv);
            if (value == null || value.isEmpty()) {
                throw context.usage(Messages.text("webhook.cli.secretEnvEmpty", secretEnv));
            }
            return Secret.of(value);
        }
        if (environment == null || environment.consumerSecret() == null || environment.consumerSecret().isEmpty()) {
            err.println(Messages.text("webhook.cli.noSecret"));
            return null;
        }
        return environment.consumerSecret();
    }

    /** {@code starling webhook list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-list")
    static final class ListWebhooks extends Subcommand {
        @Override
        public Integer call() throws IOException {
            return context.inSession((session, out, err) -> {
                try {
                    WebhooksClient client = client(session);
                    List<Webhook> webhooks = client.list();
                    Set<String> linked = client.links().stream().map(StreamLink::webhookId).collect(Collectors.toSet());
                    TextTable.print(out, new String[] {Messages.text("webhook.cli.header.id"),
                        Messages.text("webhook.cli.header.valid"), Messages.text("webhook.cli.header.created"),
                        Messages.text("webhook.cli.header.linked"), Messages.text("webhook.cli.header.url")}, webhooks,
                        webhook -> new String[] {webhook.id(),
                            Messages.text(webhook.valid() ? "webhook.cli.yes" : "webhook.cli.no"),
                            webhook.createdAt() == null ? "" : EventLines.time(webhook.createdAt()),
                            linked.contains(webhook.id()) ? Messages.text("webhook.cli.yes") : "",
                            TerminalText.escape(webhook.url())},
                        Messages.text("webhook.cli.none"));
                    out.flush();
                    return 0;
                } catch (WebhookException e) {
                    return failed(err, e);
                }
            });
        }
    }

    /** {@code starling webhook register URL}: X's rules said first, the URL checked, then registered (X's CRC check). */
    @Command(name = "register", aliases = "add", mixinStandardHelpOptions = true,
            resourceBundle = "dev.starling.cli.help.webhook-register")
    static final class Add extends Subcommand {
        @Parameters(index = "0", paramLabel = "URL", descriptionKey = "url")
        String url;

        @Override
        public Integer call() throws IOException {
            return context.inSession((session, out, err) -> {
                WebhookUrlRules.Target target = WebhookUrlRules.Target.of(session.api().environment().kind());
                err.println(Messages.text("webhook.cli.rulesHeader"));
                WebhookUrlRules.explanation(target).forEach(line -> err.println("  - " + EventLines.text(line)));
                List<WebhookUrlRules.Problem> problems = WebhookUrlRules.check(url, target);
                if (!problems.isEmpty()) {
                    problems.forEach(problem -> err.println("starling: " + EventLines.text(problem.text())));
                    err.println(Messages.text("webhook.cli.notSent"));
                    err.flush();
                    return CommandContext.EXIT_FAILED;
                }
                err.flush();
                try {
                    Webhook webhook = client(session).register(url);
                    out.println(Messages.text("webhook.cli.added", webhook.id(), TerminalText.escape(webhook.url()),
                            Messages.text(webhook.valid() ? "webhook.cli.yes" : "webhook.cli.no")));
                    out.flush();
                    return 0;
                } catch (WebhookException e) {
                    return failed(err, e);
                }
            });
        }
    }

    /** {@code starling webhook revalidate ID}: X's CRC check again ({@code PUT}), which re-enables an invalid webhook. */
    @Command(name = "revalidate", aliases = "check", mixinStandardHelpOptions = true,
            resourceBundle = "dev.starling.cli.help.webhook-revalidate")
    static final class Check extends OneWebhook {
        @Override
        public Integer call() throws IOException {
            return onWebhook(context, id, WebhooksClient::validate, "webhook.cli.checkPassed", "webhook.cli.checkFailed", true);
        }
    }

    /** {@code starling webhook delete ID}: the id is the deliberate act. */
    @Command(name = "delete", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-delete")
    static final class Delete extends OneWebhook {
        @Override
        public Integer call() throws IOException {
            return onWebhook(context, id, WebhooksClient::delete, "webhook.cli.deleted", "webhook.cli.notDeleted", true);
        }
    }

    /** {@code starling webhook link ID}: the filtered stream's matching posts go to the webhook. */
    @Command(name = "link", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-link")
    static final class Link extends OneWebhook {
        @Mixin
        FieldOptions fields;

        @Override
        public Integer call() throws IOException {
            Map<String, String> parameters = fields.parameters();
            return onWebhook(context, id, (client, webhook) -> client.link(webhook, parameters), "webhook.cli.linked",
                    "webhook.cli.notLinked", true);
        }
    }

    /** {@code starling webhook unlink ID}. */
    @Command(name = "unlink", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.webhook-unlink")
    static final class Unlink extends OneWebhook {
        @Override
        public Integer call() throws IOException {
            return onWebhook(context, id, WebhooksClient::unlink, "webhook.cli.unlinked", "webhook.cli.wasNotLinked", false);
        }
    }

    /** For the calculator: the signature of the environment's (or the given) secret. */
    static WebhookSignature signature(Secret secret) {
        return new WebhookSignature(secret);
    }
}
