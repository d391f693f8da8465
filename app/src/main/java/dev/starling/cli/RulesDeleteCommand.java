package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.stream.RulesAnswer;
import dev.starling.core.stream.RulesClient;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code starling rules delete --all | --id ID...}: deletes rules at X (the flags are the deliberate act). */
@Command(name = "delete", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.rules-delete")
public final class RulesDeleteCommand extends Subcommand {

    @Option(names = "--all")
    boolean all;

    @Option(names = "--id", paramLabel = "ID")
    List<String> ids = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        if (all == !ids.isEmpty()) {
            throw context.usage(Messages.text(all ? "rules.cli.deleteBoth" : "rules.cli.deleteWhat"));
        }
        for (String id : ids) {
            if (!id.matches("[0-9]{1,19}")) {
                throw context.usage(Messages.text("rules.cli.badId", id));
            }
        }
        return context.inSession((session, out, err) -> {
            RulesAnswer answer;
            try {
                RulesClient rules = session.rules();
                answer = all ? rules.deleteAll(false) : rules.delete(ids, false);
            } catch (ApiException e) {
                err.println(Messages.text("rules.cli.failed", e.text()));
                return CommandContext.EXIT_FAILED;
            }
            RulesCommand.refusals(err, answer.refusals());
            out.println(Messages.text("rules.cli.deleted", Math.max(0, answer.summary().deleted()),
                    Math.max(0, answer.summary().notDeleted())));
            out.flush();
            return answer.summary().notDeleted() > 0 ? CommandContext.EXIT_FAILED : 0;
        });
    }
}
