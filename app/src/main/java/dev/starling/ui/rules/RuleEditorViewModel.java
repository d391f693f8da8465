package dev.starling.ui.rules;

import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.rules.ClauseKind;
import dev.starling.core.rules.Connective;
import dev.starling.core.rules.OperatorCatalog;
import dev.starling.core.rules.OperatorSpec;
import dev.starling.core.rules.ProblemCode;
import dev.starling.core.rules.RuleClause;
import dev.starling.core.rules.RuleClauses;
import dev.starling.core.rules.RuleGroup;
import dev.starling.core.rules.RuleLint;
import dev.starling.core.rules.RuleLinter;
import dev.starling.core.rules.RuleNode;
import dev.starling.core.rules.RuleProblem;
import dev.starling.core.rules.RuleText;
import dev.starling.core.rules.RuleTrees;
import dev.starling.core.rules.Span;
import dev.starling.core.rules.StreamAccess;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.LatestOnly;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * One rule's editor: the text and the structured builder, kept in step by parse and print (core's
 * {@link RuleText} round-trips through the parser). Every change of the text is linted in the
 * background, the latest only (a stale lint never lands over a newer one); each problem is kept with its
 * place, and the text is offered as {@link Piece}s marked where a problem is. A builder edit changes
 * the tree and prints it as the new text.
 */
public final class RuleEditorViewModel {

    /** A problem as listed: its place, its words, what to do, and whether it refuses the rule. */
    public record ProblemLine(Span span, String words, String advice, boolean error) {
        /** "at 12: ...", X's 1-based position. */
        public String shown() {
            return Messages.text("rules.editor.problemAt", span.position(), words);
        }
    }

    /** A run of the rule's text: plain, under an error, or under a hint. */
    public enum Mark { PLAIN, ERROR, HINT }

    public record Piece(String text, Mark mark) {
    }

    /** A node of the builder's tree: its path from the root and how the tree shows it. */
    public record BuilderNode(List<Integer> path, String label, boolean group, List<BuilderNode> children) {
        public BuilderNode {
            path = List.copyOf(path);
            children = List.copyOf(children);
        }
    }

    private final LatestOnly lints;
    /** The text the builder printed last, with the tree it printed: kept while the text is that one. */
    private String builderText;
    private RuleNode builderTree;
    private RuleNode parsedTree;
    private final Supplier<StreamAccess> access;
    private final StringProperty text = new SimpleStringProperty(this, "text", "");
    private final ObjectProperty<RuleLint> lint = new SimpleObjectProperty<>(this, "lint");
    private final ObjectProperty<RuleNode> tree = new SimpleObjectProperty<>(this, "tree");
    private final ObjectProperty<BuilderNode> builderRoot = new SimpleObjectProperty<>(this, "builderRoot");
    private final ObjectProperty<List<Integer>> selectedPath = new SimpleObjectProperty<>(this, "selectedPath", List.of());
    private final ObservableList<ProblemLine> problems = FXCollections.observableArrayList();
    private final ObservableList<Piece> pieces = FXCollections.observableArrayList();
    private final StringProperty impliedBrackets = new SimpleStringProperty(this, "impliedBrackets", "");
    private final StringProperty lengthText = new SimpleStringProperty(this, "lengthText", "");
    private final BooleanProperty valid = new SimpleBooleanProperty(this, "valid", false);
    private final ObservableList<OperatorSpec> catalog = FXCollections.observableArrayList();
    private final ObjectProperty<OperatorSpec> chosenOperator = new SimpleObjectProperty<>(this, "chosenOperator");
    private final StringProperty operatorHelp = new SimpleStringProperty(this, "operatorHelp", "");
    private final StringProperty operatorValue = new SimpleStringProperty(this, "operatorValue", "");
    private final BooleanProperty negateNew = new SimpleBooleanProperty(this, "negateNew", false);
    private final DoubleProperty threshold = new SimpleDoubleProperty(this, "threshold",
            OperatorCatalog.DEFAULT_EMBEDDING_THRESHOLD);
    private final BooleanProperty semantic = new SimpleBooleanProperty(this, "semantic", false);
    private final BooleanProperty hasEmbedding = new SimpleBooleanProperty(this, "hasEmbedding", false);

    /** @param access the chosen environment's access level, read at each lint */
    public RuleEditorViewModel(TaskRunner tasks, Supplier<StreamAccess> access) {
        this.lints = new LatestOnly(tasks);
        this.access = access;
        text.addListener((obs, old, now) -> relint());
        chosenOperator.addListener((obs, old, now) -> operatorHelp.set(now == null ? "" : help(now)));
        accessChanged();
    }

    public StringProperty textProperty() { return text; }
    public ObjectProperty<RuleLint> lintProperty() { return lint; }
    /** The rule's tree (the parser's best reading of a half-typed rule); null for a blank rule. */
    public ObjectProperty<RuleNode> treeProperty() { return tree; }
    /** The builder's tree as shown; null for a blank rule. */
    public ObjectProperty<BuilderNode> builderRootProperty() { return builderRoot; }
    /** The builder node chosen (its path; the root is the empty path). */
    public ObjectProperty<List<Integer>> selectedPathProperty() { return selectedPath; }
    public ObservableList<ProblemLine> problems() { return problems; }
    public ObservableList<Piece> pieces() { return pieces; }
    /** "X reads this as (a OR (b c))" when AND-before-OR decides; empty otherwise. */
    public StringProperty impliedBracketsProperty() { return impliedBrackets; }
    /** "23 of 512 characters (standard)". */
    public StringProperty lengthTextProperty() { return lengthText; }
    public BooleanProperty validProperty() { return valid; }
    /** The operators this access level may use (the semantic ones only with embedding access). */
    public ObservableList<OperatorSpec> catalog() { return catalog; }
    public ObjectProperty<OperatorSpec> chosenOperatorProperty() { return chosenOperator; }
    /** What the chosen operator does, what it takes and an example. */
    public StringProperty operatorHelpProperty() { return operatorHelp; }
    public StringProperty operatorValueProperty() { return operatorValue; }
    public BooleanProperty negateNewProperty() { return negateNew; }
    /** The embedding threshold slider, 0.0 to 1.0 (0.3 until moved or read from the rule). */
    public DoubleProperty thresholdProperty() { return threshold; }
    /** True when the access level has embedding access (the threshold slider is shown). */
    public BooleanProperty semanticProperty() { return semantic; }
    /** True when the rule has an embedding: clause (the threshold applies to it). */
    public BooleanProperty hasEmbeddingProperty() { return hasEmbedding; }

    /** Re-reads the access level: the catalog and the lint follow it. */
    public void accessChanged() {
        StreamAccess now = access.get();
        semantic.set(now.embedding());
        OperatorSpec chosen = chosenOperator.get();
        catalog.setAll(OperatorCatalog.forStreamRules().stream().filter(spec -> !spec.semantic() || now.embedding())
                .toList());
        chosenOperator.set(chosen != null && catalog.contains(chosen) ? chosen : catalog.get(0));
        relint();
    }

    /** "Posts by this account. Takes a username or a user id. Example: from:xdevelopers". */
    public static String help(OperatorSpec spec) {
        String where = spec.availability() == dev.starling.core.rules.Availability.STREAM_ONLY
                ? Messages.text("rules.catalog.streamOnly") : "";
        String alone = spec.standalone() ? "" : Messages.text("rules.catalog.needsAnother");
        return Messages.text("rules.catalog.help", text(spec.description()), text(spec.formText()),
                text(spec.example()), (alone + " " + where).strip()).strip();
    }

    /** The catalog entry as a list shows it: "from:  Posts by this account." */
    public static String entryText(OperatorSpec spec) {
        return Messages.text("rules.catalog.entry", spec.name(), text(spec.description()));
    }

    /** Adds the chosen operator with the typed value to the chosen group (beside the chosen clause), and selects it. */
    public void addChosen() {
        OperatorSpec spec = chosenOperator.get();
        if (spec == null) {
            return;
        }
        RuleClause clause = RuleClauses.from(spec, operatorValue.get(), negateNew.get());
        RuleNode root = tree.get();
        if (root == null) {
            edit(clause, List.of());
            operatorValue.set("");
            negateNew.set(false);
            return;
        }
        List<Integer> at = selectedPath.get();
        Optional<RuleNode> chosen = RuleTrees.at(root, at);
        List<Integer> groupPath;
        int position;
        if (chosen.isPresent() && chosen.get() instanceof RuleGroup group) {
            groupPath = at;
            position = group.children().size();
        } else if (!at.isEmpty()) {
            groupPath = at.subList(0, at.size() - 1);
            position = at.get(at.size() - 1) + 1;
        } else {
            groupPath = List.of();
            position = 1;
        }
        RuleNode edited = RuleTrees.insert(root, groupPath, position, clause);
        List<Integer> added = new ArrayList<>(groupPath);
        added.add(RuleTrees.at(edited, groupPath).filter(RuleGroup.class::isInstance)
                .map(node -> Math.min(position, ((RuleGroup) node).children().size() - 1)).orElse(0));
        edit(edited, added);
        operatorValue.set("");
        negateNew.set(false);
    }

    /** Chooses the builder node under the caret at {@code offset} in the text. */
    public void selectAtCaret(int offset) {
        if (parsedTree != null && tree.get() == parsedTree) {
            selectedPath.set(RuleTrees.pathAt(parsedTree, offset));
        }
    }

    /** Negates the chosen node or takes its minus away. */
    public void toggleNegation() {
        RuleNode root = tree.get();
        if (root != null && RuleTrees.at(root, selectedPath.get()).isPresent()) {
            edit(RuleTrees.toggleNegation(root, selectedPath.get()), selectedPath.get());
        }
    }

    /** Joins the chosen group's parts (or the group the chosen clause is in) by {@code connective}. */
    public void join(Connective connective) {
        RuleNode root = tree.get();
        if (root == null) {
            return;
        }
        List<Integer> path = groupPathOfSelection(root);
        if (RuleTrees.at(root, path).filter(RuleGroup.class::isInstance).isPresent()) {
            edit(RuleTrees.setConnective(root, path, connective), selectedPath.get());
        }
    }

    /** Puts the chosen node in a bracketed group of its own, joined by {@code connective}, ready for more parts. */
    public void group(Connective connective) {
        RuleNode root = tree.get();
        if (root != null && RuleTrees.at(root, selectedPath.get()).isPresent()) {
            edit(RuleTrees.wrap(root, selectedPath.get(), connective), selectedPath.get());
        }
    }

    /** Removes the chosen node (a group left with one part becomes that part). */
    public void removeChosen() {
        RuleNode root = tree.get();
        if (root == null || RuleTrees.at(root, selectedPath.get()).isEmpty()) {
            return;
        }
        Optional<RuleNode> left = RuleTrees.remove(root, selectedPath.get());
        List<Integer> parent = selectedPath.get().isEmpty() ? List.of()
                : selectedPath.get().subList(0, selectedPath.get().size() - 1);
        edit(left.orElse(null), left.isPresent() && RuleTrees.at(left.get(), parent).isPresent() ? parent : List.of());
    }

    /** Writes the slider's threshold into the rule: replaces its embedding_threshold: or adds one beside the rest. */
    public void applyThreshold() {
        RuleNode root = tree.get();
        if (root == null) {
            return;
        }
        RuleClause clause = RuleClauses.threshold(threshold.get());
        List<Integer> existing = findThreshold(root, new ArrayList<>());
        if (existing != null) {
            edit(RuleTrees.replace(root, existing, clause), existing);
        } else if (root instanceof RuleGroup group && group.connective() == Connective.AND) {
            edit(RuleTrees.insert(root, List.of(), group.children().size(), clause), List.of(group.children().size()));
        } else {
            edit(RuleGroup.of(Connective.AND, List.of(root, clause)), List.of(1));
        }
    }

    /** The words the builder's tree shows for a node. */
    public static String label(RuleNode node) {
        if (node instanceof RuleClause clause) {
            return RuleText.print(clause);
        }
        RuleGroup group = (RuleGroup) node;
        return Messages.text(group.connective() == Connective.AND ? "rules.builder.all" : "rules.builder.any",
                group.negated() ? Messages.text("rules.builder.not") : "");
    }

    private void edit(RuleNode change, List<Integer> select) {
        // the whole rule needs no brackets of its own: "coffee lang:en", not "(coffee lang:en)"
        RuleNode edited = change instanceof RuleGroup group && group.bracketed() && !group.negated()
                ? new RuleGroup(group.connective(), group.children(), false, false, group.span()) : change;
        tree.set(edited);
        builderRoot.set(edited == null ? null : builderNode(edited, List.of()));
        selectedPath.set(List.copyOf(select));
        builderTree = edited;
        builderText = edited == null ? "" : RuleText.print(edited);
        text.set(builderText);
    }

    private List<Integer> groupPathOfSelection(RuleNode root) {
        List<Integer> at = selectedPath.get();
        if (RuleTrees.at(root, at).filter(RuleGroup.class::isInstance).isPresent() || at.isEmpty()) {
            return at;
        }
        return at.subList(0, at.size() - 1);
    }

    private static List<Integer> findThreshold(RuleNode node, List<Integer> path) {
        if (node instanceof RuleClause clause) {
            return clause.kind() == ClauseKind.OPERATOR && "embedding_threshold".equals(clause.operator())
                    ? List.copyOf(path) : null;
        }
        List<RuleNode> children = ((RuleGroup) node).children();
        for (int i = 0; i < children.size(); i++) {
            path.add(i);
            List<Integer> found = findThreshold(children.get(i), path);
            path.remove(path.size() - 1);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private void relint() {
        String now = text.get() == null ? "" : text.get();
        StreamAccess level = access.get();
        lints.runLatest("lint stream rule", () -> RuleLinter.lint(now, level), this::show, failure -> { });
    }

    private void show(RuleLint result) {
        lint.set(result);
        parsedTree = result.parsed().root().orElse(null);
        // The builder's own tree while the text is what it printed: a group of one part keeps the AND or OR
        // it was made with, which its text cannot say.
        RuleNode root = builderTree != null && result.parsed().text().equals(builderText) ? builderTree : parsedTree;
        tree.set(root);
        builderRoot.set(root == null ? null : builderNode(root, List.of()));
        if (root == null || RuleTrees.at(root, selectedPath.get()).isEmpty()) {
            selectedPath.set(List.of());
        }
        List<ProblemLine> lines = new ArrayList<>();
        for (RuleProblem problem : result.problems()) {
            if (problem.code() == ProblemCode.EMPTY_RULE && result.parsed().text().isBlank()) {
                continue; // a new rule is not yet wrong
            }
            lines.add(new ProblemLine(problem.span(), text(problem.text()), text(problem.advice()), problem.isError()));
        }
        problems.setAll(lines);
        pieces.setAll(pieces(result.parsed().text(), lines));
        boolean implied = result.hints().stream().anyMatch(problem -> problem.code() == ProblemCode.IMPLIED_BRACKETS);
        impliedBrackets.set(implied ? Messages.text("rules.editor.implied", result.impliedBrackets().orElse("")) : "");
        StreamAccess level = access.get();
        String value = result.parsed().text();
        lengthText.set(Messages.text("rules.editor.length", value.codePointCount(0, value.length()), level.maxLength(),
                Messages.text(level.level().key())));
        valid.set(result.isValid());
        List<RuleClause> clauses = result.parsed().clauses();
        hasEmbedding.set(clauses.stream().anyMatch(clause -> "embedding".equals(clause.operator())));
        clauses.stream().filter(clause -> "embedding_threshold".equals(clause.operator())).findFirst()
                .flatMap(clause -> parseThreshold(clause.value())).ifPresent(threshold::set);
    }

    private static Optional<Double> parseThreshold(String value) {
        try {
            double parsed = Double.parseDouble(value);
            return parsed >= 0 && parsed <= 1 ? Optional.of(parsed) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The text cut where problems start and end; where an error and a hint overlap, the error shows. */
    static List<Piece> pieces(String value, List<ProblemLine> lines) {
        Mark[] marks = new Mark[value.length()];
        java.util.Arrays.fill(marks, Mark.PLAIN);
        for (ProblemLine line : lines) {
            int start = Math.min(line.span().start(), value.length());
            int end = Math.min(Math.max(line.span().end(), start + 1), value.length());
            for (int i = start; i < end; i++) {
                if (line.error() || marks[i] == Mark.PLAIN) {
                    marks[i] = line.error() ? Mark.ERROR : Mark.HINT;
                }
            }
        }
        List<Piece> out = new ArrayList<>();
        int from = 0;
        for (int i = 1; i <= value.length(); i++) {
            if (i == value.length() || marks[i] != marks[from]) {
                out.add(new Piece(value.substring(from, i), marks[from]));
                from = i;
            }
        }
        return out;
    }

    private static BuilderNode builderNode(RuleNode node, List<Integer> path) {
        List<BuilderNode> children = new ArrayList<>();
        if (node instanceof RuleGroup group) {
            for (int i = 0; i < group.children().size(); i++) {
                List<Integer> child = new ArrayList<>(path);
                child.add(i);
                children.add(builderNode(group.children().get(i), child));
            }
        }
        return new BuilderNode(path, label(node), node instanceof RuleGroup, children);
    }

    private static String text(dev.starling.core.text.BundleText bundleText) {
        return Messages.text(bundleText.key(), bundleText.argArray());
    }
}
