package dev.starling.ui.flexible;

import dev.starling.core.api.ads.FlexibleBatchResult;
import dev.starling.core.flexible.NodeId;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Item errors of the last create, kept per draft until that draft is sent again, so each shows on the
 * draft and node it names whenever the draft is opened.
 */
final class CreateProblems {

    private record Problem(NodeId node, String parameter, String message) {
    }

    private final Map<Long, List<Problem>> byDraft = new HashMap<>();

    void clear(Collection<Long> drafts) {
        drafts.forEach(byDraft::remove);
    }

    void add(long draft, FlexibleBatchResult.ItemError error) {
        byDraft.computeIfAbsent(draft, id -> new java.util.ArrayList<>()).add(new Problem(error.node(),
                error.parameter(), BatchErrorText.problem(error)));
    }

    boolean has(long draft) {
        return byDraft.containsKey(draft);
    }

    /** Shows the entry's problems in the editor that has just opened it. */
    void applyTo(FlexibleEntry entry, TreeEditorViewModel editor) {
        if (entry instanceof FlexibleEntry.Draft draft) {
            editor.clearServerProblems();
            byDraft.getOrDefault(draft.id(), List.of())
                    .forEach(problem -> editor.addServerProblem(problem.node(), problem.parameter(), problem.message()));
        }
    }

    /** "“A”, “B”": the drafts of {@code sent} that have problems. */
    String draftNames(List<FlexibleEntry.Draft> sent) {
        return sent.stream().filter(draft -> has(draft.id())).map(draft -> "\u201c" + draft.name() + "\u201d")
                .collect(Collectors.joining(", "));
    }
}
