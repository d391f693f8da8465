package dev.starling.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The ratio of each benchmark of a class to that class's baseline in the same run (a benchmark whose method is named
 * {@code bare...}, such as {@code UploadPipelineBenchmark.bareSha256}, or {@code baseline...}): a shared machine's noise moves both, so the
 * ratio is the figure to report, not either rate alone. A bare loop whose name extends another's (its variant, such as
 * {@code bareSha256TwoThreads}) is reported against it too. Throughput scores only (higher is better).
 */
final class BaselineRatios {

    private BaselineRatios() {
    }

    /**
     * One line per benchmark that has a baseline beside it in {@code scores} (full benchmark name to its score, in
     * the run's order), e.g. {@code fileToRequestBodies / bareSha256 = 81.4 %}.
     */
    static List<String> lines(Map<String, Double> scores) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, Double> baseline : scores.entrySet()) {
            String owner = owner(baseline.getKey());
            String bare = method(baseline.getKey());
            if (!isBaseline(bare) || !(baseline.getValue() > 0)) {
                continue;
            }
            for (Map.Entry<String, Double> other : scores.entrySet()) {
                String method = method(other.getKey());
                // another bare loop is a baseline too, compared only with the one it varies (bareSha256TwoThreads)
                if (other.getKey().equals(baseline.getKey()) || !owner(other.getKey()).equals(owner)
                        || isBaseline(method) && !method.startsWith(bare)) {
                    continue;
                }
                lines.add(String.format(Locale.ROOT, "%s.%s / %s = %.1f %%", simpleName(owner), method(other.getKey()),
                        bare, 100 * other.getValue() / baseline.getValue()));
            }
        }
        return lines;
    }

    /**
     * A baseline: a bare loop ({@code bare...}), or another way of doing the work the benchmark is measured against
     * ({@code baseline...}, such as {@code OverlapBenchmark.baselineUploadDryRun}).
     */
    private static boolean isBaseline(String method) {
        return method.startsWith("bare") || method.startsWith("baseline");
    }

    private static String owner(String benchmark) {
        int dot = benchmark.lastIndexOf('.');
        return dot < 0 ? "" : benchmark.substring(0, dot);
    }

    private static String method(String benchmark) {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    private static String simpleName(String owner) {
        return owner.substring(owner.lastIndexOf('.') + 1);
    }
}
