package dev.starling.ui.rules;

import static dev.starling.ui.FxCalls.fx;
import static dev.starling.ui.SignedInScreens.scene;

import dev.starling.boot.AppServices;
import dev.starling.core.config.ThemePreference;
import dev.starling.ui.SignedInScreens;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;

/**
 * Opens the real window on the built-in sandbox, on Stream rules with three rules (one live after a
 * dry run and apply would add it, one semantic, one with a problem), for looking at it (screenshots under Xvfb):
 * {@code java -cp <test classpath> dev.starling.ui.rules.RulesScreens DATA_DIR LIGHT|DARK WIDTH HEIGHT [ROW]}
 * (ROW: the rule chosen, from 0).
 * It prints "ready" once everything is drawn, and stays open until the window is closed.
 */
public final class RulesScreens {

    private RulesScreens() {
    }

    public static void main(String[] args) throws Exception {
        String dataDir = args[0];
        ThemePreference theme = ThemePreference.valueOf(args.length > 1 ? args[1] : "LIGHT");
        double width = args.length > 2 ? Double.parseDouble(args[2]) : 1280;
        double height = args.length > 3 ? Double.parseDouble(args[3]) : 800;
        int row = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        AppServices services = SignedInScreens.boot(dataDir, theme);
        SignedInScreens.openWindow(services, width, height);
        Thread.sleep(1500);
        fx(() -> ((ButtonBase) scene().lookup("#nav-rules")).fire());
        Thread.sleep(1500);
        rule("coffee OR latte lang:en -is:retweet", "launch");
        rule("embedding:\"people excited about our launch\" embedding_threshold:0.4", "semantic");
        rule("is:retweet", "");
        fx(() -> ((ButtonBase) scene().lookup("#checkRules")).fire());
        Thread.sleep(2500);
        fx(() -> ((TableView<?>) scene().lookup("#ruleTable")).getSelectionModel().select(row));
        Thread.sleep(1500);
        System.out.println("ready");
    }

    private static void rule(String text, String tag) throws Exception {
        fx(() -> ((ButtonBase) scene().lookup("#addRule")).fire());
        Thread.sleep(300);
        fx(() -> {
            ((TextArea) scene().lookup("#ruleText")).setText(text);
            ((TextField) scene().lookup("#ruleTag")).setText(tag);
        });
        Thread.sleep(500);
    }
}
