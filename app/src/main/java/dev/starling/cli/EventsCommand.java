package dev.starling.cli;

import dev.starling.core.activity.ActivityVersion;
import dev.starling.core.activity.DeleteOutcome;
import dev.starling.core.activity.EventCatalog;
import dev.starling.core.activity.EventKind;
import dev.starling.core.activity.EventType;
import dev.starling.core.activity.FilterUse;
import dev.starling.core.activity.Subscription;
import dev.starling.core.activity.SubscriptionCheck;
import dev.starling.core.activity.SubscriptionsClient;
import dev.starling.core.api.error.ApiException;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling events}: X's Activity API. The event types ({@code types}), subscriptions (subscribe,
 * list, update, delete), the live activity stream ({@code stream}), recordings' export and which
 * version's words for {@code direction} the environment takes ({@code version}).
 */
@Command(name = "events", mixinStandardHelpOptions = true,
        resourceBundle = "dev.starling.cli.help.events",
        subcommands = {EventsCommand.Types.class, EventsSubscribeCommand.class, EventsCommand.Subscriptions.class,
                EventsCommand.Update.class, EventsCommand.Unsubscribe.class, EventsStreamCommand.class,
                EventsCommand.Export.class, EventsCommand.Version.class})
public final class EventsCommand {

    private EventsCommand() {
    }

    static ActivityVersion version(ClientSession session) {
        return session.app().events().versions().of(session.api().environment());
    }

    static SubscriptionsClient client(ClientSession session) {
        return session.app().events().subscriptions(session.api());
    }

    static int failed(java.io.PrintWriter err, ApiException e) {
        err.println(Messages.text("events.cli.failed", TerminalText.escape(Messages.text(e.text()))));
        err.flush();
        return CommandContext.EXIT_FAILED;
    }

    /** {@code starling events types [--kind K]}: the picker's list, by kind. */
    @Command(name = "types", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.events-types")
    static final class Types extends Subcommand {
        @Option(names = "--kind", paramLabel = "KIND")
        String kind;

        @Override
        public Integer call() {
            List<EventKind> kinds = Arrays.asList(EventKind.values());
            if (kind != null) {
                kinds = kinds.stream().filter(value -> value.name().equalsIgnoreCase(kind.strip())).toList();
                if (kinds.isEmpty()) {
                    throw context.usage(Messages.text("events.cli.badKind", kind, Arrays.stream(EventKind.values())
                            .map(value -> value.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "))));
                }
            }
            java.io.PrintWriter out = context.out();
            for (EventKind group : kinds) {
                out.println(Messages.text(group.key()));
                List<String[]> rows = new ArrayList<>();
                rows.add(new String[] {"  " + Messages.text("events.cli.header.type"), Messages.text("events.cli.header.filter"),
                    Messages.text("events.cli.header.access"), Messages.text("events.cli.header.meaning")});
                for (EventType type : EventCatalog.of(group)) {
                    String legacy = type.legacyNames().isEmpty() ? "" : " " + Messages.text("events.cli.was",
                            String.join(", ", type.legacyNames()));
                    rows.add(new String[] {"  " + type.name(), filter(type), access(type), Messages.text(type.key()) + legacy});
                }
                TextTable.print(out, rows);
                out.println();
            }
            out.println(Messages.text("events.cli.legacyNote", EventCatalog.LEGACY_DEPRECATED.toString()));
            out.flush();
            return 0;
        }

        private static String filter(EventType type) {
            List<String> parts = new ArrayList<>();
            part(parts, "user_id", type.userId());
            part(parts, "keyword", type.keyword());
            part(parts, "direction", type.direction());
            return String.join(" ", parts);
        }

        private static void part(List<String> parts, String name, FilterUse use) {
            if (use == FilterUse.REQUIRED) {
                parts.add(name);
            } else if (use == FilterUse.OPTIONAL) {
                parts.add("[" + name + "]");
            }
        }

        private static String access(EventType type) {
            String words = Messages.text(type.privateEvent() ? "events.cli.private" : "events.cli.public", type.scope());
            return type.actorOnly() ? words + " " + Messages.text("events.cli.ownOnly") : words;
        }
    }

    /** {@code starling events list}: every subscription, all pages. */
    @Command(name = "list", aliases = "subscriptions", mixinStandardHelpOptions = true,
            resourceBundle = "dev.starling.cli.help.events-list")
    static final class Subscriptions extends Subcommand {
        @Override
        public Integer call() throws IOException {
            return context.inSession((session, out, err) -> {
                List<Subscription> all;
                try {
                    all = client(session).all();
                } catch (ApiException e) {
                    return failed(err, e);
                }
                TextTable.print(out, new String[] {Messages.text("events.cli.header.id"),
                    Messages.text("events.cli.header.type"), Messages.text("events.cli.header.filter"),
                    Messages.text("events.cli.header.tag"), Messages.text("events.cli.header.webhook")}, all,
                    subscription -> new String[] {subscription.id(), TerminalText.escape(subscription.eventType()),
                        TerminalText.escape(subscription.filterText()),
                        TerminalText.escape(subscription.tag() == null ? "" : subscription.tag()),
                        subscription.webhookId() == null ? "" : subscription.webhookId()},
                    Messages.text("events.cli.noSubscriptions"));
                out.println(Messages.text("events.cli.subscriptionCount", all.size()));
                out.flush();
                return 0;
            });
        }
    }

    /** {@code starling events update ID [--tag T] [--webhook ID]}: X changes only these two. */
    @Command(name = "update", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.events-update")
    static final class Update extends Subcommand {
        @Parameters(index = "0", paramLabel = "ID", descriptionKey = "id")
        String id;

        @Option(names = "--tag", paramLabel = "TAG")
        String tag;

        @Option(names = "--webhook", paramLabel = "ID")
        String webhook;

        @Override
        public Integer call() throws IOException {
            WebhookCommand.checkId(context, "ID", id);
            if (tag == null && webhook == null) {
                throw context.usage(Messages.text("events.cli.updateWhat"));
            }
            if (tag != null && (tag.isEmpty() || tag.length() > SubscriptionCheck.MAX_TAG)) {
                throw context.usage(Messages.text("activity.check.tagLong", tag.length(), SubscriptionCheck.MAX_TAG));
            }
            if (webhook != null) {
                WebhookCommand.checkId(context, "--webhook", webhook);
            }
            return context.inSession((session, out, err) -> {
                try {
                    Subscription updated = client(session).update(id, tag, webhook);
                    out.println(Messages.text("events.cli.updated", updated.id(),
                            TerminalText.escape(String.valueOf(updated.tag())), String.valueOf(updated.webhookId())));
                    out.flush();
                    return 0;
                } catch (ApiException e) {
                    return failed(err, e);
                }
            });
        }
    }

    /** {@code starling events delete ID... | --all}: the ids (or --all) are the deliberate act. */
    @Command(name = "delete", aliases = "unsubscribe", mixinStandardHelpOptions = true,
            resourceBundle = "dev.starling.cli.help.events-delete")
    static final class Unsubscribe extends Subcommand {
        @Parameters(arity = "0..*", paramLabel = "ID", descriptionKey = "id")
        List<String> ids = new ArrayList<>();

        @Option(names = "--all")
        boolean all;

        @Override
        public Integer call() throws IOException {
            if (all == !ids.isEmpty()) {
                throw context.usage(Messages.text(all ? "events.cli.unsubscribeBoth" : "events.cli.unsubscribeWhat"));
            }
            ids.forEach(id -> WebhookCommand.checkId(context, "ID", id));
            return context.inSession((session, out, err) -> {
                SubscriptionsClient client = client(session);
                try {
                    List<String> targets = all ? client.all().stream().map(Subscription::id).toList() : ids;
                    if (targets.isEmpty()) {
                        out.println(Messages.text("events.cli.noSubscriptions"));
                        out.flush();
                        return 0;
                    }
                    DeleteOutcome outcome = client.deleteAll(targets);
                    for (DeleteOutcome.Refused one : outcome.refused()) {
                        err.println(Messages.text("events.cli.notDeleted", String.valueOf(one.subscriptionId()),
                                TerminalText.escape(String.valueOf(one.message()))));
                    }
                    int deleted = outcome.deleted().size();
                    int refused = outcome.refused().size();
                    int remaining = outcome.remaining();
                    out.println(Messages.text("events.cli.deleted", deleted, refused, remaining < 0 ? "?" : remaining));
                    out.flush();
                    return refused > 0 ? CommandContext.EXIT_FAILED : 0;
                } catch (ApiException e) {
                    return failed(err, e);
                }
            });
        }
    }

    /** {@code starling events export NAME --out FILE [--csv]}: an events recording, through the one output check. */
    @Command(name = "export", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.events-export")
    static final class Export extends Subcommand {
        @Parameters(index = "0", paramLabel = "NAME", descriptionKey = "name")
        String name;

        @Option(names = "--out", required = true, paramLabel = "FILE")
        java.nio.file.Path out;

        @Option(names = "--csv")
        boolean csv;

        @Override
        public Integer call() throws IOException {
            context.checkOutput("--out", out, context.runFiles());
            return context.inSession((session, stdout, err) -> {
                var recording = session.app().live().recordings().findByName(
                        dev.starling.core.stream.recording.Recording.Kind.EVENTS, name);
                if (recording.isEmpty()) {
                    err.println(Messages.text("events.cli.noRecording", TerminalText.escape(name)));
                    return CommandContext.EXIT_FAILED;
                }
                try {
                    if (csv) {
                        dev.starling.core.activity.EventExport.csv(recording.get(), out, context.runFiles());
                    } else {
                        dev.starling.core.activity.EventExport.ndjson(recording.get(), out, context.runFiles());
                    }
                } catch (dev.starling.core.stream.recording.RecordingException e) {
                    err.println("starling: " + EventLines.text(e.text()));
                    return CommandContext.EXIT_FAILED;
                }
                stdout.println(Messages.text("events.cli.exported", TerminalText.escape(name), out.toString()));
                stdout.flush();
                return 0;
            });
        }
    }

    /** {@code starling events version [2.166|2.167]}: which words this environment takes for {@code direction}. */
    @Command(name = "version", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.events-version")
    static final class Version extends Subcommand {
        @Parameters(index = "0", arity = "0..1", paramLabel = "VERSION", descriptionKey = "api-version")
        String version;

        @Override
        public Integer call() throws IOException {
            ActivityVersion chosen = version == null ? null : ActivityVersion.parse(version).orElseThrow(() ->
                    context.usage(Messages.text("events.cli.badVersion", version)));
            return context.inSession((session, out, err) -> {
                if (chosen != null) {
                    session.app().events().versions().set(session.api().environment(), chosen);
                }
                ActivityVersion now = EventsCommand.version(session);
                out.println(Messages.text("events.cli.version", Messages.text(session.api().environment().label()), now.id(),
                        dev.starling.core.activity.Direction.SENT.wire(now),
                        dev.starling.core.activity.Direction.RECEIVED.wire(now)));
                out.flush();
                return 0;
            });
        }
    }
}
