package dev.starling.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.core.auth.Secret;
import dev.starling.core.store.DurableStore;
import dev.starling.core.webhook.DeliveryJournal;
import dev.starling.core.webhook.WebhookReceiver;
import dev.starling.core.webhook.WebhookSignature;
import dev.starling.sandbox.SandboxConfig;
import dev.starling.sandbox.events.ActivityModule;
import dev.starling.sandbox.events.ActivitySettings;
import dev.starling.sandbox.webhooks.WebhookModule;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code starling webhook ...} and {@code starling events ...} against a real sandbox on loopback: the
 * receiver answering the sandbox's CRC checks and its signed deliveries, the subscriptions, the
 * activity stream and replay.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class EventsCommandsTest {

    private static final Pattern REGISTERED = Pattern.compile("Registered as webhook (\\d+): (\\S+)");
    private static final Pattern SUBSCRIBED = Pattern.compile("Subscribed: (\\d+)");

    @TempDir
    static Path dir;

    private final ShiftedClock clock = new ShiftedClock();
    private UploadSandbox sandbox;
    private ActivityModule activity;
    private WebhookModule webhooks;

    @BeforeAll
    void start() throws Exception {
        sandbox = new UploadSandbox(dir, SandboxConfig.defaults(), clock);
        activity = sandbox.sandbox.module(ActivityModule.class);
        webhooks = sandbox.sandbox.module(WebhookModule.class);
        sandbox.login();
    }

    @AfterAll
    void stop() {
        sandbox.close();
    }

    @BeforeEach
    void clean() {
        clock.shift(Duration.ZERO);
        activity.settings(ActivitySettings.defaults().withRate(0).withKeepAlive(Duration.ofMillis(300)));
        webhooks.settings(webhooks.settings().withDuplicateEvery(0));
        activity.reset();
        sandbox.cli("events", "delete", "--all");
        for (String line : sandbox.cli("webhook", "list").out().lines().toList()) {
            if (line.matches("\\d+\\s.*")) {
                sandbox.cli("webhook", "delete", line.split("\\s+")[0]);
            }
        }
    }

    @Test
    void serveAnswersTheCrcCheckAndPrintsOneLinePerDeliveryRefusingAChangedByte() throws Exception {
        UploadSandbox.Running serve = sandbox.start("webhook", "serve", "--register", "--duration", "60");
        Matcher registered = await(serve, REGISTERED);
        String webhookId = registered.group(1);
        URI url = URI.create(registered.group(2));
        UploadSandbox.Run subscribed = sandbox.cli("events", "subscribe", "--type", "ProfileBioUpdate", "--webhook",
                webhookId, "--tag", "bios");
        assertThat(subscribed.exit()).as(subscribed.err()).isZero();
        assertThat(subscribed.err()).contains("ProfileBioUpdate is the name X used before 2026-03-18; it is now "
                + "profile.update.bio").contains("Using the signed-in account @demo_marketer");

        assertThat(activity.emit(3)).isEqualTo(3);
        awaitTrue(() -> serve.out().toString().lines().filter(line -> line.contains("profile.update.bio")).count() == 3);
        WebhookSignature signature = new WebhookSignature(Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET));
        byte[] body = "{\"data\":{\"event_type\":\"post.create\",\"event_uuid\":\"e-1\",\"payload\":{\"id\":\"7\",\"text\":\"hi\"}}}"
                .getBytes(StandardCharsets.UTF_8);
        String signed = signature.sign(body);
        byte[] changed = body.clone();
        changed[changed.length - 4] = (byte) 'j';
        int first = post(url, body, signed);
        int again = post(url, body, signed);
        int forged = post(url, changed, signed);
        int unsigned = post(url, body, null);
        endOnceHeard(serve, () -> serve.out().toString().lines().filter(line -> line.contains("refused: signature"))
                .count() == 2);
        UploadSandbox.Run run = serve.await(30);

        assertThat(List.of(first, again, forged, unsigned)).containsExactly(200, 200, 401, 401);
        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).filteredOn(line -> line.contains("CRC check answered")).isNotEmpty();
        assertThat(lines).filteredOn(line -> line.contains("profile.update.bio")).hasSize(3)
                .allSatisfy(line -> assertThat(line).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ  profile.update.bio  .+"));
        assertThat(lines).filteredOn(line -> line.contains("post.create")).hasSize(1);
        assertThat(lines).filteredOn(line -> line.contains("refused: signature")).hasSize(2);
        assertThat(run.err()).contains("accepted: 4, duplicates: 1, refused: 2");

        UploadSandbox.Run deliveries = sandbox.cli("webhook", "deliveries", "--limit", "100");
        assertThat(deliveries.out()).contains("duplicate, already received").contains("accepted: 4, duplicates: 1, refused: 2");
    }

    @Test
    void registerSaysXsRulesFirstAndRefusesAPortWithoutSendingThenListRevalidateAndDelete() throws Exception {
        UploadSandbox.Run refused = sandbox.cli("webhook", "register", "https://example.com:8443/hooks");
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("X's rules for a webhook URL:").contains("Nothing was sent.");
        assertThat(sandbox.cli("webhook", "list").out()).contains("No webhooks.");

        try (DurableStore store = DurableStore.inMemory(dev.starling.boot.DurableMigrations.ALL);
             DeliveryJournal journal = new DeliveryJournal(store.database());
             WebhookReceiver receiver = WebhookReceiver.start("127.0.0.1", 0, "/hook",
                     new WebhookSignature(Secret.of(SandboxConfig.DEMO_CONSUMER_SECRET)), journal,
                     new WebhookReceiver.Listener() { }, Clock.systemUTC())) {
            String url = receiver.loopbackUrl().toString();
            UploadSandbox.Run added = sandbox.cli("webhook", "register", url);
            assertThat(added.exit()).as(added.err()).isZero();
            assertThat(added.out()).contains("Registered webhook").contains(url).contains("(valid: yes)");
            assertThat(receiver.crcAnswers()).isPositive();
            String id = added.out().replaceAll("(?s).*Registered webhook (\\d+).*", "$1");

            UploadSandbox.Run duplicate = sandbox.cli("webhook", "register", url);
            UploadSandbox.Run listed = sandbox.cli("webhook", "list");
            UploadSandbox.Run revalidated = sandbox.cli("webhook", "revalidate", id);

            assertThat(duplicate.exit()).isEqualTo(1);
            assertThat(duplicate.err()).contains("DuplicateUrlFailed");
            assertThat(listed.out()).contains(id).contains(url).contains("yes");
            assertThat(revalidated.out()).contains("Webhook " + id + " passed X's CRC check");
            receiver.close();
            UploadSandbox.Run failing = sandbox.cli("webhook", "revalidate", id);
            assertThat(failing.exit()).isEqualTo(1);
            assertThat(failing.err()).contains("X's CRC check failed (CrcValidationFailed)")
                    .contains("Your receiver must answer GET ?crc_token=T within 10 seconds");
            UploadSandbox.Run deleted = sandbox.cli("webhook", "delete", id);
            assertThat(deleted.out()).contains("Deleted webhook " + id + ".");
        }
        UploadSandbox.Run unknown = sandbox.cli("webhook", "delete", "1234567890123456789");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("WebhookIdInvalid");
        assertThat(sandbox.cli("webhook", "delete", "12ab").exit()).isEqualTo(2);
    }

    @Test
    void theCalculatorGivesXsCrcAnswerAndSignatureForFixedVectors() {
        Map<String, String> env = new HashMap<>(sandbox.env());
        env.put("HOOK_SECRET", "consumer-secret-for-tests");
        List<String> global = sandbox.globalArgs();
        String body = "{\"data\":{\"event_type\":\"post.create\"}}";

        UploadSandbox.Run crc = run(env, global, "webhook", "crc", "challenge-0123", "--secret-env", "HOOK_SECRET");
        UploadSandbox.Run sign = run(env, global, "webhook", "sign", "--body", body, "--secret-env", "HOOK_SECRET");
        UploadSandbox.Run valid = run(env, global, "webhook", "verify", "--body", body, "--signature",
                "sha256=EWUjFyUU9V8Zd2+RlNC0b0rU+Xq1a6CPmwWzckJhvHA=", "--secret-env", "HOOK_SECRET");
        UploadSandbox.Run oneByte = run(env, global, "webhook", "verify", "--body", body.replace("create", "creatf"),
                "--signature", "sha256=EWUjFyUU9V8Zd2+RlNC0b0rU+Xq1a6CPmwWzckJhvHA=", "--secret-env", "HOOK_SECRET");
        UploadSandbox.Run demo = sandbox.cli("webhook", "crc", "challenge-0123");

        assertThat(crc.out().strip()).isEqualTo("{\"response_token\":\"sha256=b8CfAp2m7X5giSNGPfEhsbYjaJmsmsd+7oJ47vfgjiU=\"}");
        assertThat(sign.out().strip()).isEqualTo("sha256=EWUjFyUU9V8Zd2+RlNC0b0rU+Xq1a6CPmwWzckJhvHA=");
        assertThat(valid.exit()).isZero();
        assertThat(valid.out()).startsWith("valid:");
        assertThat(oneByte.exit()).isEqualTo(1);
        assertThat(oneByte.out()).contains("invalid:").contains("sha256=wM/FVVGQ6p0GlYHZCdN3MsyclN1VzVZd6ndTv9jfcJM=");
        assertThat(demo.out().strip()).isEqualTo("{\"response_token\":\"sha256=bI12R1UffIb4OEsm+qrNz32wykh86kqJ8B9C6Qm0rRI=\"}");
        assertThat(crc.out() + crc.err() + sign.err()).doesNotContain("consumer-secret-for-tests");
    }

    @Test
    void subscriptionsAreMadeListedUpdatedAndDeletedOneOrMany() {
        UploadSandbox.Run types = sandbox.cli("events", "types", "--kind", "dm");
        UploadSandbox.Run bio = sandbox.cli("events", "subscribe", "--type", "profile.update.bio");
        UploadSandbox.Run posts = sandbox.cli("events", "subscribe", "--type", "post.create", "--keyword", "coffee");
        UploadSandbox.Run news = sandbox.cli("events", "subscribe", "--type", "news.new", "--keyword", "launch");
        UploadSandbox.Run wrong = sandbox.cli("events", "subscribe", "--type", "profile.update.bio", "--keyword", "coffee");
        UploadSandbox.Run unknown = sandbox.cli("events", "subscribe", "--type", "post.teleport");

        assertThat(types.out()).contains("dm.received").contains("[direction]").contains("private").doesNotContain("post.create");
        assertThat(bio.exit()).as(bio.err()).isZero();
        assertThat(posts.exit()).as(posts.err()).isZero();
        assertThat(news.exit()).as(news.err()).isZero();
        assertThat(wrong.exit()).isEqualTo(1);
        assertThat(wrong.err()).contains("Nothing was sent.");
        assertThat(unknown.exit()).isEqualTo(1);
        assertThat(unknown.err()).contains("post.teleport is not an event type X knows");
        String bioId = id(bio.out());
        String postsId = id(posts.out());
        String newsId = id(news.out());

        UploadSandbox.Run listed = sandbox.cli("events", "list");
        assertThat(listed.out()).contains(bioId).contains(postsId).contains("keyword=coffee").contains("3 subscriptions");

        UploadSandbox.Run updated = sandbox.cli("events", "update", postsId, "--tag", "coffee posts");
        UploadSandbox.Run nothing = sandbox.cli("events", "update", postsId);
        assertThat(updated.out()).contains("Updated " + postsId + ": tag coffee posts");
        assertThat(nothing.exit()).isEqualTo(2);
        assertThat(sandbox.cli("events", "list").out()).contains("coffee posts");

        UploadSandbox.Run one = sandbox.cli("events", "delete", newsId);
        assertThat(one.out()).contains("deleted: 1, not deleted: 0, subscriptions left: 2");
        UploadSandbox.Run rest = sandbox.cli("events", "delete", bioId, postsId);
        assertThat(rest.out()).contains("deleted: 2, not deleted: 0, subscriptions left: 0");
        assertThat(sandbox.cli("events", "list").out()).contains("No subscriptions.");
        assertThat(sandbox.cli("events", "delete").exit()).isEqualTo(2);
    }

    @Test
    void theStreamShowsEachEventForWhatItIsAndRecoversWhatADisconnectMissedWithBackfill() throws Exception {
        assertThat(sandbox.cli("events", "subscribe", "--type", "profile.update.bio").exit()).isZero();
        assertThat(sandbox.cli("events", "subscribe", "--type", "post.create").exit()).isZero();
        UploadSandbox.Running stream = sandbox.start("events", "stream", "--backfill", "2", "--type", "profile.update.*",
                "--record", "bios", "--duration", "8");
        awaitTrue(() -> activity.openConnections() > 0);
        activity.emit(4);
        awaitTrue(() -> stream.out().toString().lines().count() == 2);
        activity.disconnectAll("OperationalDisconnect");
        activity.emit(4);
        UploadSandbox.Run run = stream.await(40);

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(4).allSatisfy(line -> assertThat(line).contains("profile.update.bio").contains("→"));
        assertThat(run.err()).contains("received: 8, shown: 4, reconnects: 1");
        Path csv = dir.resolve("bios.csv");
        UploadSandbox.Run exported = sandbox.cli("events", "export", "bios", "--out", csv.toString(), "--csv");
        assertThat(exported.exit()).as(exported.err()).isZero();
    }

    @Test
    void postsWrittenAndDeletedThroughTheApiBecomeActivityEvents() throws Exception {
        assertThat(sandbox.cli("events", "subscribe", "--type", "post.create").exit()).isZero();
        assertThat(sandbox.cli("events", "subscribe", "--type", "post.delete").exit()).isZero();
        UploadSandbox.Running stream = sandbox.start("events", "stream", "--duration", "8");
        awaitTrue(() -> activity.openConnections() > 0);

        UploadSandbox.Run posted = sandbox.cli("post", "Hello events from the command line");
        assertThat(posted.exit()).as(posted.err()).isZero();
        String id = posted.out().strip();
        assertThat(sandbox.cli("post", "--delete", id).exit()).isZero();
        endOnceShown(stream, () -> stream.out().toString().contains("post.create")
                && stream.out().toString().contains("deleted post " + id));
        UploadSandbox.Run run = stream.await(40);

        assertThat(run.out().lines().toList()).anySatisfy(line -> assertThat(line).contains("post.create")
                .contains("Hello events from the command line").contains(id))
                .anySatisfy(line -> assertThat(line).contains("post.delete").contains("deleted post " + id));
    }

    @Test
    void replaySendsTheWindowAgainAndIsFollowedToItsCompletionEvent() throws Exception {
        UploadSandbox.Running serve = sandbox.start("webhook", "serve", "--register", "--duration", "60");
        String webhookId = await(serve, REGISTERED).group(1);
        assertThat(sandbox.cli("events", "subscribe", "--type", "profile.update.bio", "--webhook", webhookId).exit())
                .isZero();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MINUTES);
        clock.shift(Duration.between(Instant.now(), now.minus(Duration.ofMinutes(90)).plusSeconds(5)));
        activity.emit(3);
        awaitTrue(() -> serve.out().toString().lines().filter(line -> line.contains("profile.update.bio")).count() == 3);
        clock.shift(Duration.ZERO);

        UploadSandbox.Run tooRecent = sandbox.cli("webhook", "replay", webhookId, "--from",
                now.minus(Duration.ofMinutes(91)).toString(), "--to", now.minus(Duration.ofMinutes(10)).toString());
        UploadSandbox.Run replay = sandbox.cli("webhook", "replay", webhookId, "--from",
                now.minus(Duration.ofMinutes(91)).toString(), "--to", now.minus(Duration.ofMinutes(60)).toString(),
                "--timeout", "30");
        endOnceHeard(serve, () -> serve.out().toString().contains("replay job"));
        UploadSandbox.Run served = serve.await(40);

        assertThat(tooRecent.exit()).isEqualTo(1);
        assertThat(tooRecent.err()).contains("Nothing was sent.");
        assertThat(replay.exit()).as(replay.err()).isZero();
        assertThat(replay.out()).contains(": complete (Job completed successfully)").contains("3 deliveries, 3 of them already received");
        assertThat(served.out().lines().filter(line -> line.contains("profile.update.bio")).count()).isEqualTo(3);
        assertThat(served.out()).contains("replay job");
    }

    private static UploadSandbox.Run run(Map<String, String> env, List<String> global, String... args) {
        List<String> all = new java.util.ArrayList<>(global);
        all.addAll(List.of(args));
        return UploadSandbox.run(env, all);
    }

    private static String id(String out) {
        Matcher matcher = SUBSCRIBED.matcher(out);
        assertThat(matcher.find()).as(out).isTrue();
        return matcher.group(1);
    }

    private static int post(URI url, byte[] body, String signature) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(url).POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .header("Content-Type", "application/json");
        if (signature != null) {
            request.header(WebhookSignature.HEADER, signature);
        }
        return HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    private static Matcher await(UploadSandbox.Running running, Pattern pattern) throws InterruptedException {
        awaitTrue(() -> pattern.matcher(running.err().toString()).find() || running.exit().isDone());
        Matcher matcher = pattern.matcher(running.err().toString());
        assertThat(matcher.find()).as(running.err().toString()).isTrue();
        return matcher;
    }

    /**
     * Ends a {@code webhook serve}'s --duration once its output shows {@code heard} and its receiver has handed every
     * delivery to the command's lines and counts (a receiver answers X first, then tells its listener), or after 30 s;
     * the assertions then say what was missing.
     */
    private static void endOnceHeard(UploadSandbox.Running serve, BooleanSupplier heard) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!(heard.getAsBoolean() && receiversIdle()) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        serve.endDuration();
    }

    /** Every thread of the webhook receivers in this JVM waits for work (or has ended): no delivery is being handled. */
    private static boolean receiversIdle() {
        return Thread.getAllStackTraces().entrySet().stream()
                .filter(thread -> thread.getKey().getName().startsWith("webhook-receiver-"))
                .allMatch(thread -> thread.getValue().length == 0 || java.util.Arrays.stream(thread.getValue())
                        .anyMatch(frame -> frame.getMethodName().equals("getTask")));
    }

    /**
     * Ends a stream's --duration once its output shows {@code shown} (or lets the duration end it, if that comes
     * first); the assertions then say what was missing.
     */
    private static void endOnceShown(UploadSandbox.Running stream, BooleanSupplier shown) throws InterruptedException {
        while (!shown.getAsBoolean() && !stream.exit().isDone()) {
            Thread.sleep(50);
        }
        stream.endDuration();
    }

    private static void awaitTrue(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting");
            }
            Thread.sleep(50);
        }
    }

    /** The system clock moved by an offset the test sets: the sandbox's deliveries made "an hour and a half ago". */
    private static final class ShiftedClock extends Clock {
        private volatile Duration offset = Duration.ZERO;

        void shift(Duration by) {
            offset = by;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(offset);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }
}
