package dev.starling.ui.keywords;

import dev.starling.core.keywords.TimeTicks;
import dev.starling.core.text.Messages;
import java.time.ZoneId;
import java.util.List;
import javafx.scene.chart.ValueAxis;

/**
 * A horizontal axis of epoch milliseconds whose ticks fall on whole hours, days, weeks or months of
 * one time zone ({@link TimeTicks}). Its range is set by the chart (the asked period), not guessed
 * from the data, so a series with a failed window still sits on the right dates.
 */
final class TimeAxis extends ValueAxis<Number> {

    /** Roughly the width one date label needs. */
    private static final double PIXELS_PER_TICK = 96;

    private ZoneId zone = ZoneId.systemDefault();
    private TimeTicks ticks = TimeTicks.choose(0, 1, 1, zone);

    TimeAxis() {
        setAutoRanging(false);
        setMinorTickVisible(false);
        setAnimated(false);
    }

    void showRange(long fromMillis, long toMillis, ZoneId zone) {
        this.zone = zone;
        setLowerBound(fromMillis);
        setUpperBound(Math.max(toMillis, fromMillis + 1));
        // Tick labels depend on the zone too, so a new zone alone must also redo them.
        invalidateRange(List.of());
        requestAxisLayout();
    }

    ZoneId zone() {
        return zone;
    }

    @Override
    protected List<Number> calculateMinorTickMarks() {
        return List.of();
    }

    @Override
    protected void setRange(Object range, boolean animate) {
        double[] bounds = (double[]) range;
        setLowerBound(bounds[0]);
        setUpperBound(bounds[1]);
        currentLowerBound.set(bounds[0]);
        setScale(bounds[2]);
    }

    @Override
    protected Object getRange() {
        double length = getSide() != null && getSide().isVertical() ? getHeight() : getWidth();
        return new double[] {getLowerBound(), getUpperBound(), calculateNewScale(length, getLowerBound(), getUpperBound())};
    }

    @Override
    protected List<Number> calculateTickValues(double length, Object range) {
        double[] bounds = (double[]) range;
        int maxTicks = (int) Math.max(2, length / PIXELS_PER_TICK);
        ticks = TimeTicks.choose((long) bounds[0], (long) bounds[1], maxTicks, zone);
        return List.copyOf(ticks.ticks((long) bounds[0], (long) bounds[1]));
    }

    @Override
    protected String getTickMarkLabel(Number value) {
        return ticks.label(value.longValue(), Messages::text);
    }
}
