package dev.starling.cli;

import dev.starling.core.rules.StreamAccess;
import dev.starling.core.stream.LiveEndpoints;
import dev.starling.core.stream.RuleRefusal;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.io.PrintWriter;
import picocli.CommandLine.Command;

/** {@code starling rules}: the filtered stream's rules at X, listed, applied from a file or deleted. */
@Command(name = "rules", mixinStandardHelpOptions = true,
        resourceBundle = "dev.starling.cli.help.rules",
        subcommands = {RulesListCommand.class, RulesApplyCommand.class, RulesDeleteCommand.class,
                RulesAccessCommand.class})
public final class RulesCommand {

    static String text(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    /** The environment's endpoints with its app-only bearer token. */
    static LiveEndpoints endpoints(ClientSession session) {
        return LiveEndpoints.of(session.api());
    }

    /** This environment's access level (Settings; the default for its kind). */
    static StreamAccess access(ClientSession session) {
        return session.app().live().access().of(session.api().environment());
    }

    static String accessWords(StreamAccess access) {
        return Messages.text(access.level().key());
    }

    static void refusals(PrintWriter err, Iterable<RuleRefusal> refusals) {
        for (RuleRefusal refusal : refusals) {
            err.println(Messages.text("rules.cli.refusal", refusal.index() < 0 ? "-" : refusal.index() + 1,
                    text(refusal.text())));
        }
    }
}
