package dev.starling.ui.keywords;

import dev.starling.core.api.ads.VolumePoint;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.SeriesResult;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * One query of a comparison as the chart shows it: its terms, a name (the terms unless renamed),
 * whether it is shown, its palette colour, and the latest fetch result with its statistics.
 */
public final class KeywordSeries {

    private final KeywordTerms terms;
    private final int colour;
    private final StringProperty name;
    private final BooleanProperty visible = new SimpleBooleanProperty(this, "visible", true);
    private final ObjectProperty<SeriesResult> result = new SimpleObjectProperty<>(this, "result");
    private final ReadOnlyObjectWrapper<SeriesStats> stats = new ReadOnlyObjectWrapper<>(this, "stats", SeriesStats.NONE);
    /** The result {@link #times} and {@link #volumes} were taken from. */
    private SeriesResult drawnFrom;
    private long[] times = new long[0];
    private long[] volumes = new long[0];

    public KeywordSeries(KeywordTerms terms, int colour) {
        this.terms = terms;
        this.colour = colour;
        this.name = new SimpleStringProperty(this, "name", terms.label());
        result.addListener((obs, old, now) -> stats.set(SeriesStats.of(now == null ? List.of() : now.points())));
    }

    public KeywordTerms terms() { return terms; }
    public int colour() { return colour; }
    public StringProperty nameProperty() { return name; }
    public String name() { return name.get(); }
    public BooleanProperty visibleProperty() { return visible; }
    public boolean isVisible() { return visible.get(); }
    public ObjectProperty<SeriesResult> resultProperty() { return result; }
    public SeriesResult result() { return result.get(); }
    public ReadOnlyObjectProperty<SeriesStats> statsProperty() { return stats.getReadOnlyProperty(); }
    public SeriesStats stats() { return stats.get(); }

    /** The line to draw: exact volumes, plotted as the chart's mode asks. */
    ChartLine line(boolean indexed, boolean logarithmic) {
        // Derived here rather than in a change listener: list listeners may ask before those ran.
        if (drawnFrom != result.get()) {
            List<VolumePoint> points = result.get() == null ? List.of() : result.get().points();
            times = points.stream().mapToLong(point -> point.start().toEpochMilli()).toArray();
            volumes = points.stream().mapToLong(VolumePoint::volume).toArray();
            drawnFrom = result.get();
        }
        int peak = -1;
        for (int i = 0; i < volumes.length; i++) {
            if (peak < 0 || volumes[i] > volumes[peak]) {
                peak = i;
            }
        }
        return new ChartLine(name(), colour, times, volumes, PlotValues.plotted(volumes, indexed, logarithmic), peak);
    }
}
