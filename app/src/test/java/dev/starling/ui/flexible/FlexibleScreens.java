package dev.starling.ui.flexible;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.ui.SignedInScreens;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;

/**
 * Opens the real window signed in to the built-in sandbox on Flexible audiences, the US account, with
 * a new draft of LEAVES audiences from the palette (default 5), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.flexible.FlexibleScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [LEAVES]}.
 * It prints "ready" once the tree is drawn, and stays open until the window is closed.
 */
public final class FlexibleScreens {

    private FlexibleScreens() {
    }

    public static void main(String[] args) throws Exception {
        int leaves = args.length > 4 ? Integer.parseInt(args[4]) : 5;
        SignedInScreens.openOn(args, "flexible");
        Thread.sleep(2500);
        fx(() -> {
            @SuppressWarnings("unchecked")
            ComboBox<dev.starling.core.api.ads.AdAccount> accounts = (ComboBox<dev.starling.core.api.ads.AdAccount>)
                    scene().lookup("#flexibleAccountChoice");
            accounts.getItems().stream().filter(a -> a.name().endsWith("US")).findFirst().ifPresent(accounts::setValue);
        });
        Thread.sleep(2500);
        fx(() -> ((ButtonBase) scene().lookup("#newDraft")).fire());
        Thread.sleep(800);
        for (int i = 0; i < leaves; i++) {
            int index = i;
            fx(() -> {
                @SuppressWarnings("unchecked")
                ListView<PaletteEntry> palette = (ListView<PaletteEntry>) scene().lookup("#palette");
                var usable = palette.getItems().stream().filter(entry -> entry.usable()).toList();
                palette.getSelectionModel().select(usable.get(index % usable.size()));
                ((ButtonBase) scene().lookup("#addLeaf")).fire();
            });
            Thread.sleep(400);
        }
        Thread.sleep(1500);
        System.out.println("ready");
    }
}
