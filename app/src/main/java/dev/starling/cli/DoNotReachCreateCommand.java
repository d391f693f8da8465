package dev.starling.cli;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.core.text.Messages;
import java.io.IOException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code starling dnr create --account ID --name N [--description D]}: creates an empty list and
 * prints its id (for {@code starling upload --dnr-list ID}).
 */
@Command(name = "create", resourceBundle = "dev.starling.cli.help.dnr-create", mixinStandardHelpOptions = true)
public final class DoNotReachCreateCommand extends Subcommand {

    @Mixin
    AdAccountOption account;

    @Option(names = "--name", paramLabel = "NAME", descriptionKey = "name")
    String name;

    @Option(names = "--description", paramLabel = "TEXT", descriptionKey = "description")
    String description;

    @Override
    public Integer call() throws IOException {
        if (name == null || name.isBlank()) {
            throw context.usage(Messages.text("dnr.cli.missingName"));
        }
        return context.withAds(account, (ads, accountId, out, err) -> {
            DoNotReachList created = ads.createDoNotReachList(accountId, name.trim(), description);
            out.println(Messages.text("dnr.cli.created", TerminalText.escape(created.id()),
                    TerminalText.escape(created.name())));
            out.flush();
            return 0;
        });
    }
}
