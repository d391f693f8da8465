package dev.starling.ui.query;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.query.compose.CredentialChoice;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.compose.FieldGroup;
import dev.starling.core.query.store.QueryDraftStore;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.ui.SignedInScreens;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TabPane;

/**
 * Opens the real window signed in to the built-in sandbox, on Query with a recent search with
 * expansions sent (the composed query is the one restored at start), for looking at it
 * (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.query.QueryScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [INSPECTOR_TAB]}.
 * It stays open until the window is closed.
 */
public final class QueryScreens {

    private QueryScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        int tab = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        AppServices services = SignedInScreens.boot(dataDir, theme);
        QuerySpec search = QuerySpec.of(Endpoint.RECENT_SEARCH, "url:x.com has:media lang:en")
                .with(FieldGroup.TWEET_EXPANSIONS, "author_id", "attachments.media_keys")
                .with(FieldGroup.TWEET, "created_at", "public_metrics", "lang", "creatd_at")
                .with(FieldGroup.USER, "username", "name", "public_metrics")
                .with(FieldGroup.MEDIA, "type", "width", "height");
        new QueryDraftStore(services.stores().durable().settings())
                .save(new QueryDraftStore.Draft(search, CredentialChoice.AUTOMATIC));
        SignedInScreens.openWindow(services, width, height);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-query")).fire());
        Thread.sleep(1500);
        // The typo stays in the restored query to show its chip; removing it lets Send go.
        fx(() -> ((ButtonBase) scene().lookup("#chip-creatd_at").lookup(".chip-remove")).fire());
        fx(() -> ((TabPane) scene().lookup("#fieldTabs")).getSelectionModel().select(1));
        fx(() -> ((ButtonBase) scene().lookup("#sendButton")).fire());
        Thread.sleep(4000);
        fx(() -> ((TabPane) scene().lookup("#inspectorTabs")).getSelectionModel().select(tab));
        System.out.println("ready");
    }
}
