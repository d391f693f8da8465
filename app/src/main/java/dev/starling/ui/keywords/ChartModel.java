package dev.starling.ui.keywords;

import java.time.ZoneId;
import java.util.List;

/**
 * Everything the chart draws at one moment: the shown series, the spans no data came for, the
 * asked period (epoch milliseconds), the zone of the labels, the scale and what the value axis counts.
 */
public record ChartModel(List<ChartLine> lines, List<long[]> missing, long from, long to, ZoneId zone,
                         boolean logarithmic, boolean indexed, String valueLabel) {

    public static ChartModel empty(ZoneId zone) {
        return new ChartModel(List.of(), List.of(), 0, 1, zone, false, false, "");
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }
}
