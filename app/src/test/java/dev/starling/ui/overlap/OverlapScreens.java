package dev.starling.ui.overlap;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.FxCalls.waitUntil;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ThemePreference;
import dev.starling.core.overlap.GeneratedCrm;
import dev.starling.core.sync.SyncOptions;
import dev.starling.core.sync.SyncRequest;
import dev.starling.core.upload.common.ColumnMapping;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.inspect.SourceInspector;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.ui.SignedInScreens;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;

/**
 * Opens the real window signed in to the built-in sandbox, on Overlap with LISTS generated CRM files compared (2 or 3
 * draw a Venn diagram, 4 or 5 a matrix), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.overlap.OverlapScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [LISTS [overlap|syncs|wizard]]}.
 * For {@code syncs} one file is first synced to a new audience of the demo account; {@code wizard} opens the upload
 * wizard on A ∩ B. It prints "ready" once everything is drawn, and stays open until the window is closed.
 */
public final class OverlapScreens {

    private OverlapScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        int lists = args.length > 4 ? Integer.parseInt(args[4]) : 3;
        String shown = args.length > 5 ? args[5] : "overlap";
        AppServices services = SignedInScreens.boot(dataDir, theme);
        GeneratedCrm crm = new GeneratedCrm(36);
        List<GeneratedCrm.Person> everyone = crm.people(20_000);
        String[] names = {"spring-crm-2026.csv", "newsletter-subscribers.csv", "webinar-leads.csv", "store-loyalty.csv",
                "churned-2025.csv"};
        Path[] files = new Path[lists];
        for (int i = 0; i < lists; i++) {
            files[i] = Path.of(dataDir, names[i]);
            crm.write(files[i], everyone.subList(i * 3_000, i * 3_000 + 8_000 - i * 1_000));
        }
        if (shown.equals("syncs")) {
            String account = services.ads().accounts().get(0).id();
            for (String name : List.of("Newsletter (synced nightly)", "Spring CRM 2026")) {
                String audience = services.ads().createAudience(account, name, null).id();
                services.crm().syncs().run(new SyncRequest(account, audience, SourceInspector.inspect(files[name.startsWith("N") ? 1 : 0]),
                        ColumnMapping.parse(List.of("email=2", "phone_number=3")), new IdentifierNormalizer("US")),
                        SyncOptions.DEFAULTS, new UploadControl(), null);
            }
        }
        SignedInScreens.openWindow(services, width, height);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-audiences")).fire());
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-overlap")).fire());
        Thread.sleep(1000);
        for (int i = 0; i < lists; i++) {
            int index = i;
            fx(() -> {
                TextField path = (TextField) scene().lookup("#overlapPath");
                path.setText(files[index].toString());
                path.fireEvent(new javafx.event.ActionEvent());
            });
            waitUntil(() -> scene().lookup("#overlapRemove" + index) != null, 20);
        }
        fx(() -> ((Button) scene().lookup("#overlapCompare")).fire());
        waitUntil(() -> !((TableView<?>) scene().lookup("#overlapCounts")).getItems().isEmpty(), 60);
        if (shown.equals("syncs")) {
            fx(() -> ((TabPane) scene().lookup("#overlapView").lookup(".tab-pane")).getSelectionModel().select(1));
        } else if (shown.equals("wizard")) {
            Thread.sleep(500);
            fx(() -> ((Button) scene().lookup("#overlapSend")).fire());
        }
        Thread.sleep(2500);
        System.out.println("ready");
    }
}
