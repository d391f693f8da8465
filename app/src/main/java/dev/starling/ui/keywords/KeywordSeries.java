package dev.starling.ui.keywords;

import dev.starling.core.keywords.PlotValues;
import dev.starling.core.keywords.KeywordTerms;
import dev.starling.core.keywords.SeriesResult;
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
    /** The result's points, read once per result (by the fetch's task when it went through {@link #show}). */
    private SeriesPoints points = SeriesPoints.NONE;

    public KeywordSeries(KeywordTerms terms, int colour) {
        this.terms = terms;
        this.colour = colour;
        this.name = new SimpleStringProperty(this, "name", terms.label());
        result.addListener((obs, old, now) -> {
            if (points.result() != now) {
                points = SeriesPoints.of(now);
            }
            stats.set(points.stats());
        });
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

    /**
     * Takes a result whose points were read elsewhere ({@link SeriesPoints#of}, in the fetch's task), so
     * the FX thread does not stitch it again.
     */
    void show(SeriesPoints prepared) {
        points = prepared;
        result.set(prepared.result());
    }

    /** The values the series stands for on the chart (volumes or their index), for the scale's floor. */
    double[] values(boolean indexed) {
        if (points.result() != result.get()) {
            points = SeriesPoints.of(result.get());
        }
        return PlotValues.values(points.volumes(), indexed);
    }

    /**
     * The line to draw: exact volumes, plotted as the chart's mode asks.
     *
     * @param logFloor the bottom of a log scale ({@link dev.starling.core.keywords.ValueScale#logFloor})
     */
    ChartLine line(boolean indexed, boolean logarithmic, double logFloor) {
        // Read here too, rather than only in the listener: list listeners may ask before it ran.
        if (points.result() != result.get()) {
            points = SeriesPoints.of(result.get());
        }
        return new ChartLine(name(), colour, points.times(), points.volumes(),
                PlotValues.plotted(points.volumes(), indexed, logarithmic, logFloor), points.peak());
    }
}
