package dev.starling.cli;

import dev.starling.core.rules.AccessLevel;
import dev.starling.core.rules.StreamAccess;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling rules access [LEVEL] [--embedding|--no-embedding]}: the access level of this
 * environment's project, which sets the rule cap, the rule length and whether semantic operators may
 * be used (the same setting as the window's). Without LEVEL it prints the current one.
 */
@Command(name = "access", mixinStandardHelpOptions = true, resourceBundle = "dev.starling.cli.help.rules-access")
public final class RulesAccessCommand extends Subcommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "LEVEL", descriptionKey = "level")
    String level;

    @Option(names = "--embedding", negatable = true)
    Boolean embedding;

    @Override
    public Integer call() throws IOException {
        AccessLevel chosen = level == null ? null : AccessLevel.parse(level).orElseThrow(() -> context.usage(
                Messages.text("rules.cli.accessLevel", level, Arrays.stream(AccessLevel.values()).map(AccessLevel::id)
                        .collect(Collectors.joining(", ")))));
        return context.inSession((session, out, err) -> {
            StreamAccess access = RulesCommand.access(session);
            if (chosen != null || embedding != null) {
                AccessLevel newLevel = chosen == null ? access.level() : chosen;
                boolean newEmbedding = embedding == null ? newLevel.embeddingPossible() : embedding;
                access = new StreamAccess(newLevel, newEmbedding);
                session.app().live().access().set(session.api().environment(), access);
            }
            out.println(Messages.text("rules.cli.access", Messages.text(session.api().environment().label()),
                    RulesCommand.accessWords(access), Messages.text(access.embedding() ? "rules.cli.embedding.yes"
                            : "rules.cli.embedding.no")));
            out.flush();
            return 0;
        });
    }
}
