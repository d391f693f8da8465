package dev.starling.ui.query;

import dev.starling.boot.DurableMigrations;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.store.ResultCache;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.store.LocalStores;
import dev.starling.testing.LiveObjects;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;

/**
 * What preparing one large answer costs the background thread, in figures a busy machine does not
 * change: the bytes it allocates (the garbage whose collection pauses the FX thread too), the heap
 * the prepared answer keeps (bytes, and objects: a young collection's pause grows with the live
 * objects it copies, ADR 30), and its CPU time. The same work as a sent query's task: parse, join,
 * Raw's lines, the objects remembered in the cache. The first run of a JVM is cold (ADR 29):
 * <pre>java -cp &lt;test classpath&gt; dev.starling.ui.query.AnswerPreparationCost [megabytes] [runs]</pre>
 */
public final class AnswerPreparationCost {

    private AnswerPreparationCost() {
    }

    public static void main(String[] args) throws Exception {
        int megabytes = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        byte[] body = QueryInspectorStallCheck.LargeSearchAnswer.build(megabytes * 1_000_000).getBytes(StandardCharsets.UTF_8);
        QueryResult result = new QueryResult(200, Map.of(), body, Instant.EPOCH, 1, false);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (LocalStores stores = LocalStores.inMemory(Clock.systemUTC(), DurableMigrations.ALL)) {
            ResultCache cache = new ResultCache(stores.cache());
            ResultInspection kept = null;
            for (int run = 1; run <= runs; run++) {
                kept = null;
                long heapBefore = usedHeap();
                long objectsBefore = LiveObjects.total();
                long allocatedBefore = threads.getCurrentThreadAllocatedBytes();
                long cpuBefore = threads.getCurrentThreadCpuTime();
                ResultInspection inspection = ResultInspection.of(result, Endpoint.Primary.POSTS, new IncludesJoiner(cache));
                cache.rememberObjects(inspection.answer(), Endpoint.Primary.POSTS);
                long allocated = threads.getCurrentThreadAllocatedBytes() - allocatedBefore;
                long cpu = threads.getCurrentThreadCpuTime() - cpuBefore;
                kept = inspection;
                System.out.printf(Locale.ROOT, "run %d: %,d bytes answer, %d rows, %,d Raw lines: allocated %d MB, kept %d MB"
                                + " in %,d objects, CPU %d ms%n",
                        run, body.length, kept.rows().size(), kept.prettyLines().size(), allocated >> 20,
                        (usedHeap() - heapBefore) >> 20, LiveObjects.total() - objectsBefore, cpu / 1_000_000);
            }
        }
    }

    private static long usedHeap() {
        for (int i = 0; i < 4; i++) {
            System.gc(); // only to measure what stays reachable; not something the app does
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
