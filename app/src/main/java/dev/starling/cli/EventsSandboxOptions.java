package dev.starling.cli;

import dev.starling.sandbox.Sandbox;
import dev.starling.sandbox.events.ActivityModule;
import dev.starling.sandbox.events.ActivitySettings;
import dev.starling.sandbox.webhooks.WebhookModule;
import dev.starling.sandbox.webhooks.WebhookSettings;
import java.io.PrintWriter;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * {@code starling sandbox}: the scripted event source (so a new user sees activity events at once),
 * the activity stream's keep-alive, how often the webhooks' CRC check runs and how often a delivery is
 * sent twice (X delivers at least once).
 */
final class EventsSandboxOptions extends MixedInOptions {

    @Option(names = "--events-rate", paramLabel = "N", defaultValue = "1",
            descriptionKey = "events-sandbox.events-rate")
    double rate;

    @Option(names = "--events-keep-alive-ms", paramLabel = "MS", defaultValue = "20000",
            descriptionKey = "events-sandbox.events-keep-alive-ms")
    long keepAliveMs;

    @Option(names = "--webhook-crc-every-s", paramLabel = "S", defaultValue = "1800",
            descriptionKey = "events-sandbox.webhook-crc-every-s")
    long crcEverySeconds;

    @Option(names = "--webhook-duplicate-every", paramLabel = "N", defaultValue = "50",
            descriptionKey = "events-sandbox.webhook-duplicate-every")
    int duplicateEvery;

    /** The settings asked for; bad values are usage errors. */
    ActivitySettings activity() {
        try {
            return ActivitySettings.defaults().withRate(rate).withKeepAlive(Duration.ofMillis(keepAliveMs));
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    WebhookSettings webhooks() {
        try {
            return WebhookSettings.defaults().withCrcEvery(Duration.ofSeconds(crcEverySeconds))
                    .withDuplicateEvery(duplicateEvery);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    /** Applies the settings to the started sandbox and says so. */
    void applyTo(Sandbox sandbox, ActivitySettings activity, WebhookSettings webhooks, PrintWriter out) {
        sandbox.module(ActivityModule.class).settings(activity);
        sandbox.module(WebhookModule.class).settings(webhooks);
        SandboxCommand.bannerLine(out, "sandbox.cli.events", String.valueOf(activity.eventsPerSecond()),
                activity.keepAlive().toMillis(), webhooks.crcEvery().toSeconds(), webhooks.duplicateEvery());
        out.flush();
    }
}
