package dev.starling.ui.theme;

import java.io.IOException;
import java.io.InputStream;
import javafx.scene.text.Font;

/**
 * Posts carry emoji that the usual desktop fonts (DejaVu, Liberation, ...) lack, which JavaFX draws
 * as empty boxes. Starling bundles Noto Emoji (monochrome, SIL Open Font License, see
 * {@code fonts/NotoEmoji-OFL.txt}) and registers it once at start-up, before the first text is laid
 * out: JavaFX then uses it as a fallback of every font for the characters they lack. It fixes each
 * font's fallback list at its first use, so registering later would not help.
 */
public final class EmojiFont {

    static final String RESOURCE = ThemeManager.BASE + "fonts/NotoEmoji-Regular.ttf";
    private static final System.Logger LOG = System.getLogger(EmojiFont.class.getName());
    private static volatile Font loaded;

    private EmojiFont() {
    }

    /**
     * Registers the bundled emoji font (once; later calls return the same). Reads a file: call it
     * off the FX thread, e.g. from {@code Application.init()}.
     *
     * @return the font's family, or null when it could not be registered (emoji then show as boxes)
     */
    public static synchronized String register() {
        if (loaded == null) {
            try (InputStream in = EmojiFont.class.getResourceAsStream(RESOURCE)) {
                loaded = in == null ? null : Font.loadFont(in, 13);
            } catch (IOException | RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "The bundled emoji font could not be registered: emoji may show as boxes", e);
            }
        }
        return loaded == null ? null : loaded.getFamily();
    }
}
