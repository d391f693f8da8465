package dev.starling.ui.upload;

import dev.starling.core.upload.common.IdentifierType;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One source column on the mapping step: its name, a few sample values (on screen only) and the
 * identifier type the user maps it to; null means the column is ignored.
 */
public final class ColumnChoice {

    private final int index;
    private final String name;
    private final String samples;
    private final ObjectProperty<IdentifierType> type = new SimpleObjectProperty<>(this, "type");

    public ColumnChoice(int index, String name, String samples, IdentifierType detected) {
        this.index = index;
        this.name = name;
        this.samples = samples;
        this.type.set(detected);
    }

    /** 0-based. */
    public int index() { return index; }
    public String name() { return name; }
    public String samples() { return samples; }
    public ObjectProperty<IdentifierType> typeProperty() { return type; }
}
