package dev.starling.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BaselineRatiosTest {

    @Test
    void eachBenchmarkIsReportedAsAShareOfItsOwnClasssBareBaseline() {
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("dev.starling.bench.UploadPipelineBenchmark.bareSha256", 18_000_000.0);
        scores.put("dev.starling.bench.UploadPipelineBenchmark.fileToRequestBodies", 14_400_000.0);
        scores.put("dev.starling.bench.UploadPipelineBenchmark.fileToRequestBodiesCountingFileDuplicates", 9_000_000.0);
        scores.put("dev.starling.bench.JoinBenchmark.join", 1_000.0);

        assertThat(BaselineRatios.lines(scores)).containsExactly(
                "UploadPipelineBenchmark.fileToRequestBodies / bareSha256 = 80.0 %",
                "UploadPipelineBenchmark.fileToRequestBodiesCountingFileDuplicates / bareSha256 = 50.0 %");
    }

    @Test
    void aVariantOfTheBareLoopIsReportedAgainstItAndIsABaselineItself() {
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("dev.starling.bench.UploadPipelineBenchmark.bareSha256", 18_000_000.0);
        scores.put("dev.starling.bench.UploadPipelineBenchmark.bareSha256TwoThreads", 22_500_000.0);
        scores.put("dev.starling.bench.UploadPipelineBenchmark.fileToRequestBodies", 14_400_000.0);

        assertThat(BaselineRatios.lines(scores)).containsExactly(
                "UploadPipelineBenchmark.bareSha256TwoThreads / bareSha256 = 125.0 %",
                "UploadPipelineBenchmark.fileToRequestBodies / bareSha256 = 80.0 %",
                "UploadPipelineBenchmark.fileToRequestBodies / bareSha256TwoThreads = 64.0 %");
    }

    @Test
    void anotherWayOfDoingTheWorkNamedBaselineIsABaselineToo() {
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("dev.starling.bench.OverlapBenchmark.baselineUploadDryRun", 4_000_000.0);
        scores.put("dev.starling.bench.OverlapBenchmark.overlapOfTwoFiles", 3_000_000.0);

        assertThat(BaselineRatios.lines(scores)).containsExactly("OverlapBenchmark.overlapOfTwoFiles / baselineUploadDryRun = 75.0 %");
    }

    @Test
    void aRunWithoutTheBaselinePrintsNoRatio() {
        Map<String, Double> scores = new LinkedHashMap<>();
        scores.put("dev.starling.bench.UploadPipelineBenchmark.fileToRequestBodies", 14_400_000.0);

        assertThat(BaselineRatios.lines(scores)).isEmpty();
    }
}
