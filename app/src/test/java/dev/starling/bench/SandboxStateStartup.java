package dev.starling.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.scribejava.core.builder.ServiceBuilder;
import com.github.scribejava.core.builder.api.DefaultApi10a;
import com.github.scribejava.core.model.OAuth1AccessToken;
import com.github.scribejava.core.model.OAuthRequest;
import com.github.scribejava.core.model.Verb;
import com.github.scribejava.core.oauth.OAuth10aService;
import dev.starling.cli.UploadSandbox;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.ads.AdsModule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Start-up with a large sandbox state against the same launch with an empty one, in the same run (issue 32:
 * at most 1.2x the time to the first usable page and 1.3x the resident memory; the standalone sandbox
 * answering its first request within a second). It makes two data folders signed in to the embedded
 * sandbox, uploads MEMBERS emails into one with {@code starling upload} (as a person trying the sandbox
 * with their CRM export would), then launches {@code java -jar app/target/starling.jar} on a fresh copy of
 * each, alternating, RUNS times, timing launch to {@code starling-probe usable} (the main window's first
 * frame, after the stores and the embedded sandbox are up) and reading the resident memory the probe
 * prints; then {@code starling sandbox --state} on each state, timing launch to the first answered API
 * request (the account's audiences, with the large one's {@code audience_size}). Needs a display:
 * <pre>
 * mvn -q -DskipTests package   # (and -P cds for the class archive, used when present)
 * xvfb-run -a -s '-screen 0 1280x800x24' java -Dstarling.sandbox.https=false -cp "$CP" dev.starling.bench.SandboxStateStartup [members] [runs] [earlier work folder]
 * </pre>
 * Results are written up in {@code docs/perf/sandbox-state.md}.
 */
public final class SandboxStateStartup {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private SandboxStateStartup() {
    }

    record Launch(long millis, long residentKib) {
    }

    public static void main(String[] args) throws Exception {
        int members = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Path jar = Path.of("app/target/starling.jar").toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("no " + jar + ": run mvn -q -DskipTests package first");
        }
        // A third argument: the work folder of an earlier run, measured again without a new upload.
        Path work = args.length > 2 ? Path.of(args[2]) : Files.createTempDirectory("sandbox-state-startup");
        Path empty = work.resolve("empty");
        Path full = work.resolve("full");
        if (args.length <= 2) {
            prepare(work, empty, full, members);
        }
        JsonNode ads = JSON.readTree(full.resolve("sandbox").resolve("state.json").toFile()).path("ads");
        String account = null;
        for (JsonNode candidate : ads.path("accounts")) {
            if (candidate.path("name").asText().equals("Starling Coffee - US")) {
                account = candidate.path("id").asText();
            }
        }
        String audience = idOf(ads.path("audiences"), "Trade show leads");
        Path state = full.resolve("sandbox").resolve("state.json");
        for (Path data : List.of(empty, full)) {
            // The app's sandbox speaks HTTPS: its certificate made once here, as the app's first start would.
            Path stateFile = data.resolve("sandbox").resolve("state.json");
            dev.starling.sandbox.infra.TlsMaterial.load(dev.starling.sandbox.infra.SandboxTls.besideState(stateFile),
                    "127.0.0.1");
        }
        System.out.printf(Locale.ROOT, "state: %s %,d bytes, its parts %,d bytes (empty sandbox: %,d + %,d)%n", state,
                Files.size(state), size(full.resolve("sandbox").resolve("state.parts")),
                Files.size(empty.resolve("sandbox").resolve("state.json")), size(empty.resolve("sandbox").resolve("state.parts")));

        List<Launch> emptyRuns = new ArrayList<>();
        List<Launch> fullRuns = new ArrayList<>();
        appLaunch(jar, empty, work.resolve("warm"));
        for (int i = 0; i < runs; i++) {
            emptyRuns.add(appLaunch(jar, empty, work.resolve("run-e" + i)));
            fullRuns.add(appLaunch(jar, full, work.resolve("run-f" + i)));
        }
        long emptyMillis = median(emptyRuns.stream().mapToLong(Launch::millis).toArray());
        long fullMillis = median(fullRuns.stream().mapToLong(Launch::millis).toArray());
        long emptyKib = median(emptyRuns.stream().mapToLong(Launch::residentKib).toArray());
        long fullKib = median(fullRuns.stream().mapToLong(Launch::residentKib).toArray());
        System.out.printf(Locale.ROOT, "app, launch to the first usable page (median of %d): empty sandbox %d ms, "
                + "%,d members %d ms, ratio %.2f (target <= 1.2)%n", runs, emptyMillis, members, fullMillis,
                fullMillis / (double) emptyMillis);
        System.out.printf(Locale.ROOT, "app, resident memory then (median): empty %d MiB, %,d members %d MiB, ratio %.2f "
                + "(target <= 1.3)%n", emptyKib / 1024, members, fullKib / 1024, fullKib / (double) emptyKib);
        System.out.println("  each run (ms/MiB): empty " + describe(emptyRuns) + "; full " + describe(fullRuns));

        // The client's own first request (HttpClient's classes, the signer) is not the sandbox's: one discarded run.
        standalone(jar, empty, work.resolve("standalone-warm"), account, audience, -1);
        // Alternating, as the app's launches do, so both states meet the same load.
        Map<Path, List<long[]>> standalone = Map.of(empty, new ArrayList<>(), full, new ArrayList<>());
        for (int i = 0; i < runs; i++) {
            for (Path data : List.of(empty, full)) {
                standalone.get(data).add(standalone(jar, data, work.resolve("standalone-" + data.getFileName() + i),
                        account, audience, data == full ? members : -1));
            }
        }
        for (Path data : List.of(empty, full)) {
            List<long[]> results = standalone.get(data);
            System.out.printf(Locale.ROOT, "standalone sandbox --state (%s), median of %d: launch to ready %d ms, "
                    + "launch to the first answer %d ms, ready to first answer %d ms (target: answered within 1 s)%n",
                    data == full ? String.format(Locale.ROOT, "%,d members", members) : "empty", runs,
                    median(results.stream().mapToLong(r -> r[0]).toArray()),
                    median(results.stream().mapToLong(r -> r[1]).toArray()),
                    median(results.stream().mapToLong(r -> r[1] - r[0]).toArray()));
        }
        System.out.println("load average " + UploadCommandBenchmark.loadAverage() + "; work folder " + work);
    }

    /** Two data folders signed in to their embedded sandbox; {@code members} emails uploaded into one. */
    private static void prepare(Path work, Path empty, Path full, int members) throws Exception {
        try (UploadSandbox helper = new UploadSandbox(work.resolve("helper"))) {
            // (This JVM's embedded sandboxes speak plain HTTP, -Dstarling.sandbox.https=false, as the tests' do.)
            helper.login(List.of("--data-dir", empty.toString()));
            copy(empty, full);
            String account = helper.coffeeUs();
            // The embedded sandboxes grow from the same seed as this one: the same seeded, empty audience.
            String audience = idOf(helper.sandbox.module(AdsModule.class).exportState().path("audiences"),
                    "Trade show leads");
            Path csv = work.resolve("crm.csv");
            UploadCommandBenchmark.writeEmails(csv, members);
            long started = System.nanoTime();
            UploadSandbox.Run upload = helper.bare(helper.env(), List.of("--data-dir", full.toString(), "upload",
                    "--account", account, "--audience", audience, "--file", csv.toString(), "--column", "email=1"));
            if (upload.exit() != 0) {
                throw new IllegalStateException("the upload failed: " + upload.err());
            }
            System.out.printf(Locale.ROOT, "uploaded %,d emails into the embedded sandbox in %.1f s%n", members,
                    (System.nanoTime() - started) / 1e9);
        }
    }

    /** One app launch on a fresh copy of {@code data}: milliseconds to the usable line, and the memory it gives. */
    static Launch appLaunch(Path jar, Path data, Path copy) throws Exception {
        copy(data, copy);
        List<String> command = new ArrayList<>(List.of(java()));
        Path archive = jar.resolveSibling("starling.jsa");
        if (Files.isRegularFile(archive)) {
            command.add("-XX:SharedArchiveFile=" + archive);
        }
        command.addAll(List.of("-Dstarling.startup.probe=usable", "-jar", jar.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("STARLING_DATA_DIR", copy.toString());
        long started = System.nanoTime();
        Process app = builder.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(app.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("starling-probe usable")) {
                    long millis = (System.nanoTime() - started) / 1_000_000;
                    return new Launch(millis, Long.parseLong(line.substring(line.lastIndexOf(' ') + 1)));
                }
            }
        } finally {
            if (!app.waitFor(30, TimeUnit.SECONDS)) {
                app.destroyForcibly();
            }
            delete(copy);
        }
        throw new IllegalStateException("the app never printed starling-probe usable (no display? run it under xvfb-run)");
    }

    /**
     * {@code starling sandbox --state} on a copy of the data folder's sandbox state: milliseconds from
     * launch to its banner and to the answer of its first request, the account's audiences (whose
     * {@code audience_size} must then be {@code expectedSize}, unless negative).
     */
    static long[] standalone(Path jar, Path data, Path copy, String account, String audience, int expectedSize)
            throws Exception {
        copy(data.resolve("sandbox"), copy);
        Path state = copy.resolve("state.json");
        JsonNode token = JSON.readTree(state.toFile()).path("oauth").path("accessTokens").path(0);
        ProcessBuilder builder = new ProcessBuilder(java(), "-jar", jar.toString(), "sandbox", "--state", state.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        long started = System.nanoTime();
        Process sandbox = builder.start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(sandbox.getInputStream(), StandardCharsets.UTF_8))) {
            String ads = null;
            for (String line = out.readLine(); line != null && ads == null; line = out.readLine()) {
                if (line.contains("Ads API base:")) {
                    ads = line.substring(line.indexOf("http")).strip();
                }
            }
            if (ads == null) {
                throw new IllegalStateException("the sandbox printed no Ads API base");
            }
            long ready = (System.nanoTime() - started) / 1_000_000;
            String url = ads + "/12/accounts/" + account + "/custom_audiences?count=100";
            HttpRequest request = HttpRequest.newBuilder(URI.create(url)).header("Authorization",
                    authorization(url, token.path("token").asText(), token.path("secret").asText())).GET().build();
            HttpResponse<String> answer = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            long answered = (System.nanoTime() - started) / 1_000_000;
            if (answer.statusCode() != 200) {
                throw new IllegalStateException("the first request was answered " + answer.statusCode() + ": " + answer.body());
            }
            if (expectedSize >= 0) {
                JsonNode record = null;
                for (JsonNode item : JSON.readTree(answer.body()).path("data")) {
                    if (item.path("id").asText().equals(audience)) {
                        record = item;
                    }
                }
                if (record == null || record.path("audience_size").asInt() != expectedSize) {
                    throw new IllegalStateException("the audience reads " + record + ", not " + expectedSize + " people");
                }
            }
            return new long[] {ready, answered};
        } finally {
            sandbox.destroy();
            if (!sandbox.waitFor(60, TimeUnit.SECONDS)) {
                sandbox.destroyForcibly();
            }
            delete(copy);
        }
    }

    /** The OAuth 1.0a header of a GET, signed with the demo app and a token the state holds. */
    private static String authorization(String url, String token, String secret) {
        OAuth10aService service = new ServiceBuilder(SandboxConfig.DEMO_CONSUMER_KEY)
                .apiSecret(SandboxConfig.DEMO_CONSUMER_SECRET).build(new DefaultApi10a() {
                    @Override
                    public String getRequestTokenEndpoint() {
                        return url;
                    }

                    @Override
                    public String getAccessTokenEndpoint() {
                        return url;
                    }

                    @Override
                    protected String getAuthorizationBaseUrl() {
                        return url;
                    }
                });
        OAuthRequest request = new OAuthRequest(Verb.GET, url);
        service.signRequest(new OAuth1AccessToken(token, secret), request);
        return request.getHeaders().get("Authorization");
    }

    private static String idOf(JsonNode audiences, String name) {
        for (Iterator<Map.Entry<String, JsonNode>> entries = audiences.fields(); entries.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = entries.next();
            if (entry.getValue().path("name").asText().equals(name)) {
                return entry.getKey();
            }
        }
        throw new IllegalStateException("no seeded audience " + name);
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static long median(long[] values) {
        java.util.Arrays.sort(values);
        return values[values.length / 2];
    }

    private static String describe(List<Launch> runs) {
        return String.join(" ", runs.stream().map(run -> run.millis() + "/" + run.residentKib() / 1024).toList());
    }

    private static long size(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }
}
