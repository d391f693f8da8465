package dev.starling.cli;

import dev.starling.core.text.Messages;
import dev.starling.core.webhook.Delivery;
import dev.starling.core.webhook.DeliveryVerdict;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code starling webhook deliveries}: the deliveries the receiver recorded, newest last, and the counts. */
@Command(name = "deliveries", mixinStandardHelpOptions = true,
        resourceBundle = "dev.starling.cli.help.webhook-deliveries")
public final class WebhookDeliveriesCommand extends Subcommand {

    @Option(names = "--limit", paramLabel = "N", defaultValue = "20")
    int limit;

    @Option(names = "--body")
    boolean body;

    @Override
    public Integer call() throws IOException {
        if (limit < 1 || limit > 100_000) {
            throw context.usage(Messages.text("webhook.cli.badLimit", limit));
        }
        return context.inSession((session, out, err) -> {
            List<Delivery> latest = session.app().events().deliveries().latest(limit);
            for (int i = latest.size() - 1; i >= 0; i--) {
                Delivery delivery = latest.get(i);
                out.println(EventLines.delivery(delivery));
                if (body) {
                    out.println("  " + TerminalText.escape(delivery.bodyText()));
                }
            }
            Map<DeliveryVerdict, Long> counts = session.app().events().deliveries().counts();
            long refused = counts.entrySet().stream().filter(entry -> entry.getKey().refused())
                    .mapToLong(Map.Entry::getValue).sum();
            out.println(Messages.text("webhook.cli.counts", counts.get(DeliveryVerdict.ACCEPTED),
                    counts.get(DeliveryVerdict.DUPLICATE), refused));
            out.flush();
            return 0;
        });
    }
}
