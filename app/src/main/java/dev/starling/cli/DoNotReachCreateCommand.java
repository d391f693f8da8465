package dev.starling.cli;

import dev.starling.core.api.ads.DoNotReachList;
import dev.starling.ui.common.Messages;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code starling dnr create --account ID --name N [--description D]}: creates an empty list and
 * prints its id (for {@code starling upload --dnr-list ID}).
 */
@Command(name = "create", mixinStandardHelpOptions = true,
        description = "Create an empty do-not-reach list; prints its id for 'starling upload --dnr-list ID'.")
public final class DoNotReachCreateCommand implements Callable<Integer> {

    @Option(names = "--account", paramLabel = "ID", description = "Ad account id")
    String account;

    @Option(names = "--name", paramLabel = "NAME", description = "Name of the list (unique in the account)")
    String name;

    @Option(names = "--description", paramLabel = "TEXT", description = "What the list is for (optional)")
    String description;

    @ParentCommand
    DoNotReachCommand dnr;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (name == null || name.isBlank()) {
            throw new CommandLine.ParameterException(spec.commandLine(), Messages.text("dnr.cli.missingName"));
        }
        return dnr.withAds(account, spec, (ads, out) -> {
            DoNotReachList created = ads.createDoNotReachList(account, name.trim(), description);
            out.println(Messages.text("dnr.cli.created", created.id(), created.name()));
            out.flush();
            return 0;
        });
    }
}
