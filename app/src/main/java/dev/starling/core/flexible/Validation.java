package dev.starling.core.flexible;

import dev.starling.core.text.Phrasebook;
import dev.starling.core.text.BundleText;
import java.util.List;
import java.util.Optional;

/** What validation found, in tree order (name first). Valid means no errors; warnings never block creating. */
public record Validation(List<TreeProblem> problems) {

    public Validation {
        problems = List.copyOf(problems);
    }

    public boolean isValid() {
        return errors().isEmpty();
    }

    public List<TreeProblem> errors() {
        return problems.stream().filter(TreeProblem::isError).toList();
    }

    public List<TreeProblem> warnings() {
        return problems.stream().filter(problem -> !problem.isError()).toList();
    }

    /** The problems shown on one node. */
    public List<TreeProblem> problemsAt(NodeId node) {
        return problems.stream().filter(problem -> node.equals(problem.node())).toList();
    }

    /** The problems about the name (shown beside the name field). */
    public List<TreeProblem> nameProblems() {
        return problems.stream().filter(problem -> problem.node() == null).toList();
    }

    public Optional<TreeProblem> firstError() {
        return errors().stream().findFirst();
    }

    /** The count line above the tree: ready, ready with warnings, or how many errors stop Create. */
    public BundleText summary() {
        int errors = errors().size();
        if (errors > 0) {
            return BundleText.of("flexible.summary.errors", errors);
        }
        int warnings = warnings().size();
        return warnings == 0 ? BundleText.of("flexible.summary.ok") : BundleText.of("flexible.summary.warnings", warnings);
    }

    /** The summary in words with the first error spelled out ("2 problems stop Create. First: …"). */
    public String summary(Phrasebook phrasebook) {
        String counts = summary().render(phrasebook);
        return firstError().map(first -> phrasebook.text("flexible.summary.first", counts,
                first.text().render(phrasebook))).orElse(counts);
    }
}
