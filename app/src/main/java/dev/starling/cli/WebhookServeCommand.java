package dev.starling.cli;

import dev.starling.core.auth.Secret;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.DeliveryJournal;
import dev.starling.core.webhook.DeliveryVerdict;
import dev.starling.core.webhook.ReplayJobs;
import dev.starling.core.webhook.Webhook;
import dev.starling.core.webhook.WebhookException;
import dev.starling.core.webhook.WebhookReceiver;
import dev.starling.core.webhook.WebhookSignature;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code starling webhook serve --port N}: Starling's webhook receiver until Ctrl+C or {@code --duration}:
 * X's CRC challenge answered with the app's consumer secret, every delivery's signature checked (a
 * failing one answered 401 and recorded as refused), each event recorded once in the data folder,
 * one line per delivery on standard output (its time and event type, or {@code refused: signature});
 * duplicates are recorded and counted, not shown again. With {@code --register} (the sandbox) the
 * receiver's loopback URL is registered as a webhook first. For real X, run a public HTTPS address in
 * front of it (a tunnel or a reverse proxy: see the README).
 */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.webhook-serve")
public final class WebhookServeCommand extends Subcommand {

    @Option(names = "--port", paramLabel = "N", defaultValue = "0")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1")
    String host;

    @Option(names = "--path", paramLabel = "PATH", defaultValue = "/webhooks/x")
    String path;

    @Option(names = "--register")
    boolean register;

    @Option(names = "--duration", paramLabel = "SECONDS")
    Double duration;

    /** Counted down by Ctrl+C; a test counts it down to end --duration early, as its end does (exit 0, summary). */
    final CountDownLatch stop = new CountDownLatch(1);

    @Option(names = "--secret-env", paramLabel = "VAR")
    String secretEnv;

    @Override
    public Integer call() throws IOException {
        if (port < 0 || port > 65_535) {
            throw context.usage(Messages.text("webhook.cli.badPort", port));
        }
        if (duration != null && !(duration > 0)) {
            throw context.usage(Messages.text("stream.cli.duration", duration));
        }
        if (path == null || !path.matches("/?[A-Za-z0-9._~/-]*")) {
            throw context.usage(Messages.text("webhook.cli.badPath", String.valueOf(path)));
        }
        return context.inSession((session, out, err) -> {
            Secret secret = WebhookCommand.secret(context, secretEnv, session.api().environment(), err);
            if (secret == null) {
                return CommandContext.EXIT_FAILED;
            }
            DeliveryJournal journal = session.app().events().deliveries();
            ReplayJobs jobs = session.app().events().replays();
            Lines lines = new Lines(out, jobs);
            WebhookReceiver receiver;
            try {
                receiver = WebhookReceiver.start(host, port, path, new WebhookSignature(secret), journal, lines,
                        Clock.systemUTC());
            } catch (IOException | RuntimeException e) {
                err.println(Messages.text("webhook.cli.cannotListen", host, port, String.valueOf(e.getMessage())));
                return CommandContext.EXIT_FAILED;
            }
            try (receiver) {
                err.println(Messages.text("webhook.cli.listening", "http://" + (host.contains(":") ? "[" + host + "]" : host)
                        + ":" + receiver.port() + (path.startsWith("/") ? path : "/" + path)));
                if (session.api().environment().kind() == EnvironmentKind.X_API) {
                    err.println(Messages.text("webhook.cli.forRealX", receiver.port()));
                }
                if (register && registerHere(session, receiver, err) != 0) {
                    return CommandContext.EXIT_FAILED;
                }
                err.flush();
                try (InterruptGuard guard = InterruptGuard.install(stop::countDown)) {
                    try {
                        if (duration == null) {
                            stop.await();
                        } else {
                            stop.await((long) (duration * 1000), TimeUnit.MILLISECONDS);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    err.println(Messages.text("webhook.cli.summary", lines.accepted.get(), lines.duplicates.get(),
                            lines.refused.get(), receiver.crcAnswers()));
                    err.flush();
                    return guard.interrupted() ? StreamRun.EXIT_INTERRUPTED : 0;
                }
            }
        });
    }

    /** Registers the receiver's loopback URL unless a webhook has it already; 0 when it is registered. */
    private int registerHere(ClientSession session, WebhookReceiver receiver, PrintWriter err) {
        String url = receiver.loopbackUrl().toString();
        try {
            Optional<Webhook> existing = WebhookCommand.client(session).list().stream()
                    .filter(webhook -> webhook.url().equals(url)).findFirst();
            Webhook webhook = existing.isPresent() ? existing.get() : WebhookCommand.client(session).register(url);
            if (existing.isPresent() && !webhook.valid()) {
                WebhookCommand.client(session).validate(webhook.id());
            }
            err.println(Messages.text("webhook.cli.registered", webhook.id(), url));
            return 0;
        } catch (WebhookException e) {
            return WebhookCommand.failed(err, e);
        }
    }

    /** One line per delivery shown (duplicates counted, not shown), and replay jobs finished as their completion comes. */
    private static final class Lines implements WebhookReceiver.Listener {
        final AtomicLong accepted = new AtomicLong();
        final AtomicLong duplicates = new AtomicLong();
        final AtomicLong refused = new AtomicLong();
        private final PrintWriter out;
        private final ReplayJobs jobs;

        Lines(PrintWriter out, ReplayJobs jobs) {
            this.out = out;
            this.jobs = jobs;
        }

        @Override
        public void onDelivery(Delivery delivery) {
            if (delivery.verdict() == DeliveryVerdict.DUPLICATE) {
                duplicates.incrementAndGet();
                return;
            }
            (delivery.verdict().refused() ? refused : accepted).incrementAndGet();
            jobs.notice(delivery);
            synchronized (out) {
                out.println(EventLines.delivery(delivery));
                out.flush();
            }
        }

        @Override
        public void onCrc(Instant at) {
            synchronized (out) {
                out.println(Messages.text("webhook.cli.crcLine", EventLines.time(at)));
                out.flush();
            }
        }
    }
}
