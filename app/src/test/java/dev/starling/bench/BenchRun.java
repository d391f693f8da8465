package dev.starling.bench;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Not a test: how {@code mvn -P bench test} starts a benchmark, through surefire (a plugin the normal
 * build already has, so benchmarks run offline). Its name matches none of surefire's test patterns, so
 * the normal build never runs it. {@code -Dbench.main} is JMH (then {@code -Dbench} is an include pattern)
 * or any class with a {@code main}; {@code -Dbench} and {@code -Dbench.args} are its arguments. After a JMH run it
 * prints each benchmark's ratio to its class's {@code bare...} baseline from the same run ({@link BaselineRatios}).
 */
class BenchRun {

    @Test
    void run() throws Throwable {
        String main = System.getProperty("bench.main", "org.openjdk.jmh.Main");
        List<String> args = new ArrayList<>();
        for (String part : (System.getProperty("bench", "") + " " + System.getProperty("bench.args", "")).split("\\s+")) {
            if (!part.isBlank()) {
                args.add(part);
            }
        }
        String[] array = args.toArray(String[]::new);
        if (main.equals("org.openjdk.jmh.Main")) {
            // JMH's own main ends with System.exit, which surefire reports as a crashed fork
            java.util.Collection<org.openjdk.jmh.results.RunResult> results = new Runner(new CommandLineOptions(array)).run();
            java.util.Map<String, Double> scores = new java.util.LinkedHashMap<>();
            for (org.openjdk.jmh.results.RunResult result : results) {
                scores.put(result.getParams().getBenchmark(), result.getPrimaryResult().getScore());
            }
            BaselineRatios.lines(scores).forEach(line -> System.out.println("ratio " + line));
        } else {
            try {
                Class.forName(main).getMethod("main", String[].class).invoke(null, (Object) array);
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
