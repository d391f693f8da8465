package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.StreamAccess;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code starling rules list}: every live rule (all pages) with its id and tag, and the count against the cap. */
@Command(name = "list", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.rules-list")
public final class RulesListCommand extends Subcommand {

    @Override
    public Integer call() throws IOException {
        return context.inSession((session, out, err) -> {
            List<LiveRule> rules;
            try {
                rules = session.rules().all();
            } catch (ApiException e) {
                err.println(Messages.text("rules.cli.failed", e.text()));
                return CommandContext.EXIT_FAILED;
            }
            StreamAccess access = RulesCommand.access(session);
            TextTable.print(out, new String[] {Messages.text("rules.cli.header.id"), Messages.text("rules.cli.header.tag"),
                Messages.text("rules.cli.header.value")}, rules,
                rule -> new String[] {rule.id(), rule.tag() == null ? "" : rule.tag(), rule.value()},
                Messages.text("rules.cli.none"));
            out.println(Messages.text("rules.cli.count", rules.size(), access.ruleCap(), access.level().id()));
            out.flush();
            return 0;
        });
    }
}
