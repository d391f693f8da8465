package dev.starling.cli;

import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Command;

/** {@code starling flexible}: create and list flexible audiences from the command line. */
@Command(name = "flexible", resourceBundle = "dev.starling.cli.help.flexible", mixinStandardHelpOptions = true,
        subcommands = {FlexibleCreateCommand.class, FlexibleListCommand.class})
public final class FlexibleCommand {

    static String text(BundleText text) {
        return Messages.text(text.key(), text.argArray());
    }

    /** The heading of an audience or list table (flexible and do-not-reach lists): id, name, targetable, size, more. */
    static String[] listHeader(String... more) {
        return Stream.concat(Stream.of(Messages.text("flexible.cli.list.id"), Messages.text("flexible.cli.list.name"),
                Messages.text("flexible.cli.list.targetable"), Messages.text("flexible.cli.list.size")),
                Stream.of(more)).toArray(String[]::new);
    }

    /** "yes", or "no" with X's reasons. */
    static String targetable(boolean targetable, List<String> reasonsNotTargetable) {
        return targetable ? Messages.text("flexible.cli.list.yes")
                : Messages.text("flexible.cli.list.no", String.join(", ", reasonsNotTargetable));
    }

    /** The size, or "unknown" while X has not said. */
    static String size(Integer size) {
        return size == null ? Messages.text("flexible.cli.list.unknown") : String.valueOf(size);
    }
}
