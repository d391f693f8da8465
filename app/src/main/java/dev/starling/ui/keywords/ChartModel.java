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

    /**
     * Whether {@code other} would put exactly this on screen (a series added without data yet, or a
     * status change, leaves the chart as it is): showing it again would only draw the same lines again.
     */
    public boolean drawsSameAs(ChartModel other) {
        if (other == null || lines.size() != other.lines.size() || missing.size() != other.missing.size()
                || from != other.from || to != other.to || !zone.equals(other.zone) || logarithmic != other.logarithmic
                || indexed != other.indexed || !valueLabel.equals(other.valueLabel)) {
            return false;
        }
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).drawsSameAs(other.lines.get(i))) {
                return false;
            }
        }
        for (int i = 0; i < missing.size(); i++) {
            if (!java.util.Arrays.equals(missing.get(i), other.missing.get(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }
}
