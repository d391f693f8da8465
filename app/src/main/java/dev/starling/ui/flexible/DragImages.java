package dev.starling.ui.flexible;

import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Background;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

/**
 * What follows the pointer while an audience or a card is dragged: a picture of the audience's name
 * (the palette row, or the card's name row), on the background it is shown on, so a person sees what
 * they are carrying rather than an empty pointer.
 */
final class DragImages {

    private DragImages() {
    }

    /**
     * {@code node} as it looks on screen, on the first opaque background found on it or its parents (a
     * drag image is shown opaque on some desktops: transparent pixels would be black).
     */
    static WritableImage of(Node node) {
        SnapshotParameters parameters = new SnapshotParameters();
        parameters.setFill(backgroundOf(node));
        return node.snapshot(parameters, null);
    }

    private static Paint backgroundOf(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at instanceof Region region) {
                Background background = region.getBackground();
                if (background != null && !background.getFills().isEmpty()) {
                    Paint fill = background.getFills().get(background.getFills().size() - 1).getFill();
                    if (fill instanceof Color colour && colour.isOpaque()) {
                        return fill;
                    }
                }
            }
        }
        return Color.WHITE;
    }
}
