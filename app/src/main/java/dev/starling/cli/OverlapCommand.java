package dev.starling.cli;

import dev.starling.core.upload.inspect.DetectedColumns;
import dev.starling.core.overlap.Overlap;
import dev.starling.core.overlap.OverlapCsv;
import dev.starling.core.overlap.OverlapDiagram;
import dev.starling.core.overlap.OverlapException;
import dev.starling.core.overlap.OverlapInput;
import dev.starling.core.overlap.OverlapService;
import dev.starling.core.sync.SyncException;
import dev.starling.core.output.RunFiles;
import dev.starling.core.text.Messages;
import dev.starling.core.upload.normalize.IdentifierNormalizer;
import dev.starling.core.upload.common.IdentifierType;
import dev.starling.core.upload.read.SourceProfile;
import dev.starling.core.upload.common.UploadControl;
import dev.starling.core.upload.common.UploadException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CancellationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling overlap FILE FILE [FILE...]}: how many people two to five CRM files (and audiences Starling synced)
 * share, exactly, per identifier type and in people, computed locally with the upload pipeline's normaliser and
 * hashes before anything is sent. Counts only, on stdout (and as CSV with {@code --csv}); no value is ever printed.
 * Exit 0 when counted, 1 when a file cannot be read or the lists do not fit in memory, 2 on usage errors, 130 when
 * interrupted.
 */
@Command(name = "overlap", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.overlap")
public final class OverlapCommand extends Subcommand {

    @Parameters(paramLabel = "FILE", arity = "0..5", descriptionKey = "files")
    List<Path> files = new ArrayList<>();

    @Option(names = "--audience", paramLabel = "ID", descriptionKey = "audience")
    List<String> audiences = new ArrayList<>();

    @Option(names = "--account", paramLabel = "ID", descriptionKey = "account")
    String account;

    @Mixin
    CrmSourceOptions crm;

    @Option(names = "--csv", paramLabel = "FILE", descriptionKey = "csv")
    Path csv;

    @Option(names = "--png", paramLabel = "FILE", descriptionKey = "png")
    Path png;

    @Override
    public Integer call() throws IOException {
        int inputs = files.size() + audiences.size();
        if (inputs < OverlapService.MIN_INPUTS || inputs > OverlapService.MAX_INPUTS) {
            throw context.usage(Messages.text("overlap.cli.inputs", OverlapService.MIN_INPUTS, OverlapService.MAX_INPUTS, inputs));
        }
        if (!audiences.isEmpty() && (account == null || account.isBlank())) {
            throw context.usage(Messages.text("overlap.cli.audienceNeedsAccount"));
        }
        for (Path file : files) {
            context.checkInput("FILE", file);
        }
        crm.checkPhoneRegion();
        RunFiles outputs = OverlapCsv.withInputs(context.runFiles(), files);
        context.checkOutput("--csv", csv, outputs);
        context.checkOutput("--png", png, outputs);
        CrmColumns chosen = crm.columns(files.size());
        UploadControl control = new UploadControl();
        try (InterruptGuard guard = InterruptGuard.install(control)) {
            return context.inSession((session, out, err) -> {
                IdentifierNormalizer normalizer = crm.normalizer(session.app().settings());
                try {
                    List<OverlapInput> lists = new ArrayList<>();
                    for (int i = 0; i < files.size(); i++) {
                        DetectedColumns read = DetectedColumns.of(files.get(i));
                        SourceProfile profile = read.profile();
                        CrmColumns.Chosen mapping = chosen.of(i + 1, read);
                        err.println(Messages.text("overlap.cli.columns", OverlapCsv.letter(i), profile.path().getFileName(),
                                mapping.mapping().describe(), mapping.detected() ? 1 : 0));
                        lists.add(OverlapInput.file(profile, mapping.mapping(), normalizer));
                    }
                    for (String audience : audiences) {
                        lists.add(session.app().crm().syncs().recorded(account, audience));
                    }
                    err.flush();
                    Overlap overlap = session.app().crm().overlap().count(lists, control, null).counts();
                    print(out, overlap, files.size());
                    if (csv != null) {
                        OverlapCsv.write(overlap, csv, outputs);
                        err.println(Messages.text("overlap.cli.csvWritten", csv.toAbsolutePath()));
                    }
                    if (png != null) {
                        OverlapDiagram.writePng(OverlapDiagram.draw(overlap, 1200, 800, OverlapDiagram.Colours.LIGHT,
                                OverlapDiagram.words(overlap, Messages::text, OverlapCommand::number)), png, outputs);
                        err.println(Messages.text("overlap.cli.pngWritten", png.toAbsolutePath()));
                    }
                    return 0;
                } catch (OverlapException | SyncException | UploadException e) {
                    err.println("starling: " + StarlingCommand.words(e));
                } catch (CancellationException e) {
                    err.println(Messages.text("overlap.cli.interrupted"));
                    return UploadCommand.EXIT_INTERRUPTED;
                }
                return CommandContext.EXIT_FAILED;
            });
        }
    }

    /** The counts as three tables: each list, each pair, and each region (two or three lists) or every list at once. */
    static void print(PrintWriter out, Overlap overlap, int files) {
        List<IdentifierType> types = overlap.types();
        List<String[]> inputs = new ArrayList<>();
        inputs.add(header(List.of(Messages.text("overlap.cli.header.input"), Messages.text("overlap.cli.header.list"),
                Messages.text("overlap.cli.header.rows"), Messages.text("overlap.cli.header.people")), types,
                List.of(Messages.text("overlap.cli.header.noIdentifier"), Messages.text("overlap.cli.header.rejected"))));
        for (int i = 0; i < overlap.inputs().size(); i++) {
            Overlap.InputCounts input = overlap.inputs().get(i);
            String label = i < files ? input.label() : Messages.text("overlap.cli.audience", input.label());
            inputs.add(row(List.of(OverlapCsv.letter(i), label, number(input.rows()), number(input.people())),
                    input.values(), types, List.of(number(input.rowsWithoutIdentifier()), number(input.rejectedValues()))));
        }
        TextTable.print(out, inputs);
        out.println();
        out.println(Messages.text("overlap.cli.pairs"));
        List<String[]> pairs = new ArrayList<>();
        pairs.add(header(List.of(Messages.text("overlap.cli.header.pair"), Messages.text("overlap.cli.header.people")), types,
                List.of()));
        int n = overlap.inputs().size();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                pairs.add(row(List.of(OverlapCsv.letters((1 << a) | (1 << b)), number(overlap.sharedPeople(a, b))),
                        overlap.sharedValues(a, b), types, List.of()));
            }
        }
        TextTable.print(out, pairs);
        out.println();
        List<String[]> regions = new ArrayList<>();
        if (n <= 3) {
            out.println(Messages.text("overlap.cli.regions"));
            regions.add(header(List.of(Messages.text("overlap.cli.header.region"), Messages.text("overlap.cli.header.people")),
                    types, List.of()));
            for (Overlap.Region region : overlap.regions()) {
                regions.add(row(List.of(OverlapCsv.letters(region.members()), number(region.people())), region.values(),
                        types, List.of()));
            }
        } else {
            regions.add(header(List.of(Messages.text("overlap.cli.header.all"), Messages.text("overlap.cli.header.people")),
                    types, List.of()));
            regions.add(row(List.of(OverlapCsv.letters((1 << n) - 1), number(overlap.peopleInAll())), overlap.valuesInAll(),
                    types, List.of()));
        }
        TextTable.print(out, regions);
        out.flush();
    }

    private static String[] header(List<String> first, List<IdentifierType> types, List<String> last) {
        List<String> cells = new ArrayList<>(first);
        types.forEach(type -> cells.add(type.key().toUpperCase(Locale.ROOT)));
        cells.addAll(last);
        return cells.toArray(String[]::new);
    }

    private static String[] row(List<String> first, Map<IdentifierType, Long> values, List<IdentifierType> types,
                                List<String> last) {
        List<String> cells = new ArrayList<>(first);
        types.forEach(type -> cells.add(number(values.getOrDefault(type, 0L))));
        cells.addAll(last);
        return cells.toArray(String[]::new);
    }

    static String number(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }
}
