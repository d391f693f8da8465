package dev.starling.ui.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import dev.starling.core.config.ThemePreference;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Application;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Scene;

/**
 * Applies the light or dark theme: AtlantaFX's Primer stylesheet for controls, then Starling's
 * colour and spacing tokens ({@code tokens-light.css} / {@code tokens-dark.css}) and the shared
 * component rules in {@code app.css}, which use only token names.
 */
public final class ThemeManager {

    static final String BASE = "/dev/starling/ui/theme/";

    private final boolean osPrefersDark;
    private final ObjectProperty<ThemePreference> preference = new SimpleObjectProperty<>(ThemePreference.SYSTEM);
    private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper();
    private final List<Scene> scenes = new ArrayList<>();

    public ThemeManager(boolean osPrefersDark) {
        this.osPrefersDark = osPrefersDark;
        dark.set(isDark(preference.get()));
        preference.addListener((obs, old, now) -> {
            dark.set(isDark(now));
            apply();
        });
    }

    public ObjectProperty<ThemePreference> preferenceProperty() {
        return preference;
    }

    public ReadOnlyBooleanProperty darkProperty() {
        return dark.getReadOnlyProperty();
    }

    /** Themes the scene now and on every later change. */
    public void attach(Scene scene) {
        scenes.add(scene);
        apply();
    }

    /**
     * Sets the controls' stylesheet now, before the first control exists: otherwise JavaFX loads its
     * default (Modena) when the first control class initialises, and then this theme on top.
     */
    public void applyBeforeFirstControl() {
        apply();
    }

    private boolean isDark(ThemePreference value) {
        return value == ThemePreference.DARK || (value == ThemePreference.SYSTEM && osPrefersDark);
    }

    private void apply() {
        boolean isDark = dark.get();
        Application.setUserAgentStylesheet(isDark
                ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
        String tokens = resource(isDark ? "tokens-dark.css" : "tokens-light.css");
        String app = resource("app.css");
        for (Scene scene : scenes) {
            scene.getStylesheets().setAll(tokens, app);
            scene.getRoot().pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("dark"), isDark);
        }
    }

    private static String resource(String name) {
        var url = ThemeManager.class.getResource(BASE + name);
        if (url == null) {
            throw new IllegalStateException("Missing stylesheet " + BASE + name);
        }
        return url.toExternalForm();
    }
}
