package dev.starling.core.flexible;

import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.TreeProblem.Severity;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Validates a flexible-audience definition with the Ads API's rules, in the order the sandbox's
 * {@code SegmentValidator} checks them (so the first error is the one the server would give), but
 * reporting every problem at once, each on the node it concerns:
 * <ul>
 *   <li>a non-empty name of at most {@value SegmentRules#MAX_NAME} characters, unique (ignoring case)
 *       among the account's audiences and the other drafts;</li>
 *   <li>at most {@value SegmentRules#MAX_LEAVES} leaves, at most {@value SegmentRules#MAX_DEPTH} levels;</li>
 *   <li>an operator on every group with children; no empty group; at least one leaf;</li>
 *   <li>leaves naming an audience the account can use: found, not deleted, not itself flexible, and
 *       mobile when the type is {@code MOBILE_AUDIENCE} (the closed beta's rule, as the sandbox applies it);</li>
 *   <li>lookback window 1, 7, 14 or 30; frequency at least 1.</li>
 * </ul>
 * Warnings (never blocking): a group with a single child, a leaf not looked up yet, an included leaf
 * that is not targetable (the flexible audience stays untargetable until it is), and a tree whose reach
 * bound is under X's minimum of {@value SegmentRules#MIN_TARGETABLE_USERS} matched users (X will not
 * target it).
 */
public final class TreeValidator {

    private final Set<String> takenNames;
    private final List<TreeProblem> problems = new ArrayList<>();
    private FlexibleAudienceType type;
    private int leaves;
    private boolean emptyGroups;

    /**
     * @param takenNames names of the account's audiences and of the other drafts (compared ignoring case)
     */
    private TreeValidator(Collection<String> takenNames) {
        this.takenNames = takenNames.stream().map(TreeValidator::fold).collect(Collectors.toSet());
    }

    public static Validation validate(FlexibleDefinition definition, Collection<String> takenNames) {
        return new TreeValidator(takenNames).run(definition);
    }

    /** The tree alone (the command line names the audience separately). */
    public static Validation validateTree(SegmentNode root, FlexibleAudienceType type) {
        TreeValidator validator = new TreeValidator(List.of());
        validator.type = type;
        validator.tree(root);
        return new Validation(validator.problems);
    }

    private Validation run(FlexibleDefinition definition) {
        type = definition.type();
        String name = definition.name().strip();
        if (name.isEmpty()) {
            nameError("flexible.problem.nameMissing");
        } else if (name.length() > SegmentRules.MAX_NAME) {
            nameError("flexible.problem.nameTooLong", SegmentRules.MAX_NAME);
        } else if (takenNames.contains(fold(name))) {
            nameError("flexible.problem.nameTaken", name);
        }
        tree(definition.root());
        return new Validation(problems);
    }

    private void tree(SegmentNode root) {
        node(root, NodePath.root());
        if (leaves > SegmentRules.MAX_LEAVES) {
            // The API names the whole tree ("segments"), so the problem sits on the root.
            problems.add(firstTreeProblem(), error(root, NodePath.root(), null, "flexible.problem.tooManyLeaves", leaves, SegmentRules.MAX_LEAVES));
        }
        if (leaves == 0 && !emptyGroups) {
            problems.add(error(root, NodePath.root(), null, "flexible.problem.noLeaves"));
        }
        ReachBounds bounds = ReachBounds.of(root);
        if (leaves > 0 && bounds.belowTargetingMinimum()) {
            problems.add(new TreeProblem(Severity.WARNING, root.id(), NodePath.root(), null, BundleText.of(
                    "flexible.problem.belowMinimum", bounds.atMost(), SegmentRules.MIN_TARGETABLE_USERS)));
        }
    }

    /** Where the tree's problems start (after the name's), for the root-level leaf-count problem. */
    private int firstTreeProblem() {
        int index = 0;
        while (index < problems.size() && problems.get(index).node() == null) {
            index++;
        }
        return index;
    }

    private void node(SegmentNode node, NodePath path) {
        if (path.depth() + 1 > SegmentRules.MAX_DEPTH) {
            problems.add(error(node, path, null, "flexible.problem.tooDeep", SegmentRules.MAX_DEPTH));
            leaves += node.leafCount();
            return;
        }
        if (node instanceof SegmentGroup group) {
            group(group, path);
        } else {
            leaf((SegmentLeaf) node, path);
        }
    }

    private void group(SegmentGroup group, NodePath path) {
        if (group.children().isEmpty()) {
            emptyGroups = true;
            problems.add(error(group, path, "child_segments", path.isRoot() ? "flexible.problem.emptyTree"
                    : "flexible.problem.emptyGroup"));
            return;
        }
        if (group.operator() == null) {
            problems.add(error(group, path, "boolean_operator", "flexible.problem.operatorMissing"));
        }
        if (group.children().size() == 1) {
            problems.add(new TreeProblem(Severity.WARNING, group.id(), path, null,
                    BundleText.of("flexible.problem.singleChild")));
        }
        for (int i = 0; i < group.children().size(); i++) {
            node(group.children().get(i), path.child(i));
        }
    }

    private void leaf(SegmentLeaf leaf, NodePath path) {
        leaves++;
        AudienceFacts audience = leaf.audience();
        Optional<BundleText> unusable = audience.unusableReason(type);
        if (unusable.isPresent()) {
            problems.add(new TreeProblem(Severity.ERROR, leaf.id(), path, "custom_audience_id", unusable.get()));
        } else if (audience.lookup() == AudienceFacts.Lookup.UNRESOLVED) {
            problems.add(new TreeProblem(Severity.WARNING, leaf.id(), path, "custom_audience_id",
                    BundleText.of("flexible.problem.audienceUnresolved", audience.id())));
        } else if (!audience.targetable() && !leaf.negate()) {
            problems.add(new TreeProblem(Severity.WARNING, leaf.id(), path, null, BundleText.of(
                    "flexible.problem.notTargetable", audience.label(), reasons(audience))));
        }
        if (!SegmentRules.validLookback(leaf.lookbackWindow())) {
            problems.add(error(leaf, path, "lookback_window", "flexible.problem.lookback", leaf.lookbackWindow()));
        }
        if (leaf.frequency() < 1) {
            problems.add(error(leaf, path, "frequency", "flexible.problem.frequency", leaf.frequency()));
        }
    }

    /**
     * TOO_SMALL → "too small" (the API's codes, readable). While X recounts the size (PROCESSING) it is not
     * known to be too small: "processing" alone.
     */
    private static String reasons(AudienceFacts audience) {
        List<String> reasons = audience.reasonsNotTargetable();
        return reasons.stream().filter(reason -> !(reasons.contains("PROCESSING") && reason.equals("TOO_SMALL")))
                .map(reason -> reason.toLowerCase(Locale.ROOT).replace('_', ' ')).collect(Collectors.joining(", "));
    }

    private void nameError(String key, Object... args) {
        problems.add(new TreeProblem(Severity.ERROR, null, null, "name", BundleText.of(key, args)));
    }

    private static TreeProblem error(SegmentNode node, NodePath path, String field, String key, Object... args) {
        return new TreeProblem(Severity.ERROR, node.id(), path, field, BundleText.of(key, args));
    }

    private static String fold(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }
}
