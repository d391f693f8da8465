package dev.starling.ui.audiences;

import dev.starling.ui.common.Confirmation;
import dev.starling.ui.common.Dialogs;
import dev.starling.ui.common.StatusViewModel;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AdsClient;
import dev.starling.ui.ads.AdsWords;
import javafx.collections.transformation.FilteredList;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.api.ads.PermissionLevel;
import dev.starling.core.api.ads.TargetedCampaign;
import dev.starling.core.concurrent.TaskRunner;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The side panel of the selected audience: its shares as both permission endpoints list them
 * ({@code /12/} custom-audience and {@code /5/} tailored-audience), granting (to an account picked
 * from those the user can see, or an id typed by hand) and revoking, and the
 * account's campaigns that target it (servable line items only, or all).
 */
public final class AudienceDetailsViewModel extends StatusViewModel {

    private final Supplier<AdsClient> ads;
    private final TaskRunner tasks;
    private final Dialogs dialogs;

    private final ReadOnlyObjectWrapper<CustomAudience> audience = new ReadOnlyObjectWrapper<>(this, "audience");
    /** The same shares as each permission endpoint lists them. */
    private final Map<PermissionApi, ObservableList<AudiencePermission>> permissions = new EnumMap<>(PermissionApi.class);
    private final ObservableList<TargetedCampaign> campaigns = FXCollections.observableArrayList();
    private final BooleanProperty activeOnly = new SimpleBooleanProperty(this, "activeOnly", true);
    private final StringProperty grantAccountId = new SimpleStringProperty(this, "grantAccountId", "");
    private final ObjectProperty<PermissionLevel> grantLevel =
            new SimpleObjectProperty<>(this, "grantLevel", PermissionLevel.READ_ONLY);
    private final ObjectProperty<PermissionApi> grantVia =
            new SimpleObjectProperty<>(this, "grantVia", PermissionApi.CUSTOM_AUDIENCE);
    private String accountId;
    /** Answers about an audience no longer shown are dropped. */
    private long shown;

    /** The ad accounts the user can see: offered to share with, and the names shown for grantees. */
    private final ObservableList<AdAccount> accounts;
    private final FilteredList<AdAccount> shareCandidates;

    /** Told when an audience was shared or a share revoked, so the other views of it are read again. */
    private final java.util.function.Consumer<CustomAudience> sharesChanged;

    AudienceDetailsViewModel(Supplier<AdsClient> ads, TaskRunner tasks, Dialogs dialogs, ObservableList<AdAccount> accounts,
                             java.util.function.Consumer<CustomAudience> sharesChanged) {
        this.sharesChanged = sharesChanged;
        this.ads = ads;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.accounts = accounts;
        for (PermissionApi api : PermissionApi.values()) {
            permissions.put(api, FXCollections.observableArrayList());
        }
        this.shareCandidates = new FilteredList<>(accounts, account -> true);
        activeOnly.addListener((obs, old, now) -> loadCampaigns());
    }

    public ReadOnlyObjectProperty<CustomAudience> audienceProperty() { return audience.getReadOnlyProperty(); }
    /** The shares as one of the two permission endpoints lists them. */
    public ObservableList<AudiencePermission> permissions(PermissionApi api) { return permissions.get(api); }
    public ObservableList<TargetedCampaign> campaigns() { return campaigns; }
    /** The accessible ad accounts other than the audience's own, to pick a grantee from. */
    public ObservableList<AdAccount> shareCandidates() { return shareCandidates; }
    /** True: servable line items only ({@code with_active=true}); false adds the unservable ones. */
    public BooleanProperty activeOnlyProperty() { return activeOnly; }
    public StringProperty grantAccountIdProperty() { return grantAccountId; }
    public ObjectProperty<PermissionLevel> grantLevelProperty() { return grantLevel; }
    /** Which endpoint a grant goes through; both change the same shares. */
    public ObjectProperty<PermissionApi> grantViaProperty() { return grantVia; }

    /** Shows another audience (null for none) of the given account. */
    void show(String account, CustomAudience selected) {
        boolean same = selected != null && audience.get() != null && selected.id().equals(audience.get().id())
                && account != null && account.equals(accountId);
        accountId = account;
        shareCandidates.setPredicate(candidate -> !candidate.id().equals(account));
        audience.set(selected);
        if (same) {
            return;
        }
        shown++;
        message.set("");
        error.set("");
        permissions.values().forEach(List::clear);
        campaigns.clear();
        if (selected == null || account == null) {
            return;
        }
        if (selected.deleted()) {
            message.set(Messages.text("audiences.details.deleted", selected.name()));
            return;
        }
        loadPermissions();
        loadCampaigns();
    }

    public void loadPermissions() {
        CustomAudience current = audience.get();
        if (current == null || current.deleted()) {
            return;
        }
        String account = accountId;
        long mine = shown;
        tasks.run("list audience permissions", () -> {
            AdsClient client = ads.get();
            Map<PermissionApi, List<AudiencePermission>> listed = new EnumMap<>(PermissionApi.class);
            for (PermissionApi api : PermissionApi.values()) {
                listed.put(api, client.permissions(api, account, current.id()));
            }
            return listed;
        }, listed -> {
            if (mine == shown) {
                listed.forEach((api, shares) -> permissions.get(api).setAll(shares));
            }
        }, failure -> {
            if (mine == shown) {
                error.set(FailureText.describe(failure, Messages.text("audiences.failed.permissions")));
            }
        });
    }

    public void loadCampaigns() {
        CustomAudience current = audience.get();
        if (current == null || current.deleted()) {
            return;
        }
        String account = accountId;
        boolean active = activeOnly.get();
        long mine = shown;
        tasks.run("list targeted campaigns", () -> ads.get().targetedCampaigns(account, current.id(), active, null),
                page -> {
                    if (mine == shown) {
                        campaigns.setAll(page.data());
                    }
                }, failure -> {
                    if (mine == shown) {
                        error.set(FailureText.describe(failure, Messages.text("audiences.failed.campaigns")));
                    }
                });
    }

    /**
     * The account a typed or picked text means: a known account's label ("Name (id)"), name or id
     * gives its id; other text is taken as an id typed by hand.
     */
    public String granteeId(String typed) {
        String text = typed == null ? "" : typed.trim();
        for (AdAccount account : accounts) {
            if (text.equals(account.label()) || text.equals(account.id()) || text.equalsIgnoreCase(account.name())) {
                return account.id();
            }
        }
        return text;
    }

    /** How a grantee is shown: the account's name and id when the user can see it, else the id. */
    public String accountName(String id) {
        return accounts.stream().filter(account -> account.id().equals(id)).findFirst().map(AdAccount::label).orElse(id);
    }

    /** A share as the lists show it: the account ("Starling Coffee - EU (id)"), then "Can view · since 2026-01-02". */
    public String shareText(AudiencePermission permission) {
        return Messages.text("audiences.share.row", accountName(permission.grantedAccountId()),
                AdsWords.permission(permission.permissionLevel()), AdsWords.day(permission.createdAt()));
    }

    /** Shares the audience with the picked or typed account at the chosen level. */
    public void grant() {
        CustomAudience current = audience.get();
        String grantee = granteeId(grantAccountId.get());
        if (current == null) {
            return;
        }
        if (grantee.isEmpty()) {
            error.set(Messages.text("audiences.grant.missingAccount", current.name()));
            return;
        }
        String account = accountId;
        PermissionApi via = grantVia.get();
        PermissionLevel level = grantLevel.get();
        message.set("");
        error.set("");
        tasks.run("grant audience permission", () -> ads.get().grant(via, account, current.id(), grantee, level),
                granted -> {
                    grantAccountId.set("");
                    message.set(Messages.text("audiences.granted", accountName(granted.grantedAccountId()), current.name(),
                            AdsWords.permission(granted.permissionLevel())));
                    loadPermissions();
                    sharesChanged.accept(current);
                }, failure -> error.set(FailureText.describe(failure, Messages.text("audiences.failed.grant",
                        accountName(grantee)))));
    }

    /**
     * The Share button's text: what it will share with whom ("Share “Autumn fair leads” with Starling Coffee -
     * EU (…)"), or the plain verb while no audience or account is chosen.
     */
    public String grantLabel(String typedAccount) {
        CustomAudience current = audience.get();
        String grantee = granteeId(typedAccount);
        if (current == null || grantee.isEmpty()) {
            return Messages.text("audiences.grant");
        }
        return Confirmation.label("audiences.grant.action", current.name(), accountName(grantee));
    }

    /** Asks first (a revoked share cannot be taken back: campaigns can no longer be copied), then revokes. */
    public void confirmRevoke(PermissionApi via, AudiencePermission permission) {
        CustomAudience current = audience.get();
        if (current == null || permission == null) {
            return;
        }
        String grantee = accountName(permission.grantedAccountId());
        if (dialogs.confirm(Messages.text("audiences.revoke.title"),
                Messages.text("audiences.revoke.confirm", current.name(), grantee),
                Confirmation.label("audiences.revoke.action", current.name(), grantee))) {
            revoke(via, permission);
        }
    }

    public void revoke(PermissionApi via, AudiencePermission permission) {
        CustomAudience current = audience.get();
        if (current == null) {
            return;
        }
        String account = accountId;
        message.set("");
        error.set("");
        tasks.run("revoke audience permission", () -> ads.get().revoke(via, account, current.id(), permission.id()),
                revoked -> {
                    message.set(Messages.text("audiences.revoked", accountName(revoked.grantedAccountId()), current.name()));
                    loadPermissions();
                    sharesChanged.accept(current);
                }, failure -> error.set(FailureText.describe(failure, Messages.text("audiences.failed.revoke",
                        permission.grantedAccountId()))));
    }
}
