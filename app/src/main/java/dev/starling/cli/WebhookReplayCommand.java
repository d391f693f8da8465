package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.auth.Secret;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.DeliveryJournal;
import dev.starling.core.webhook.ReplayClient;
import dev.starling.core.webhook.ReplayJob;
import dev.starling.core.webhook.ReplayOutcome;
import dev.starling.core.webhook.ReplayRefused;
import dev.starling.core.webhook.ReplayWindow;
import dev.starling.core.webhook.WebhookReceiver;
import dev.starling.core.webhook.WebhookSignature;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling webhook replay ID --from T --to T}: X sends the webhook's deliveries of the window again
 * ({@code POST /2/webhooks/replay}), with X's rules checked first (whole minutes, within the last 24 hours,
 * ending at least 31 minutes ago, one job at a time per webhook), then follows the job until its
 * completion event reaches the receiver (this data folder's: {@code webhook serve} running, or
 * {@code --port N} to receive here meanwhile). Exit 0 complete, 1 refused, incomplete or not finished in
 * {@code --timeout}, 2 usage, 130 on Ctrl+C.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.webhook-replay")
public final class WebhookReplayCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "ID", descriptionKey = "id")
    String id;

    @Option(names = "--from", required = true, paramLabel = "TIME")
    String from;

    @Option(names = "--to", required = true, paramLabel = "TIME")
    String to;

    @Option(names = "--no-follow")
    boolean noFollow;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "600")
    double timeout;

    @Option(names = "--port", paramLabel = "N")
    Integer port;

    @Override
    public Integer call() throws IOException {
        WebhookCommand.checkId(context, "ID", id);
        Instant start = ReplayWindow.parseTime(from).orElseThrow(() -> context.usage(
                Messages.text("replay.cli.badTime", "--from", from)));
        Instant end = ReplayWindow.parseTime(to).orElseThrow(() -> context.usage(
                Messages.text("replay.cli.badTime", "--to", to)));
        if (!(timeout > 0)) {
            throw context.usage(Messages.text("replay.cli.badTimeout", timeout));
        }
        if (port != null && (port < 0 || port > 65_535)) {
            throw context.usage(Messages.text("webhook.cli.badPort", port));
        }
        ReplayWindow window = new ReplayWindow(start, end);
        return context.inSession((session, out, err) -> {
            DeliveryJournal journal = session.app().events().deliveries();
            ReplayClient replays = session.app().events().replay(session.api());
            WebhookReceiver receiver = null;
            try {
                if (port != null) {
                    Secret secret = WebhookCommand.secret(context, null, session.api().environment(), err);
                    if (secret == null) {
                        return CommandContext.EXIT_FAILED;
                    }
                    receiver = WebhookReceiver.start("127.0.0.1", port, "/webhooks/x", new WebhookSignature(secret),
                            journal, new WebhookReceiver.Listener() { }, Clock.systemUTC());
                    err.println(Messages.text("webhook.cli.listening", receiver.loopbackUrl()));
                }
                long before = journal.lastId();
                ReplayJob job = replays.start(id, window);
                err.println(Messages.text("replay.cli.started", job.jobId(), id, window.fromDate(), window.toDate()));
                err.flush();
                if (noFollow) {
                    out.println(job.jobId());
                    out.flush();
                    return 0;
                }
                AtomicBoolean stopped = new AtomicBoolean();
                try (InterruptGuard guard = InterruptGuard.install(() -> stopped.set(true))) {
                    ReplayOutcome outcome = replays.follow(job, journal, before, Duration.ofMillis((long) (timeout * 1000)),
                            stopped::get, delivery -> { });
                    if (outcome.timedOut()) {
                        err.println(Messages.text(guard.interrupted() ? "replay.cli.interrupted" : "replay.cli.timedOut",
                                job.jobId(), outcome.deliveries()));
                        err.flush();
                        return guard.interrupted() ? StreamRun.EXIT_INTERRUPTED : CommandContext.EXIT_FAILED;
                    }
                    ReplayJob finished = outcome.job();
                    out.println(Messages.text("replay.cli.finished", finished.jobId(),
                            Messages.text("replay.state." + finished.state().name().toLowerCase(java.util.Locale.ROOT)),
                            TerminalText.escape(String.valueOf(finished.description())), outcome.deliveries(),
                            outcome.duplicates()));
                    out.flush();
                    return finished.state() == ReplayJob.State.COMPLETE ? 0 : CommandContext.EXIT_FAILED;
                }
            } catch (ReplayRefused e) {
                for (BundleText reason : e.reasons()) {
                    err.println("starling: " + EventLines.text(reason));
                }
                err.println(Messages.text("replay.cli.notSent"));
                return CommandContext.EXIT_FAILED;
            } catch (ApiException e) {
                err.println(Messages.text("rules.cli.failed", TerminalText.escape(Messages.text(e.text()))));
                return CommandContext.EXIT_FAILED;
            } catch (IOException e) {
                err.println(Messages.text("webhook.cli.cannotListen", "127.0.0.1", port, String.valueOf(e.getMessage())));
                return CommandContext.EXIT_FAILED;
            } finally {
                if (receiver != null) {
                    receiver.close();
                }
            }
        });
    }
}
