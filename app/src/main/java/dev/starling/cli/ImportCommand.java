package dev.starling.cli;

import dev.starling.core.api.CredentialImport;
import dev.starling.core.config.EnvironmentKind;
import dev.starling.core.text.BundleText;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling import twurl|xurl [--file FILE] [--dry-run]}: brings twurl's profiles and bearer
 * tokens, or xurl's apps and users, into the active environment. The preview of what will be imported
 * (and what is skipped, and why) is printed first; {@code --dry-run} stops there. The tool's file is
 * only read, never written.
 */
@Command(name = "import", resourceBundle = "dev.starling.cli.help.import", mixinStandardHelpOptions = true)
public final class ImportCommand extends Subcommand {

    @Parameters(arity = "1", paramLabel = "twurl|xurl", descriptionKey = "tool")
    String tool;

    @Option(names = "--file", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Option(names = "--dry-run", descriptionKey = "dry-run")
    boolean dryRun;

    @Override
    public Integer call() throws IOException {
        CredentialImport.Source source;
        try {
            source = CredentialImport.Source.valueOf(tool.trim().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw context.usage(Messages.text("import.cli.whichTool", tool));
        }
        Path path = file != null ? file : CredentialImport.defaultFile(source, Path.of(System.getProperty("user.home")));
        if (!Files.isRegularFile(path)) {
            context.err().println("starling: " + Messages.text("import.cli.noFile", path));
            return CommandContext.EXIT_FAILED;
        }
        List<CredentialImport.Item> items;
        try {
            items = CredentialImport.read(source, path);
        } catch (IllegalArgumentException e) {
            context.err().println("starling: " + Messages.text("import.cli.unreadable", path));
            return CommandContext.EXIT_FAILED;
        }
        return context.inSession((session, out, err) -> {
            List<CredentialImport.Step> steps = CredentialImport.plan(items, session.api().environment());
            out.println(Messages.text("import.cli.preview", path, steps.size()));
            for (CredentialImport.Step step : steps) {
                out.println("  " + Messages.text(step.imports() ? "import.cli.will" : "import.cli.skips")
                        + " " + step.what().render(Messages::text));
            }
            if (dryRun) {
                out.println(Messages.text("import.cli.dryRun"));
                return 0;
            }
            EnvironmentKind kind = session.api().environment().kind();
            return PostCommand.run(() -> {
                List<BundleText> done = CredentialImport.apply(steps, session.api(), session.app().vault(),
                        (clientId, secret) -> session.app().environments().saveOAuth2Client(kind, clientId, secret,
                                session.app().settings().tier(kind)));
                out.println(Messages.text("import.cli.done", done.size()));
                return 0;
            }, err);
        });
    }
}
