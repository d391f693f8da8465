package dev.starling.bench;

import dev.starling.cli.UploadSandbox;
import dev.starling.sandbox.ads.AdsModule;
import java.io.BufferedWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code starling upload} of a generated CRM file against a freshly started sandbox, timed from the
 * launch of a cold client JVM ({@code java -jar app/target/starling.jar}) to its exit, beside the pacing
 * floor: the time X's published limit (1,500 requests a minute, 2,500 operations a request) allows for
 * the requests the file needs. The sandbox runs in this JVM, started cold just before; after the run the
 * audience must hold exactly as many email hashes as the file has rows, else the figure does not count.
 * Run (after {@code mvn -q -DskipTests package}):
 * {@code java -cp "app/target/test-classes:app/target/classes:$(ls app/target/lib/*.jar | tr '\n' ':')"
 * dev.starling.bench.UploadCommandBenchmark [rows] [client JVM options...]}
 */
public final class UploadCommandBenchmark {

    static final int OPERATIONS_PER_REQUEST = 2_500;
    static final int REQUESTS_PER_MINUTE = 1_500;

    private UploadCommandBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        List<String> jvmOptions = args.length > 1 ? List.of(args).subList(1, args.length) : List.of();
        Path jar = Path.of("app/target/starling.jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("no " + jar.toAbsolutePath() + ": run mvn -q -DskipTests package first");
        }
        Path work = Files.createTempDirectory("upload-command-bench");
        Path csv = work.resolve("crm.csv");
        writeEmails(csv, rows);
        try (UploadSandbox sandbox = new UploadSandbox(work)) {
            sandbox.login();
            String account = sandbox.coffeeUs();
            String audience = sandbox.createAudience(account, "Upload benchmark");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
            command.addAll(jvmOptions);
            command.addAll(List.of("-Dstarling.sandbox.https=false", "-jar", jar.toString()));
            command.addAll(sandbox.globalArgs());
            command.addAll(List.of("upload", "--account", account, "--audience", audience, "--file", csv.toString(),
                    "--column", "email=1"));
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectOutput(work.resolve("upload.out").toFile())
                    .redirectError(work.resolve("upload.err").toFile());
            builder.environment().putAll(sandbox.env());
            com.sun.management.OperatingSystemMXBean os =
                    (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
            long sandboxCpu = os.getProcessCpuTime();
            java.time.Instant launched = java.time.Instant.now();
            long started = System.nanoTime();
            Process child = builder.start();
            // the client's CPU time, sampled while it runs (a finished process no longer reports it)
            java.time.Duration clientCpu = java.time.Duration.ZERO;
            while (!child.waitFor(100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                clientCpu = child.toHandle().info().totalCpuDuration().orElse(clientCpu);
            }
            int exit = child.exitValue();
            double seconds = (System.nanoTime() - started) / 1e9;
            sandboxCpu = os.getProcessCpuTime() - sandboxCpu;
            int held = sandbox.sandbox.module(AdsModule.class).members(account, audience).getOrDefault("email", Set.of()).size();
            if (exit != 0 || held != rows) {
                System.out.println(Files.readString(work.resolve("upload.err")));
                throw new IllegalStateException("the upload exited " + exit + " and the audience holds " + held + " of "
                        + rows + " emails: no figure (output in " + work + ")");
            }
            long requests = (rows + OPERATIONS_PER_REQUEST - 1) / OPERATIONS_PER_REQUEST;
            double floor = requests * 60.0 / REQUESTS_PER_MINUTE;
            System.out.printf(Locale.ROOT, "rows %,d  requests %d  elapsed %.2f s  pacing floor %.2f s  ratio %.3f  "
                    + "(load average %s)%n", rows, requests, seconds, floor, seconds / floor, loadAverage());
            System.out.printf(Locale.ROOT, "CPU: client %.1f s (sampled every 0.1 s), sandbox %.1f s; %s%n",
                    clientCpu.toMillis() / 1e3, sandboxCpu / 1e9, timeline(sandbox.dataDir, launched));
            System.out.println("data folder of the run (request log, journal): " + sandbox.dataDir
                    + String.format(Locale.ROOT, "  durable store %,d bytes", storeBytes(sandbox.dataDir)));
        }
    }

    /** Distinct emails, written as a CRM export would (mixed case, a stray space) so normalising has work. */
    static void writeEmails(Path csv, int rows) throws Exception {
        try (BufferedWriter out = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            out.write("email\n");
            for (int i = 0; i < rows; i++) {
                out.write(i % 7 == 0 ? " Customer.Number" : "customer.number");
                out.write(Integer.toString(i));
                out.write("@Example-Shop.com\n");
            }
        }
    }

    /** From the client's own request log: when the first upload request left, and how long sending took. */
    static String timeline(Path dataDir, java.time.Instant launched) {
        try (java.sql.Connection db = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve("starling.db"));
             java.sql.ResultSet row = db.createStatement().executeQuery("SELECT min(time), max(time), count(*) FROM request_log "
                     + "WHERE method = 'POST' AND path LIKE '%/users'")) {
            java.time.Instant first = java.time.Instant.parse(row.getString(1));
            java.time.Instant last = java.time.Instant.parse(row.getString(2));
            return String.format(Locale.ROOT, "first upload request %.2f s after launch, last one %.2f s after the first "
                    + "(%d requests; evenly paced: %.2f s)", java.time.Duration.between(launched, first).toMillis() / 1e3,
                    java.time.Duration.between(first, last).toMillis() / 1e3, row.getInt(3),
                    (row.getInt(3) - 1) * 60.0 / REQUESTS_PER_MINUTE);
        } catch (Exception e) {
            return "no timeline (" + e.getMessage() + ")";
        }
    }

    static String loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (Exception e) {
            return String.format(Locale.ROOT, "%.2f",
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        }
    }

    static long storeBytes(Path dataDir) throws Exception {
        try (var files = Files.walk(dataDir)) {
            return files.filter(Files::isRegularFile).filter(f -> f.getFileName().toString().contains(".db"))
                    .mapToLong(f -> f.toFile().length()).sum();
        }
    }
}
