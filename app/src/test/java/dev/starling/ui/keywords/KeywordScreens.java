package dev.starling.ui.keywords;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.ui.SignedInScreens;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;

/**
 * Opens the real window signed in to the built-in sandbox, on Keyword insights with two keywords
 * and a negative sent over the last DAYS days (default 7) and SERIES - 1 related keywords added as
 * series to compare (default 2 series in all), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.keywords.KeywordScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [DAYS [SERIES]]}.
 * With {@code -Dcompare=tea,chai} those are typed as a query of their own with "+ Compare" (before the
 * related ones); {@code -Dmode=indexed} or {@code -Dmode=log} shows the chart in that mode; {@code -Dcountries=true}
 * opens the "By country" tab and fetches the comparison there.
 * It prints "ready" once everything is drawn, and stays open until the window is closed.
 */
public final class KeywordScreens {

    private KeywordScreens() {
    }

    public static void main(String[] args) throws Exception {
        int days = args.length > 4 ? Integer.parseInt(args[4]) : 7;
        int seriesCount = args.length > 5 ? Integer.parseInt(args[5]) : 2;
        SignedInScreens.openOn(args, "keywords");
        Thread.sleep(1000);
        fx(() -> {
            TextField keywords = (TextField) scene().lookup("#keywordChipsField");
            keywords.setText("coffee, latte,");
            TextField negatives = (TextField) scene().lookup("#negativeChipsField");
            negatives.setText("decaf,");
            if (days != 7) {
                ((javafx.scene.control.DatePicker) scene().lookup("#startDate")).setValue(
                        ((javafx.scene.control.DatePicker) scene().lookup("#endDate")).getValue().minusDays(days));
            }
            ((Button) scene().lookup("#sendKeywords")).fire();
        });
        String typed = System.getProperty("compare");
        if (typed != null) {
            waitUntilIdle();
            fx(() -> {
                ((Button) scene().lookup("#compareQuery")).fire();
                ((TextField) scene().lookup("#keywordChipsField")).setText(typed + ",");
                ((Button) scene().lookup("#sendKeywords")).fire();
            });
        }
        for (int added = 1; added < seriesCount; added++) {
            waitUntilIdle();
            int index = added;
            fx(() -> {
                var compare = scene().getRoot().lookupAll(".related-series").stream().skip(index - 1).findFirst();
                compare.ifPresent(node -> ((Button) node).fire());
            });
        }
        waitUntilIdle();
        String mode = System.getProperty("mode", "");
        if (!mode.isEmpty()) {
            fx(() -> ((javafx.scene.control.CheckBox) scene().lookup(mode.equals("log") ? "#logToggle" : "#indexedToggle"))
                    .setSelected(true));
        }
        if (Boolean.getBoolean("countries")) {
            fx(() -> ((javafx.scene.control.TabPane) scene().lookup("#keywordTabs")).getSelectionModel().select(1));
            Thread.sleep(500);
            fx(() -> ((Button) scene().lookup("#fetchCountries")).fire());
            waitUntilEnabled("#fetchCountries");
        }
        Thread.sleep(1500);
        System.out.println("ready");
    }

    /** Waits until no fetch runs (the Send button is enabled again). */
    private static void waitUntilIdle() throws Exception {
        waitUntilEnabled("#sendKeywords");
    }

    /** Waits (at most two minutes) until the button {@code query} finds is enabled again. */
    private static void waitUntilEnabled(String query) throws Exception {
        Thread.sleep(500);
        for (int i = 0; i < 600; i++) {
            boolean[] idle = new boolean[1];
            fx(() -> idle[0] = !scene().lookup(query).isDisabled());
            if (idle[0]) {
                return;
            }
            Thread.sleep(200);
        }
    }
}
