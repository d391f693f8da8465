package dev.starling.core.keywords;

/**
 * How far a fetch is, over all its series: windows done of the total, how many came from the cache,
 * were fetched or failed, and the window just finished ({@code null} in the first report, sent
 * before anything is asked).
 */
public record FetchProgress(int windowsDone, int windowsTotal, int fromCache, int fetched, int failed,
                            int seriesIndex, WindowResult last) {

    public double fraction() {
        return windowsTotal == 0 ? 1.0 : (double) windowsDone / windowsTotal;
    }
}
