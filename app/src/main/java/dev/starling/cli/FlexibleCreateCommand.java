package dev.starling.cli;

import dev.starling.core.api.ads.AdsClient;
import dev.starling.core.api.ads.CustomAudience;
import dev.starling.core.api.ads.FlexibleBatchResult;
import dev.starling.core.api.ads.LeafAudiences;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.SegmentJsonException;
import dev.starling.core.flexible.SegmentJsonReader;
import dev.starling.core.flexible.SegmentTrees;
import dev.starling.core.flexible.TreeProblem;
import dev.starling.core.flexible.TreeValidator;
import dev.starling.core.flexible.Validation;
import dev.starling.core.text.Messages;
import dev.starling.core.output.RunFiles;
import dev.starling.core.upload.inspect.SourceInspector;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code starling flexible create --account ID --file tree.json [--name N]}: reads a segments object
 * or a whole batch body, checks it with the editor's rules against the account's audiences, and only
 * then sends it. Exit 0 created, 1 refused (by the rules or by X: nothing is created), 2 usage.
 */
@Command(name = "create", resourceBundle = "dev.starling.cli.help.flexible-create",
        mixinStandardHelpOptions = true, sortOptions = false)
public final class FlexibleCreateCommand extends Subcommand implements ReadsFiles {

    /** Ten items of ten leaves take a few kilobytes: a file this large is not a tree (1 MiB). */
    static final int MAX_BYTES = 1 << 20;

    @Mixin
    AdAccountOption account;

    @Option(names = "--file", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Option(names = "--name", paramLabel = "NAME", descriptionKey = "name")
    String name;

    /**
     * Checks the arguments and reads the file: the definitions to create. Usage problems (exit 2) are
     * ParameterExceptions; a file that is not a tree is a {@link SegmentJsonException}.
     */
    List<FlexibleDefinition> plan() {
        account.required();
        if (file == null) {
            throw context.usage(Messages.text("flexible.cli.missingFile"));
        }
        List<FlexibleDefinition> definitions = SegmentJsonReader.read(readText());
        if (name != null) {
            if (definitions.size() > 1) {
                throw context.usage(Messages.text("flexible.cli.nameWithBatch", definitions.size()));
            }
            definitions = List.of(definitions.get(0).withName(name));
        }
        return definitions;
    }

    /**
     * The file as text, read as {@code upload --file} reads its file: a regular file (a pipe or a device
     * such as /dev/zero is refused before it is opened), at most {@value #MAX_BYTES} bytes, UTF-8 (a
     * byte-order mark is fine; UTF-16 is named as such). Every problem is a usage error.
     */
    private String readText() {
        context.checkInput("--file", file);
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        } catch (IOException e) {
            throw context.usage(Messages.text("flexible.cli.unreadable", file));
        }
        if (bytes.length > MAX_BYTES) {
            throw context.usage(Messages.text("flexible.cli.tooLarge", file));
        }
        if (SourceInspector.looksLikeUtf16(bytes, bytes.length)) {
            throw context.usage(Messages.text("flexible.cli.utf16", file));
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw context.usage(Messages.text("flexible.cli.notUtf8", file));
        }
    }

    @Override
    public RunFiles withInputs(RunFiles files) {
        return files.withInput(file);
    }

    @Override
    public Integer call() throws IOException {
        List<FlexibleDefinition> definitions;
        try {
            definitions = plan();
        } catch (SegmentJsonException e) {
            context.err().println(Messages.text("flexible.cli.badFile", file, FlexibleCommand.text(e.text())));
            return CommandContext.EXIT_FAILED;
        }
        return context.withAds(account, (ads, accountId, out, err) -> {
            Map<String, CustomAudience> audiences = LeafAudiences.load(ads, accountId);
            List<FlexibleDefinition> resolved = new ArrayList<>();
            boolean refused = false;
            for (int i = 0; i < definitions.size(); i++) {
                FlexibleDefinition definition = definitions.get(i).withRoot(SegmentTrees.withFacts(
                        definitions.get(i).root(), LeafAudiences.lookup(audiences)));
                resolved.add(definition);
                refused |= report(i, definition, check(definition, i, definitions, audiences), err);
            }
            if (refused) {
                err.println(Messages.text("flexible.cli.nothingSent"));
                return CommandContext.EXIT_FAILED;
            }
            return send(ads, resolved, out, err);
        });
    }

    /** The editor's rules; names must differ from the account's audiences and from the other items. */
    private Validation check(FlexibleDefinition definition, int index, List<FlexibleDefinition> all,
                             Map<String, CustomAudience> audiences) {
        List<String> taken = new ArrayList<>(LeafAudiences.takenNames(audiences, account.id));
        for (int other = 0; other < index; other++) {
            taken.add(all.get(other).name());
        }
        return TreeValidator.validate(definition, taken);
    }

    /** Prints the item's problems; true when any is an error. */
    private boolean report(int index, FlexibleDefinition definition, Validation validation, PrintWriter err) {
        for (TreeProblem problem : validation.problems()) {
            String where = problem.parameter() == null ? "" : problem.parameter();
            err.println(Messages.text(problem.isError() ? "flexible.cli.error" : "flexible.cli.warning",
                    index + 1, TerminalText.escape(definition.name()), where,
                    TerminalText.escape(FlexibleCommand.text(problem.text()))));
            if (problem.isError() && "name".equals(problem.field()) && definition.name().isBlank()) {
                err.println(Messages.text("flexible.cli.nameHint"));
            }
        }
        return !validation.isValid();
    }

    private int send(AdsClient ads, List<FlexibleDefinition> definitions, PrintWriter out, PrintWriter err) {
        FlexibleBatchResult result = ads.flexible().create(account.id, definitions);
        if (result.succeeded()) {
            for (CustomAudience created : result.audiences()) {
                out.println(Messages.text("flexible.cli.created", TerminalText.escape(created.id()),
                        TerminalText.escape(created.name()),
                        FlexibleCommand.targetable(created.targetable(), created.reasonsNotTargetable())));
            }
            out.flush();
            return 0;
        }
        if (result.requestError() != null) {
            err.println(Messages.text("flexible.cli.failed", TerminalText.escape(Messages.text(result.requestError().text()))));
        }
        for (FlexibleBatchResult.Item item : result.items()) {
            for (FlexibleBatchResult.ItemError error : item.errors()) {
                err.println(Messages.text("flexible.cli.refusedByX", item.index() + 1, TerminalText.escape(item.label()),
                        TerminalText.escape(error.parameter()), TerminalText.escape(error.message()),
                        TerminalText.escape(error.code())));
            }
        }
        err.println(Messages.text("flexible.cli.nothingCreated"));
        return CommandContext.EXIT_FAILED;
    }
}
