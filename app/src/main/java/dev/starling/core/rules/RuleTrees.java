package dev.starling.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reading and changing a rule tree by path: a path is the list of child indexes from the root
 * ({@code []} the root, {@code [1, 0]} the first part of the root's second part). Every change
 * returns a new tree; the structured editor prints it ({@link RuleText#print}) to update the text.
 */
public final class RuleTrees {

    private RuleTrees() {
    }

    /** Every clause under {@code node}, left to right. */
    public static List<RuleClause> clauses(RuleNode node) {
        List<RuleClause> out = new ArrayList<>();
        collect(node, out);
        return out;
    }

    private static void collect(RuleNode node, List<RuleClause> out) {
        if (node instanceof RuleClause clause) {
            out.add(clause);
        } else if (node instanceof RuleGroup group) {
            group.children().forEach(child -> collect(child, out));
        }
    }

    /** The node at {@code path}, if there is one. */
    public static Optional<RuleNode> at(RuleNode root, List<Integer> path) {
        RuleNode node = root;
        for (int step : path) {
            if (!(node instanceof RuleGroup group) || step < 0 || step >= group.children().size()) {
                return Optional.empty();
            }
            node = group.children().get(step);
        }
        return Optional.of(node);
    }

    /** The innermost node whose place covers {@code offset} in the text (what the caret is on). */
    public static List<Integer> pathAt(RuleNode root, int offset) {
        List<Integer> path = new ArrayList<>();
        RuleNode node = root;
        while (node instanceof RuleGroup group) {
            int found = -1;
            for (int i = 0; i < group.children().size(); i++) {
                Span span = group.children().get(i).span();
                if (offset >= span.start() && offset <= span.end()) {
                    found = i;
                    break;
                }
            }
            if (found < 0) {
                break;
            }
            path.add(found);
            node = group.children().get(found);
        }
        return path;
    }

    /** The tree with the node at {@code path} replaced. */
    public static RuleNode replace(RuleNode root, List<Integer> path, RuleNode replacement) {
        if (path.isEmpty()) {
            return replacement;
        }
        RuleGroup group = (RuleGroup) root;
        List<RuleNode> children = new ArrayList<>(group.children());
        int step = path.get(0);
        children.set(step, replace(children.get(step), path.subList(1, path.size()), replacement));
        return group.withChildren(children);
    }

    /**
     * The tree with {@code added} inserted as the {@code position}-th part of the group at
     * {@code groupPath}; a clause there is first wrapped in an AND group with it.
     */
    public static RuleNode insert(RuleNode root, List<Integer> groupPath, int position, RuleNode added) {
        RuleNode target = at(root, groupPath).orElseThrow(() -> new IllegalArgumentException("no node at " + groupPath));
        RuleGroup group = target instanceof RuleGroup existing ? existing
                : RuleGroup.of(Connective.AND, List.of(target));
        List<RuleNode> children = new ArrayList<>(group.children());
        children.add(Math.max(0, Math.min(position, children.size())), added);
        return replace(root, groupPath, group.withChildren(children));
    }

    /** The tree without the node at {@code path}; a group left with one part becomes that part. Empty when the root goes. */
    public static Optional<RuleNode> remove(RuleNode root, List<Integer> path) {
        if (path.isEmpty()) {
            return Optional.empty();
        }
        List<Integer> parentPath = path.subList(0, path.size() - 1);
        RuleGroup parent = (RuleGroup) at(root, parentPath).orElseThrow();
        List<RuleNode> children = new ArrayList<>(parent.children());
        children.remove((int) path.get(path.size() - 1));
        RuleNode replacement = children.size() == 1 && !parent.negated() ? children.get(0) : parent.withChildren(children);
        return Optional.of(replace(root, parentPath, replacement));
    }

    /** The tree with the node at {@code path} negated or not. */
    public static RuleNode toggleNegation(RuleNode root, List<Integer> path) {
        RuleNode node = at(root, path).orElseThrow();
        RuleNode toggled = node instanceof RuleClause clause ? clause.withNegated(!clause.negated())
                : ((RuleGroup) node).withNegated(!node.negated());
        return replace(root, path, toggled);
    }

    /** The tree with the group at {@code path} joining its parts by {@code connective}. */
    public static RuleNode setConnective(RuleNode root, List<Integer> path, Connective connective) {
        RuleGroup group = (RuleGroup) at(root, path).orElseThrow();
        return replace(root, path, new RuleGroup(connective, group.children(), true, group.negated(), group.span()));
    }

    /** The tree with the node at {@code path} put in a new bracketed group of its own, joined by {@code connective}. */
    public static RuleNode wrap(RuleNode root, List<Integer> path, Connective connective) {
        RuleNode node = at(root, path).orElseThrow();
        return replace(root, path, RuleGroup.of(connective, List.of(node)));
    }
}
