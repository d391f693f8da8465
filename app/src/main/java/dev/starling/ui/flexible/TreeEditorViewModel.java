package dev.starling.ui.flexible;

import dev.starling.ui.common.StatusViewModel;
import dev.starling.core.flexible.AudienceFacts;
import dev.starling.core.flexible.BooleanOperator;
import dev.starling.core.text.BundleText;
import dev.starling.core.flexible.FlexibleAudienceType;
import dev.starling.core.flexible.FlexibleDefinition;
import dev.starling.core.flexible.FrequencyComparator;
import dev.starling.core.flexible.NodeId;
import dev.starling.core.flexible.NodePath;
import dev.starling.core.flexible.PlainLanguage;
import dev.starling.core.flexible.ReachBounds;
import dev.starling.core.flexible.SegmentGroup;
import dev.starling.core.flexible.SegmentJson;
import dev.starling.core.flexible.SegmentLeaf;
import dev.starling.core.flexible.SegmentNode;
import dev.starling.core.flexible.SegmentRules;
import dev.starling.core.flexible.SegmentTrees;
import dev.starling.core.flexible.TreeProblem;
import dev.starling.core.flexible.TreeValidator;
import dev.starling.core.flexible.Validation;
import dev.starling.core.flexible.edit.DeleteNode;
import dev.starling.core.flexible.edit.EditHistory;
import dev.starling.core.flexible.edit.EditResult;
import dev.starling.core.flexible.edit.MoveNode;
import dev.starling.core.flexible.edit.SetComparator;
import dev.starling.core.flexible.edit.SetFrequency;
import dev.starling.core.flexible.edit.SetLookback;
import dev.starling.core.flexible.edit.ToggleNegate;
import dev.starling.core.flexible.edit.ToggleOperator;
import dev.starling.core.flexible.edit.TreeEdit;
import dev.starling.core.flexible.edit.UnwrapGroup;
import dev.starling.core.flexible.edit.WrapInGroup;
import dev.starling.core.text.Messages;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The segment tree that is open in the centre: a draft being edited (every change an undoable
 * {@link TreeEdit}, reported to {@link #onEdited} so it is saved at once) or a created audience shown
 * read-only. Keeps the selection (by {@link NodeId}, so it survives edits), the subtree clipboard,
 * live validation with the problems of each node, and the previews (sentence, reach bounds, the exact
 * request body). Every refused edit says why in {@link #messageProperty()}.
 */
public final class TreeEditorViewModel extends StatusViewModel {

    /** Where a dragged audience or node lands relative to the card it is dropped on. */
    public enum Drop { INTO, BEFORE, AFTER, ONTO }

    private final EditHistory history = new EditHistory(SegmentGroup.empty());
    private final ReadOnlyObjectWrapper<SegmentNode> root = new ReadOnlyObjectWrapper<>(this, "root");
    private final ReadOnlyObjectWrapper<FlexibleAudienceType> type =
            new ReadOnlyObjectWrapper<>(this, "type", FlexibleAudienceType.FLEXIBLE);
    private final ReadOnlyStringWrapper name = new ReadOnlyStringWrapper(this, "name", "");
    private final ReadOnlyBooleanWrapper readOnly = new ReadOnlyBooleanWrapper(this, "readOnly", true);
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(this, "open");
    private final ReadOnlyObjectWrapper<Validation> validation =
            new ReadOnlyObjectWrapper<>(this, "validation", new Validation(List.of()));
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper sentence = new ReadOnlyStringWrapper(this, "sentence", "");
    private final ReadOnlyStringWrapper bounds = new ReadOnlyStringWrapper(this, "bounds", "");
    private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper(this, "json", "");
    private final ReadOnlyObjectWrapper<UndoState> undo =
            new ReadOnlyObjectWrapper<>(this, "undo", new UndoState(false, false, "", ""));
    /** Whether {@link #messageProperty()} says why something was refused (shown in the error colour). */
    private final ReadOnlyBooleanWrapper refused = new ReadOnlyBooleanWrapper(this, "refused");
    private final TreeSelection selection = new TreeSelection(this::root);
    private final ServerProblems serverProblems = new ServerProblems();
    private final SubtreeClipboard clipboard = new SubtreeClipboard(this);
    private final Supplier<Collection<String>> takenNames;
    private Consumer<FlexibleDefinition> onEdited = definition -> { };

    /**
     * @param takenNames names the open draft may not take (the account's audiences, the other drafts)
     */
    TreeEditorViewModel(Supplier<Collection<String>> takenNames) {
        this.takenNames = takenNames;
        show(history.current(), null);
    }

    public ReadOnlyObjectProperty<SegmentNode> rootProperty() { return root.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<NodeId> selectedProperty() { return selection.property(); }
    public ReadOnlyObjectProperty<FlexibleAudienceType> typeProperty() { return type.getReadOnlyProperty(); }
    public ReadOnlyStringProperty nameProperty() { return name.getReadOnlyProperty(); }
    /** True for a created audience (immutable) and when nothing is open. */
    public ReadOnlyBooleanProperty readOnlyProperty() { return readOnly.getReadOnlyProperty(); }
    /** True while a draft or an audience is open. */
    public ReadOnlyBooleanProperty openProperty() { return open.getReadOnlyProperty(); }
    public ReadOnlyObjectProperty<Validation> validationProperty() { return validation.getReadOnlyProperty(); }
    /** "Ready to create", or how many problems stop Create and the first of them. */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }
    public ReadOnlyStringProperty sentenceProperty() { return sentence.getReadOnlyProperty(); }
    public ReadOnlyStringProperty boundsProperty() { return bounds.getReadOnlyProperty(); }
    /** The exact batch request body that Create sends for this tree. */
    public ReadOnlyStringProperty jsonProperty() { return json.getReadOnlyProperty(); }
    /** True while the message is a refusal or a problem, false while it says what was done. */
    public ReadOnlyBooleanProperty refusedProperty() { return refused.getReadOnlyProperty(); }
    /** Whether there is an edit to undo or redo, and its name. */
    public ReadOnlyObjectProperty<UndoState> undoProperty() { return undo.getReadOnlyProperty(); }

    /** Called with the new definition after every edit of a draft (undo and redo included). */
    void onEdited(Consumer<FlexibleDefinition> listener) {
        this.onEdited = listener;
    }

    public FlexibleDefinition definition() {
        return new FlexibleDefinition(name.get(), type.get(), root.get());
    }

    public boolean isValid() { return open.get() && validation.get().isValid() && serverProblems.isEmpty(); }

    // --- opening -----------------------------------------------------------------------------

    /** Opens a definition: editable (a draft) or read-only (a created audience). Clears undo and redo. */
    void open(FlexibleDefinition definition, boolean editable) {
        type.set(definition.type());
        start(definition.name(), definition.root(), editable, true);
    }

    /** Shows nothing (no account, or the open draft was deleted). */
    void close() {
        start("", SegmentGroup.empty(), false, false);
    }

    private void start(String newName, SegmentNode tree, boolean editable, boolean isOpen) {
        history.reset(tree);
        name.set(newName);
        readOnly.set(!editable);
        open.set(isOpen);
        clearServerProblems();
        message.set("");
        refused.set(false);
        show(tree, isOpen ? tree.id() : null);
    }

    /** The name changed outside the tree (renamed in the list); revalidates, saves nothing itself. */
    void rename(String newName) {
        name.set(newName);
        serverProblems.clearName();
        refresh();
    }

    public void setType(FlexibleAudienceType newType) {
        if (readOnly.get() || newType == null || newType == type.get()) {
            return;
        }
        type.set(newType);
        refresh();
        onEdited.accept(definition());
    }

    // --- server problems ---------------------------------------------------------------------

    /**
     * Puts an item error of the last create on the node it names (by id, else by its parameter path),
     * or on the definition as a whole (e.g. the name).
     */
    void addServerProblem(NodeId named, String parameter, String text) {
        serverProblems.add(root.get(), named, parameter, text);
        refresh();
    }

    void clearServerProblems() { serverProblems.clear(); }

    /**
     * Validation's problems on the node and what the server said about it, in words, as its card says
     * them (a card does not repeat its own audience's name: {@code <key>.onCard} where there is one).
     */
    public List<String> problemsAt(NodeId node) {
        List<String> texts = new ArrayList<>();
        for (TreeProblem problem : validation.get().problemsAt(node)) {
            String onCard = problem.text().key() + ".onCard";
            texts.add(Messages.bundle().containsKey(onCard) ? Messages.text(onCard, problem.text().argArray())
                    : render(problem.text()));
        }
        texts.addAll(serverProblems.at(node));
        return texts;
    }

    /**
     * One line of the list under the summary: where (the card's name), what, and whether it stops Create.
     *
     * @param node the card to select, or null for the name
     */
    public record Problem(NodeId node, String where, String text, boolean error) {
    }

    /** Every problem and warning, the name's first, then in tree order. */
    public List<Problem> problemList() {
        if (!open.get() || readOnly.get()) {
            return List.of();
        }
        List<Problem> list = new ArrayList<>();
        for (String text : nameProblems()) {
            list.add(new Problem(null, Messages.text("flexui.warnings.name"), text, true));
        }
        for (TreeProblem problem : validation.get().problems()) {
            if (problem.node() != null) {
                list.add(new Problem(problem.node(), cardName(problem.node()), render(problem.text()), problem.isError()));
            }
        }
        return list;
    }

    /** What a card is called in lists: its audience, "Whole audience" or "Group". */
    private String cardName(NodeId node) {
        SegmentNode found = SegmentTrees.pathOf(root.get(), node).flatMap(path -> SegmentTrees.nodeAt(root.get(), path))
                .orElse(null);
        if (found instanceof SegmentLeaf leaf) {
            return leaf.audience().label();
        }
        return found == root.get() ? Messages.text("flexui.warnings.whole") : Messages.text("flexui.warnings.group");
    }

    /** True when a problem on the node stops Create (warnings do not). */
    public boolean hasErrorAt(NodeId node) {
        return serverProblems.hasAt(node)
                || validation.get().problemsAt(node).stream().anyMatch(TreeProblem::isError);
    }

    /** Problems about the name: validation's and the server's. */
    public List<String> nameProblems() {
        List<String> texts = new ArrayList<>();
        validation.get().nameProblems().forEach(problem -> texts.add(render(problem.text())));
        texts.addAll(serverProblems.aboutName());
        return texts;
    }

    // --- selection ---------------------------------------------------------------------------

    public void select(NodeId node) { selection.select(node); }
    public Optional<NodePath> selectedPath() { return selection.path(); }
    public Optional<SegmentNode> selectedNode() { return selection.node(); }
    /** Moves the selection through the cards in reading order (parents before children). */
    public void selectNext(int step) { selection.next(step); }
    public void selectParent() { selection.parent(); }
    public void selectFirstChild() { selection.firstChild(); }

    // --- edits -------------------------------------------------------------------------------

    /** Applies an edit to the open draft; says why when it is refused. True when the tree changed. */
    public boolean apply(TreeEdit edit) {
        Optional<String> refusal = refusal(edit);
        if (refusal.isPresent()) {
            refuse(refusal.get());
            return false;
        }
        EditResult result = history.apply(edit);
        commit(result);
        return true;
    }

    /** Why {@code edit} cannot be made now (read-only, nothing open, or the model's reason); empty if it can. */
    public Optional<String> refusal(TreeEdit edit) {
        if (!open.get()) {
            return Optional.of(Messages.text("flexui.refuse.nothingOpen"));
        }
        if (readOnly.get()) {
            return Optional.of(Messages.text("flexui.refuse.readOnly"));
        }
        return edit.refusal(root.get()).map(TreeEditorViewModel::render);
    }

    public void undo() {
        if (!readOnly.get()) {
            history.undo().ifPresentOrElse(this::commit, () -> refuse(Messages.text("flexui.nothingToUndo")));
        }
    }

    public void redo() {
        if (!readOnly.get()) {
            history.redo().ifPresentOrElse(this::commit, () -> refuse(Messages.text("flexui.nothingToRedo")));
        }
    }

    private void commit(EditResult result) {
        message.set("");
        refused.set(false);
        show(result.root(), result.focus());
        onEdited.accept(definition());
    }

    /** The edit that adds {@code audience} where the keyboard puts it: into the selected group (or the selected leaf's). */
    public TreeEdit addEdit(AudienceFacts audience) {
        return EditPlaces.add(root.get(), selectedPath(), audience);
    }

    public boolean add(AudienceFacts audience) { return apply(addEdit(audience)); }
    public boolean moveUp() { return withSelection(MoveNode::up); }
    public boolean moveDown() { return withSelection(MoveNode::down); }
    public boolean wrapInGroup() { return withSelection(path -> WrapInGroup.of(path, BooleanOperator.AND)); }

    /** Adds an empty group into the selected group (or the selected leaf's group, or the whole tree), selected. */
    public boolean addGroup() {
        return apply(dev.starling.core.flexible.edit.AddGroup.append(EditPlaces.groupOf(root.get(),
                selectedPath().orElse(NodePath.root()))));
    }
    public boolean unwrap() { return withSelection(UnwrapGroup::new); }
    public boolean delete() { return withSelection(DeleteNode::new); }
    public boolean toggleNegate() { return withSelection(ToggleNegate::new); }

    /** Toggles AND/OR of the selected group, or of the group holding the selected leaf. */
    public boolean toggleOperator() {
        return withSelection(path -> new ToggleOperator(EditPlaces.groupOf(root.get(), path)));
    }

    public boolean setLookback(NodeId leaf, int days) { return onNode(leaf, path -> new SetLookback(path, days)); }
    public boolean setFrequency(NodeId leaf, int times) { return onNode(leaf, path -> new SetFrequency(path, times)); }

    public boolean setComparator(NodeId leaf, FrequencyComparator comparator) {
        return onNode(leaf, path -> new SetComparator(path, comparator));
    }

    public boolean toggleNegate(NodeId node) { return onNode(node, ToggleNegate::new); }
    public boolean toggleOperator(NodeId group) { return onNode(group, ToggleOperator::new); }

    /** The selected leaf's next lookback window (1 → 7 → 14 → 30 → 1 days), for the keyboard. */
    public boolean cycleLookback() {
        List<Integer> windows = SegmentRules.LOOKBACK_WINDOWS;
        return onSelectedLeaf(leaf -> setLookback(leaf.id(),
                windows.get((windows.indexOf(leaf.lookbackWindow()) + 1) % windows.size())));
    }

    /** The selected leaf's frequency changed by {@code delta} (never below 1). */
    public boolean stepFrequency(int delta) {
        return onSelectedLeaf(leaf -> setFrequency(leaf.id(), Math.max(1, leaf.frequency() + delta)));
    }

    /** The selected leaf's next comparator (≥ > = ≤ <). */
    public boolean cycleComparator() {
        FrequencyComparator[] all = FrequencyComparator.values();
        return onSelectedLeaf(leaf -> setComparator(leaf.id(), all[(leaf.comparator().ordinal() + 1) % all.length]));
    }

    // --- clipboard ---------------------------------------------------------------------------

    /** Copies the selected subtree; returns its {@code segments} JSON for the system clipboard. */
    public Optional<String> copy() {
        return clipboard.copy();
    }

    public Optional<String> cut() { return clipboard.cut(); }
    public boolean hasClipboard() { return !clipboard.isEmpty(); }

    /** Pastes the copied subtree into the selected group (or after the selected leaf, in its group). */
    public boolean paste() {
        return clipboard.paste();
    }

    /** Pastes a subtree read from text (a {@code segments} object) where {@link #paste()} would. */
    public boolean pasteSubtree(SegmentNode subtree) {
        return apply(EditPlaces.paste(root.get(), selectedPath(), subtree));
    }

    // --- drag and drop -----------------------------------------------------------------------

    /** What dropping a palette audience on {@code target} would do. */
    public TreeEdit audienceDrop(AudienceFacts audience, NodeId target, Drop where) {
        return EditPlaces.audienceDrop(root.get(), audience, target, where);
    }

    /** What dropping the node {@code dragged} on {@code target} would do. */
    public TreeEdit nodeDrop(NodeId dragged, NodeId target, Drop where) {
        return EditPlaces.nodeDrop(root.get(), dragged, target, where);
    }

    // --- helpers -----------------------------------------------------------------------------

    private boolean withSelection(java.util.function.Function<NodePath, TreeEdit> edit) {
        return onNode(selection.property().get(), edit);
    }

    private boolean onNode(NodeId node, java.util.function.Function<NodePath, TreeEdit> edit) {
        Optional<NodePath> path = node == null ? Optional.empty() : SegmentTrees.pathOf(root.get(), node);
        if (path.isEmpty()) {
            refuse(Messages.text("flexui.refuse.selectNode"));
            return false;
        }
        selection.set(node);
        return apply(edit.apply(path.get()));
    }

    private boolean onSelectedLeaf(java.util.function.Predicate<SegmentLeaf> edit) {
        if (selectedNode().orElse(null) instanceof SegmentLeaf leaf) {
            return edit.test(leaf);
        }
        refuse(Messages.text("flexui.refuse.selectLeaf"));
        return false;
    }

    /** Tells the user what a command did (the clipboard's words). */
    void say(String text) {
        refused.set(false);
        message.set(text);
    }

    /** Tells the user why a command did nothing, in the error colour. */
    void refuse(String text) {
        message.set(text);
        refused.set(true);
    }

    private SegmentNode root() {
        return root.get();
    }

    private void show(SegmentNode tree, NodeId focus) {
        root.set(tree);
        selection.focus(tree, focus, open.get());
        refresh();
    }

    /** Recomputes validation, previews and the undo state from the current tree. */
    private void refresh() {
        FlexibleDefinition definition = definition();
        Validation found = readOnly.get() ? TreeValidator.validateTree(definition.root(), definition.type())
                : TreeValidator.validate(definition, takenNames.get());
        validation.set(found);
        summary.set(!open.get() ? "" : readOnly.get() ? Messages.text("flexui.summary.readOnly")
                : summaryText(found));
        sentence.set(open.get() ? PlainLanguage.sentence(definition.root(), Messages::text) : "");
        bounds.set(open.get() ? render(ReachBounds.of(definition.root()).describe()) : "");
        json.set(open.get() ? SegmentJson.pretty(SegmentJson.createBody(List.of(definition))) : "");
        undo.set(UndoState.of(history, readOnly.get()));
    }

    private String summaryText(Validation found) {
        int server = serverProblems.count();
        String base = found.summary(Messages::text);
        return server == 0 ? base : Messages.text("flexui.summary.server", base, server);
    }

    static String render(BundleText text) {
        return text.render(Messages::text);
    }
}
