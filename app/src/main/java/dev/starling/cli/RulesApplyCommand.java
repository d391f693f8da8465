package dev.starling.cli;

import dev.starling.core.api.error.ApiException;
import dev.starling.core.rules.LiveRule;
import dev.starling.core.rules.RuleDiff;
import dev.starling.core.rules.RuleDraft;
import dev.starling.core.rules.RuleProblem;
import dev.starling.core.rules.RuleSetCheck;
import dev.starling.core.rules.RuleSetJson;
import dev.starling.core.rules.StreamAccess;
import dev.starling.core.stream.ApplyOutcome;
import dev.starling.core.stream.RuleApply;
import dev.starling.core.text.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code starling rules apply FILE [--dry-run]}: makes the live rules the file's set. The file is
 * checked with the editor's rules for the environment's access level first (nothing is sent while
 * any rule has an error), then the diff is printed and X dry-runs it; without {@code --dry-run} it is
 * applied (deletes, then adds; a refused add puts the deleted rules back). Exit 0 applied or
 * checked, 1 refused (by the rules or by X), 2 usage.
 */
@Command(name = "apply", mixinStandardHelpOptions = true, sortOptions = false,
        resourceBundle = "dev.starling.cli.help.rules-apply")
public final class RulesApplyCommand extends Subcommand {

    @Parameters(index = "0", paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Option(names = "--dry-run")
    boolean dryRun;

    @Override
    public Integer call() throws IOException {
        List<RuleDraft> wanted;
        try {
            wanted = RuleSetJson.read(read());
        } catch (RuleSetJson.FormatException e) {
            context.err().println(Messages.text("rules.cli.badFile", file, RulesCommand.text(e.text())));
            return CommandContext.EXIT_FAILED;
        }
        return context.inSession((session, out, err) -> {
            StreamAccess access = RulesCommand.access(session);
            List<RuleSetCheck.RuleProblems> checked = RuleSetCheck.check(wanted, access);
            report(checked, err);
            if (RuleSetCheck.hasErrors(checked)) {
                err.println(Messages.text("rules.cli.nothingSent"));
                return CommandContext.EXIT_FAILED;
            }
            try {
                RuleApply apply = new RuleApply(session.rules());
                RuleDiff diff = apply.diff(wanted);
                printDiff(diff, out);
                ApplyOutcome outcome = apply.apply(diff, dryRun, access.ruleCap());
                return outcome(outcome, out, err);
            } catch (ApiException e) {
                err.println(Messages.text("rules.cli.failed", e.text()));
                return CommandContext.EXIT_FAILED;
            }
        });
    }

    private String read() {
        try {
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw context.usage(Messages.text("rules.cli.notUtf8", file));
        } catch (IOException e) {
            throw context.usage(Messages.text("rules.cli.unreadable", file));
        }
    }

    private static void report(List<RuleSetCheck.RuleProblems> checked, PrintWriter err) {
        for (RuleSetCheck.RuleProblems rule : checked) {
            for (RuleProblem problem : rule.problems()) {
                if (problem.isError()) {
                    err.println(Messages.text("rules.cli.problem", rule.index() + 1, rule.rule().value(),
                            problem.span().position(), RulesCommand.text(problem.text()) + " "
                                    + RulesCommand.text(problem.advice())));
                } else {
                    err.println(Messages.text("rules.cli.hint", rule.index() + 1, rule.rule().value(),
                            RulesCommand.text(problem.text())));
                }
            }
        }
        err.flush();
    }

    private static void printDiff(RuleDiff diff, PrintWriter out) {
        if (diff.isEmpty()) {
            out.println(Messages.text("rules.cli.nothingToDo"));
            return;
        }
        for (LiveRule rule : diff.deletes()) {
            out.println(Messages.text("rules.cli.delete", rule.id(), rule.value(), tag(rule.tag())));
        }
        for (RuleDraft rule : diff.adds()) {
            out.println(Messages.text("rules.cli.add", rule.value(), tag(rule.tag())));
        }
        if (!diff.retagged().isEmpty()) {
            out.println(Messages.text("rules.cli.retag"));
        }
        if (!diff.unchanged().isEmpty()) {
            out.println(Messages.text("rules.cli.unchanged", diff.unchanged().size()));
        }
        out.flush();
    }

    private static int outcome(ApplyOutcome outcome, PrintWriter out, PrintWriter err) {
        RuleDiff diff = outcome.diff();
        switch (outcome.stage()) {
            case NOTHING_TO_DO -> {
                return 0;
            }
            case CHECKED -> out.println(Messages.text("rules.cli.checked", diff.adds().size(), diff.deletes().size()));
            case APPLIED -> out.println(Messages.text("rules.cli.applied", diff.adds().size(), diff.deletes().size(),
                    diff.liveAfter()));
            default -> {
                RulesCommand.refusals(err, outcome.refusals());
                err.println(Messages.text(switch (outcome.stage()) {
                    case REFUSED_BY_DRY_RUN -> "rules.cli.refusedDryRun";
                    case REFUSED_DELETE -> "rules.cli.refusedDelete";
                    default -> "rules.cli.refusedAdd";
                }));
                err.flush();
                return CommandContext.EXIT_FAILED;
            }
        }
        out.flush();
        return 0;
    }

    private static String tag(String tag) {
        return tag == null ? "" : "  [" + tag + "]";
    }
}
