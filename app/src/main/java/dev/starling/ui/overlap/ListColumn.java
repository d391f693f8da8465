package dev.starling.ui.overlap;

import dev.starling.core.upload.common.IdentifierType;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One column of a file being compared: its name from the header (or its number) and the identifier type it is read
 * as, detected as the upload wizard detects it; null leaves it out. No sample value: the overlap shows none.
 */
public final class ListColumn {

    private final int index;
    private final String name;
    private final ObjectProperty<IdentifierType> type = new SimpleObjectProperty<>(this, "type");

    public ListColumn(int index, String name, IdentifierType detected) {
        this.index = index;
        this.name = name;
        this.type.set(detected);
    }

    /** From 0. */
    public int index() { return index; }
    public String name() { return name; }
    public ObjectProperty<IdentifierType> typeProperty() { return type; }
}
