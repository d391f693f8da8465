package dev.starling.ui.keywords;

import dev.starling.core.keywords.FetchControl;
import dev.starling.core.keywords.KeywordRequest;
import dev.starling.core.keywords.SeriesResult;
import java.util.List;

/**
 * Where the chart's warm-up gets its sample series: made by the workspace's factory
 * ({@link KeywordInsightsViews#samples}), so the view builds no core service of its own.
 */
@FunctionalInterface
interface SampleFetch {

    /** The requests' series (of sample volumes, never sent anywhere); stops early when {@code control} is cancelled. */
    List<SeriesResult> fetch(List<KeywordRequest> requests, FetchControl control);
}
