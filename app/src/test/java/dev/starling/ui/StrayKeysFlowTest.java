package dev.starling.ui;

import dev.starling.ui.shell.Workspace;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.api.ads.AdAccount;
import dev.starling.core.api.ads.AudiencePermission;
import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.api.ads.PermissionApi;
import dev.starling.core.api.ads.SignedInSandbox;
import dev.starling.core.requestlog.RequestLogFilter;
import dev.starling.ui.flexible.FlexibleEntry;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every kind of confirmation of something that cannot be undone, met by stray keys in the real window
 * against the in-process sandbox: Enter and Space on the dialog as it opens (and again on its button) go
 * nothing ahead, which is read back from the sandbox (or the local store) afterwards; the deliberate way
 * (the button's Alt key, after typing the name where one is asked for) still works.
 */
class StrayKeysFlowTest extends FlowTest {

    private Confirmations dialog;

    @BeforeEach
    void signIn() throws Exception {
        dialog = new Confirmations(robot);
        running.signIn(robot, SignedInSandbox.MARKETER);
    }

    @Test
    void customAudienceDeleteAndRevokeKeepTheAudienceAndItsShare() throws Exception {
        open(WorkspaceKeys.of(Workspace.AUDIENCES));
        AdAccount us = chooseUs("#adAccountChoice");
        @SuppressWarnings("unchecked")
        TableView<CustomAudience> table = robot.lookup("#audienceTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(a -> a.name().equals("Trade show leads")));

        // Neither shared nor targeted: the button alone deletes it, after Cancel as the default.
        select(table, "Trade show leads");
        dialog.strayKeysCancel(() -> robot.clickOn("#deleteAudience"), "Delete \u201cTrade show leads\u201d at X");
        assertThat(audience(us, "Trade show leads").deleted()).isFalse();

        // Shared with the EU account and targeted by campaigns: X was asked, and the name must be typed.
        select(table, "Newsletter subscribers");
        dialog.strayKeysWhileTypingTheName(() -> robot.clickOn("#deleteAudience"),
                "Delete \u201cNewsletter subscribers\u201d at X");
        robot.clickOn("#deleteAudience");
        dialog.awaitOpen("Delete \u201cNewsletter subscribers\u201d at X");
        assertThat(dialog.message()).contains("shared with one account", "targeted by one campaign");
        robot.type(KeyCode.ESCAPE);
        dialog.awaitClosed();
        CustomAudience newsletter = audience(us, "Newsletter subscribers");
        assertThat(newsletter.deleted()).isFalse();

        // Revoking its share.
        @SuppressWarnings("unchecked")
        ListView<AudiencePermission> shares = robot.lookup("#customPermissions").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !shares.getItems().isEmpty());
        robot.interact(() -> shares.getSelectionModel().select(0));
        String grantee = shares.getItems().get(0).grantedAccountId();
        dialog.strayKeysCancel(() -> robot.clickOn("#revokePermission"),
                "Stop sharing \u201cNewsletter subscribers\u201d with Starling Coffee - EU (" + grantee + ")");
        assertThat(services.ads().permissions(PermissionApi.CUSTOM_AUDIENCE, us.id(), newsletter.id()))
                .filteredOn(share -> !share.deleted()).extracting(AudiencePermission::grantedAccountId)
                .containsExactly(grantee);

        // On purpose: Alt+D deletes the unused audience.
        select(table, "Trade show leads");
        dialog.goAheadWithAltKey(() -> robot.clickOn("#deleteAudience"), "Delete \u201cTrade show leads\u201d at X",
                null, KeyCode.D);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> audience(us, "Trade show leads").deleted());
    }

    @Test
    void flexibleAudienceDeleteDraftDeleteAndCreateLeaveEverythingInPlace() throws Exception {
        open(WorkspaceKeys.of(Workspace.FLEXIBLE_AUDIENCES));
        AdAccount us = chooseUs("#flexibleAccountChoice");
        @SuppressWarnings("unchecked")
        ListView<FlexibleEntry> entries = robot.lookup("#flexibleEntries").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> entries.getItems().stream()
                .anyMatch(entry -> entry.name().equals("Frequent orderers")));
        selectEntry(entries, "Frequent orderers");
        String id = ((FlexibleEntry.Created) entries.getSelectionModel().getSelectedItem()).audience().id();

        // Flexible audiences never change once created: deleting one asks for its name.
        dialog.strayKeysWhileTypingTheName(() -> robot.clickOn("#deleteEntry"), "Delete \u201cFrequent orderers\u201d at X");
        assertThat(services.ads().audience(us.id(), id, true).deleted()).isFalse();

        // A draft of it: Create (sends to X) and Delete (the local draft) both default to Cancel.
        robot.clickOn("#duplicateAsDraft");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> entries.getSelectionModel().getSelectedItem() instanceof FlexibleEntry.Draft);
        FlexibleEntry.Draft draft = (FlexibleEntry.Draft) entries.getSelectionModel().getSelectedItem();
        int flexibleBefore = flexibleCount(us);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !robot.lookup("#createFlexible")
                .queryAs(javafx.scene.control.Button.class).isDisabled());
        String draftName = draft.name();
        dialog.strayKeysCancel(() -> robot.clickOn("#createFlexible"), "Create \u201c" + draftName + "\u201d at X");
        assertThat(flexibleCount(us)).as("nothing created at X").isEqualTo(flexibleBefore);

        dialog.strayKeysCancel(() -> robot.clickOn("#deleteEntry"), "Delete the draft \u201c" + draftName + "\u201d");
        assertThat(services.flexibleDrafts().find(draft.draft().id())).as("the draft is still stored").isPresent();

        // On purpose: the name typed, then Alt+D, deletes the created one.
        selectEntry(entries, "Frequent orderers");
        dialog.goAheadWithAltKey(() -> robot.clickOn("#deleteEntry"), "Delete \u201cFrequent orderers\u201d at X",
                "Frequent orderers", KeyCode.D);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> services.ads().audience(us.id(), id, true).deleted());
    }

    @Test
    void doNotReachListDeleteKeepsTheList() throws Exception {
        open(WorkspaceKeys.of(Workspace.DO_NOT_REACH));
        AdAccount us = chooseUs("#dnrAccountChoice");
        @SuppressWarnings("unchecked")
        TableView<DoNotReachList> table = robot.lookup("#dnrTable").queryAs(TableView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream()
                .anyMatch(list -> list.name().equals("Global suppression")));
        DoNotReachList list = table.getItems().stream().filter(each -> each.name().equals("Global suppression"))
                .findFirst().orElseThrow();
        robot.interact(() -> table.getSelectionModel().select(list));

        dialog.strayKeysCancel(() -> robot.clickOn("#deleteDnrList"), "Delete \u201cGlobal suppression\u201d at X");
        // Open, the question stands centred over the window, and the window takes no clicks meanwhile (as a modal
        // dialog's would not), though it is not modal: a modal one un-maximised the window under openbox.
        robot.clickOn("#deleteDnrList");
        javafx.scene.control.DialogPane pane = dialog.awaitOpen("Delete \u201cGlobal suppression\u201d at X");
        javafx.stage.Stage question = (javafx.stage.Stage) pane.getScene().getWindow();
        javafx.stage.Window main = running.stage();
        assertThat(question.getModality()).isEqualTo(javafx.stage.Modality.NONE);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> Math.abs(question.getX() + question.getWidth() / 2
                - (main.getX() + main.getWidth() / 2)) < 3 && Math.abs(question.getY() + question.getHeight() / 2
                - (main.getY() + main.getHeight() / 2)) < 3);
        robot.interact(() -> robot.lookup("#newDnrName").queryAs(javafx.scene.control.TextField.class).setText("Held"));
        robot.targetWindow(main).clickOn("#createDnrList");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.isOpen()).isTrue();
        robot.targetWindow(question);
        robot.type(KeyCode.ESCAPE);
        dialog.awaitClosed();
        assertThat(services.ads().allDoNotReachLists(us.id())).extracting(DoNotReachList::name)
                .as("the click on Create while the question was open did nothing").doesNotContain("Held");
        // The Delete key in the table asks the same question.
        robot.clickOn(table);
        robot.interact(() -> table.getSelectionModel().select(list));
        dialog.strayKeysCancel(() -> robot.type(KeyCode.DELETE), "Delete \u201cGlobal suppression\u201d at X");

        assertThat(services.ads().allDoNotReachLists(us.id())).extracting(DoNotReachList::id).contains(list.id());
    }

    @Test
    void signOutBearerInvalidationAndClearingTheLogKeepTheirThings() throws Exception {
        // Sign-out: the account stays, and X still takes its token.
        open(KeyCode.DIGIT1);
        @SuppressWarnings("unchecked")
        ListView<dev.starling.core.api.account.Account> accounts = robot.lookup("#accountList").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !accounts.getItems().isEmpty());
        robot.interact(() -> accounts.getSelectionModel().select(0));
        reveal("#signOut");
        dialog.strayKeysCancel(() -> robot.clickOn("#signOut"), "Sign out @" + SignedInSandbox.MARKETER);
        assertThat(services.api().current().accounts().list()).hasSize(1);
        assertThat(services.ads().accounts()).as("the token still works at X").isNotEmpty();

        // Bearer token: still held, and still accepted.
        open(WorkspaceKeys.of(Workspace.SETTINGS));
        robot.clickOn("#obtainBearer");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> services.api().current().bearer().held().isPresent());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !robot.lookup("#invalidateBearer")
                .queryAs(javafx.scene.control.Button.class).isDisabled());
        dialog.strayKeysCancel(() -> robot.clickOn("#invalidateBearer"), "Invalidate the bearer token at X");
        String token = services.api().current().bearer().held().orElseThrow().reveal();
        HttpResponse<String> search = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                services.environments().current().apiBase().toString().replaceAll("/$", "")
                        + "/2/tweets/search/recent?query=coffee")).header("Authorization", "Bearer " + token).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(search.statusCode()).isEqualTo(200);

        // The request log: nothing cleared.
        open(WorkspaceKeys.of(Workspace.REQUEST_LOG));
        int logged = services.api().current().requestLog().find(RequestLogFilter.ALL).size();
        assertThat(logged).isPositive();
        dialog.strayKeysCancel(() -> robot.clickOn("#clearLog"), "Clear the request log");
        assertThat(services.api().current().requestLog().find(RequestLogFilter.ALL).size()).isGreaterThanOrEqualTo(logged);
    }

    private void open(KeyCode digit) {
        robot.press(KeyCode.CONTROL, digit).release(digit, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private AdAccount chooseUs(String choiceId) throws Exception {
        return chooseAccount(choiceId, "Starling Coffee - US");
    }

    private void select(TableView<CustomAudience> table, String name) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> table.getItems().stream().anyMatch(a -> a.name().equals(name)));
        robot.interact(() -> table.getSelectionModel().select(table.getItems().stream()
                .filter(a -> a.name().equals(name)).findFirst().orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void selectEntry(ListView<FlexibleEntry> entries, String name) {
        robot.interact(() -> entries.getSelectionModel().clearAndSelect(entries.getItems().stream()
                .filter(entry -> entry.name().equals(name)).findFirst().map(entries.getItems()::indexOf).orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private CustomAudience audience(AdAccount account, String name) {
        List<CustomAudience> found = services.ads().audiences(account.id(), new AudienceQuery(50, null, name,
                AudienceScope.OWNER, true)).data();
        return found.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    /** The account's audiences at X, flexible ones included: a create would add one. */
    private int flexibleCount(AdAccount account) {
        return services.ads().audiences(account.id(), AudienceQuery.firstPage(1000)).data().size();
    }
}
