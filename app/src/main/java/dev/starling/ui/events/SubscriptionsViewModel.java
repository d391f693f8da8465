package dev.starling.ui.events;

import dev.starling.boot.AppServices;
import dev.starling.core.activity.EventCatalog;
import dev.starling.core.activity.EventType;
import dev.starling.core.activity.FilterUse;
import dev.starling.core.activity.Subscription;
import dev.starling.core.activity.SubscriptionCheck;
import dev.starling.core.activity.SubscriptionDraft;
import dev.starling.core.activity.SubscriptionProblem;
import dev.starling.core.activity.SubscriptionsClient;
import dev.starling.core.api.account.Account;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.StatusViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The subscriptions part of the Events workspace: the event picker grouped by kind (each type saying the
 * filter it takes, whether it is private and the access it needs; an old PascalCase name typed is mapped
 * with the deprecation said), a new subscription checked with X's rules before it is sent, the app's
 * subscriptions a page at a time, a tag or webhook changed (all X can change), and one or many deleted
 * after a confirmation.
 */
public final class SubscriptionsViewModel extends StatusViewModel {

    private final AppServices services;
    private final Dialogs dialogs;
    private final ObservableList<EventType> types = FXCollections.observableArrayList(EventCatalog.all());
    private final ObservableList<Subscription> subscriptions = FXCollections.observableArrayList();
    private final ObservableList<Subscription> chosen = FXCollections.observableArrayList();
    private final StringProperty typeName = new SimpleStringProperty(this, "typeName", "");
    private final StringProperty typeHelp = new SimpleStringProperty(this, "typeHelp", "");
    private final StringProperty user = new SimpleStringProperty(this, "user", "");
    private final StringProperty keyword = new SimpleStringProperty(this, "keyword", "");
    private final StringProperty direction = new SimpleStringProperty(this, "direction", "");
    private final StringProperty tag = new SimpleStringProperty(this, "tag", "");
    private final StringProperty webhook = new SimpleStringProperty(this, "webhook", "");
    private final ObjectProperty<String> nextToken = new SimpleObjectProperty<>(this, "nextToken");

    public SubscriptionsViewModel(AppServices services, Dialogs dialogs) {
        this.services = services;
        this.dialogs = dialogs;
        typeName.addListener((obs, old, now) -> typeHelp.set(help(now)));
    }

    public ObservableList<EventType> types() { return types; }
    public ObservableList<Subscription> subscriptions() { return subscriptions; }
    /** The subscriptions chosen in the table (delete takes them all). */
    public ObservableList<Subscription> chosen() { return chosen; }
    public StringProperty typeNameProperty() { return typeName; }
    public StringProperty typeHelpProperty() { return typeHelp; }
    public StringProperty userProperty() { return user; }
    public StringProperty keywordProperty() { return keyword; }
    public StringProperty directionProperty() { return direction; }
    public StringProperty tagProperty() { return tag; }
    public StringProperty webhookProperty() { return webhook; }
    public ObjectProperty<String> nextTokenProperty() { return nextToken; }

    private SubscriptionsClient client() {
        return services.events().subscriptions(services.api().current());
    }

    /** The picker's line for a type: its kind, name, filter, privacy and access. */
    public static String label(EventType type) {
        return Messages.text(type.kind().key()) + " \u203a " + type.name();
    }

    /** What the type takes and needs, in words; for an old name, its dot name and the deprecation. */
    static String help(String name) {
        Optional<EventCatalog.Resolved> resolved = EventCatalog.resolve(name);
        if (resolved.isEmpty()) {
            return name == null || name.isBlank() ? "" : Messages.text("activity.check.typeUnknown", name.strip());
        }
        EventType type = resolved.get().type();
        List<String> filter = new ArrayList<>();
        part(filter, "user_id", type.userId());
        part(filter, "keyword", type.keyword());
        part(filter, "direction", type.direction());
        String access = Messages.text(type.privateEvent() ? "events.cli.private" : "events.cli.public", type.scope())
                + (type.actorOnly() ? " " + Messages.text("events.cli.ownOnly") : "");
        String words = Messages.text("events.subscriptions.typeHelp", Messages.text(type.key()),
                filter.isEmpty() ? Messages.text("events.subscriptions.noFilter") : String.join(", ", filter), access);
        return resolved.get().deprecation().map(text -> EventsWords.text(text) + "\n" + words).orElse(words);
    }

    private static void part(List<String> parts, String name, FilterUse use) {
        if (use == FilterUse.REQUIRED) {
            parts.add(Messages.text("events.subscriptions.required", name));
        } else if (use == FilterUse.OPTIONAL) {
            parts.add(Messages.text("events.subscriptions.optional", name));
        }
    }

    /** The first page again. */
    public void reload() {
        load(null);
    }

    /** The next page, added below. */
    public void more() {
        if (nextToken.get() != null) {
            load(nextToken.get());
        }
    }

    private void load(String token) {
        error.set("");
        busy.set(true);
        services.tasks().run("list subscriptions", () -> client().page(SubscriptionsClient.PAGE, token), page -> {
            busy.set(false);
            if (token == null) {
                subscriptions.setAll(page.subscriptions());
            } else {
                subscriptions.addAll(page.subscriptions());
            }
            nextToken.set(page.nextToken());
        }, failedTo(Messages.text("events.subscriptions.failed.list")));
    }

    /** Checks the new subscription with X's rules, then sends it (a private type with the user's own token). */
    public void create() {
        Optional<EventCatalog.Resolved> resolved = EventCatalog.resolve(typeName.get());
        String userId = blankToNull(user.get());
        Optional<Account> account = services.api().current().accounts().defaultAccount();
        if (userId == null && resolved.isPresent() && resolved.get().type().userId() == FilterUse.REQUIRED
                && account.isPresent()) {
            userId = account.get().userId();
            user.set(userId);
        }
        SubscriptionDraft draft = new SubscriptionDraft(typeName.get() == null ? "" : typeName.get().strip(), userId,
                blankToNull(keyword.get()), blankToNull(direction.get()), blankToNull(tag.get()), blankToNull(webhook.get()));
        List<SubscriptionProblem> problems = SubscriptionCheck.check(draft);
        if (!problems.isEmpty()) {
            error.set(problems.stream().map(problem -> EventsWords.text(problem.text())).collect(Collectors.joining("\n")));
            return;
        }
        EventType type = resolved.orElseThrow().type();
        error.set("");
        busy.set(true);
        services.tasks().run("create subscription", () -> type.privateEvent()
                ? client().create(draft, services.api().current().accounts().defaultUserAuth())
                : client().create(draft), made -> {
                    busy.set(false);
                    message.set(Messages.text("events.subscriptions.created", made.id(), made.eventType()));
                    reload();
                }, failedTo(Messages.text("events.subscriptions.failed.create")));
    }

    /** Changes the tag and the webhook of the one chosen subscription to the typed ones. */
    public void update() {
        if (chosen.size() != 1) {
            error.set(Messages.text("events.subscriptions.chooseOne"));
            return;
        }
        Subscription one = chosen.get(0);
        String newTag = blankToNull(tag.get());
        String newWebhook = blankToNull(webhook.get());
        if (newTag == null && newWebhook == null) {
            error.set(Messages.text("events.cli.updateWhat"));
            return;
        }
        error.set("");
        services.tasks().run("update subscription", () -> client().update(one.id(), newTag, newWebhook), updated -> {
            message.set(Messages.text("events.cli.updated", updated.id(), String.valueOf(updated.tag()),
                    String.valueOf(updated.webhookId())));
            reload();
        }, failure -> error.set(FailureText.describe(failure, Messages.text("events.subscriptions.failed.update"))));
    }

    /** Asks first (Cancel is the default), then deletes every chosen subscription. */
    public void confirmDelete() {
        List<String> ids = chosen.stream().map(Subscription::id).toList();
        if (ids.isEmpty() || !dialogs.confirm(Messages.text("events.subscriptions.delete.title"),
                Messages.text("events.subscriptions.delete.confirm", ids.size(), String.join(", ", ids)),
                Confirmation.label("events.subscriptions.delete.action", ids.size()))) {
            return;
        }
        error.set("");
        services.tasks().run("delete subscriptions", () -> client().deleteAll(ids), outcome -> {
            message.set(Messages.text("events.cli.deleted", outcome.deleted().size(), outcome.refused().size(),
                    outcome.remaining()));
            reload();
        }, failure -> error.set(FailureText.describe(failure, Messages.text("events.subscriptions.failed.delete"))));
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
