package dev.starling.bench;

import dev.starling.cli.UploadSandbox;
import dev.starling.sandbox.ads.AdsModule;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A nightly {@code starling sync} of a {@value #DEFAULT_ROWS}-row export of which 1 % changed (half of them people who
 * left, half who joined), against a sandbox in this JVM: the first sync sends the whole export (in this JVM, not
 * timed); the export then changes and a cold client JVM ({@code java -Xmx256m ... sync}, the test class path) syncs
 * it, timed from launch to exit. Prints the operations it sent as a share of a full upload's, the requests, the pacing
 * floor of those requests (X's 1,500 a minute), the elapsed time and its ratio to the floor, and where the time went:
 * before the first request (the JVM, the boot, reading and comparing the export) and sending. The audience must then
 * hold exactly the new export's emails, else there is no figure. {@code --force} lets the second sync go minutes after
 * the first (X's advice would refuse it for 8 hours); it changes nothing else. Then the same change once more, in this
 * (warm) JVM. Run: {@code mvn -q -P bench test -Dbench.main=dev.starling.bench.SyncCommandBenchmark -Dbench="1000000 1" -Dbench.args=}
 */
public final class SyncCommandBenchmark {

    static final int DEFAULT_ROWS = 1_000_000;

    private SyncCommandBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_ROWS;
        double changedPercent = args.length > 1 ? Double.parseDouble(args[1]) : 1;
        int changed = (int) Math.round(rows * changedPercent / 100 / 2);
        Path work = Files.createTempDirectory("sync-bench");
        Path csv = work.resolve("crm.csv");
        try (UploadSandbox sandbox = new UploadSandbox(work)) {
            sandbox.login();
            String account = sandbox.coffeeUs();
            String audience = sandbox.createAudience(account, "Sync benchmark");
            write(csv, 0, rows);
            UploadSandbox.Run first = sandbox.cli("sync", "--account", account, "--audience", audience, "--file", csv.toString());
            if (first.exit() != 0) {
                throw new IllegalStateException("the first sync failed: " + first.err());
            }
            // the next night: the first `changed` people left, as many joined
            write(csv, changed, rows + changed);
            long requestsBefore = uploadRequests(sandbox.dataDir);
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.starling.Launcher"));
            command.addAll(sandbox.globalArgs());
            command.addAll(List.of("sync", "--account", account, "--audience", audience, "--file", csv.toString(), "--force"));
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(work.resolve("sync.out").toFile())
                    .redirectError(work.resolve("sync.err").toFile());
            builder.environment().putAll(sandbox.env());
            Instant launched = Instant.now();
            long started = System.nanoTime();
            int exit = builder.start().waitFor();
            double seconds = (System.nanoTime() - started) / 1e9;
            Set<String> held = sandbox.sandbox.module(AdsModule.class).members(account, audience).getOrDefault("email", Set.of());
            long requests = uploadRequests(sandbox.dataDir) - requestsBefore;
            if (exit != 0 || held.size() != rows || requests != 2L * ((changed + 2_499) / 2_500)) {
                System.out.println(Files.readString(work.resolve("sync.err")));
                throw new IllegalStateException("the sync exited " + exit + ", sent " + requests + " requests and the "
                        + "audience holds " + held.size() + " of " + rows + " emails: no figure (output in " + work + ")");
            }
            report("cold JVM", rows, 2L * changed, requests, seconds, sendingSpan(sandbox.dataDir, launched));

            write(csv, 2 * changed, rows + 2 * changed);
            requestsBefore = uploadRequests(sandbox.dataDir);
            Instant warmStart = Instant.now();
            started = System.nanoTime();
            UploadSandbox.Run warm = sandbox.cli("sync", "--account", account, "--audience", audience, "--file",
                    csv.toString(), "--force");
            seconds = (System.nanoTime() - started) / 1e9;
            if (warm.exit() != 0) {
                throw new IllegalStateException("the warm sync failed: " + warm.err());
            }
            report("this JVM", rows, 2L * changed, uploadRequests(sandbox.dataDir) - requestsBefore, seconds,
                    sendingSpan(sandbox.dataDir, warmStart));
        }
    }

    private static void report(String where, int rows, long operations, long requests, double seconds, double[] span) {
        double floor = requests * 60.0 / 1_500;
        System.out.printf(Locale.ROOT, "%s: rows %,d  operations sent %,d (%.2f %% of a full upload's %,d)  requests %d  "
                        + "pacing floor %.2f s  elapsed %.2f s  ratio %.2f  (before the first request %.2f s, sending %.2f s: "
                        + "%.2f of the floor)  load average %s%n", where, rows, operations, 100.0 * operations / rows, rows,
                requests, floor, seconds, seconds / floor, span[0], span[1], span[1] / floor, UploadCommandBenchmark.loadAverage());
    }

    /** Distinct emails {@code from} to {@code to}, typed as an export would have them. */
    private static void write(Path csv, int from, int to) throws Exception {
        try (BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            out.write("email\n");
            for (int i = from; i < to; i++) {
                out.write(i % 7 == 0 ? " Customer.Number" : "customer.number");
                out.write(Integer.toString(i));
                out.write("@Example-Shop.com\n");
            }
        }
    }

    private static long uploadRequests(Path dataDir) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("starling.db"));
             ResultSet row = db.createStatement().executeQuery("SELECT count(*) FROM request_log WHERE method = 'POST' "
                     + "AND path LIKE '%/users'")) {
            return row.getLong(1);
        }
    }

    /**
     * From the client's request log: seconds from {@code since} to the first upload request after it, and from then
     * to the end of the last one.
     */
    private static double[] sendingSpan(Path dataDir, Instant since) throws Exception {
        try (Connection db = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("starling.db"));
             ResultSet row = db.createStatement().executeQuery("SELECT time, duration_ms FROM request_log WHERE method = 'POST' "
                     + "AND path LIKE '%/users' ORDER BY id")) {
            Instant first = null;
            Instant end = null;
            while (row.next()) {
                Instant time = Instant.parse(row.getString(1));
                if (time.isBefore(since)) {
                    continue;
                }
                first = first == null ? time : first;
                end = time.plusMillis(row.getLong(2));
            }
            return new double[] {Duration.between(since, first).toMillis() / 1e3, Duration.between(first, end).toMillis() / 1e3};
        }
    }
}
