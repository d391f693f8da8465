package dev.starling.ui.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import dev.starling.core.config.ThemePreference;
import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
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
    /**
     * The scenes themed so far, held weakly: a closed upload wizard's window is not kept alive (with its whole
     * scene and upload) for the theme's sake.
     */
    private final Set<Scene> scenes = Collections.newSetFromMap(new WeakHashMap<>());
    /** The controls' stylesheet last given to JavaFX, so that it is given again only when the theme changes. */
    private String userAgentStylesheet;

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

    /**
     * Themes the scene now and on every later change. Only this scene is styled: setting the stylesheets of the
     * scenes already themed again, even to the same ones, makes JavaFX restyle each of them whole in the next
     * pulse (the main window with every workspace built, each time an upload wizard opened).
     */
    public void attach(Scene scene) {
        scenes.add(scene);
        useControlsStylesheet();
        style(scene, dark.get());
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
        useControlsStylesheet();
        for (Scene scene : scenes.toArray(Scene[]::new)) {
            style(scene, dark.get());
        }
    }

    private void useControlsStylesheet() {
        String controls = dark.get() ? new PrimerDark().getUserAgentStylesheet() : new PrimerLight().getUserAgentStylesheet();
        if (!controls.equals(userAgentStylesheet)) {
            Application.setUserAgentStylesheet(controls);
            userAgentStylesheet = controls;
        }
    }

    private static void style(Scene scene, boolean isDark) {
        scene.getStylesheets().setAll(resource(isDark ? "tokens-dark.css" : "tokens-light.css"), resource("app.css"));
        scene.getRoot().pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("dark"), isDark);
    }

    private static String resource(String name) {
        var url = ThemeManager.class.getResource(BASE + name);
        if (url == null) {
            throw new IllegalStateException("Missing stylesheet " + BASE + name);
        }
        return url.toExternalForm();
    }
}
