package dev.starling.ui.query;

import com.fasterxml.jackson.databind.JsonNode;
import dev.starling.core.concurrent.TaskRunner;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.answer.JsonSearch;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.text.Messages;
import dev.starling.ui.common.FailureText;
import dev.starling.ui.common.NewValueProperty;
import dev.starling.ui.common.TextClipboard;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The Query inspector: the answer shown (every tab reads its {@link ResultInspection}), what an empty
 * table says, the rate limit, and the paging tokens X sent with it.
 */
public final class QueryInspectorViewModel {

    private final TaskRunner tasks;
    private final TextClipboard clipboard;
    private final Consumer<String> errors;

    /** Every new answer is news to the view, told apart by identity (comparing two answers would read both). */
    private final NewValueProperty<ResultInspection> inspection = new NewValueProperty<>(this, "inspection");
    private final ReadOnlyStringWrapper emptyMessage = new ReadOnlyStringWrapper(this, "emptyMessage", Messages.text("query.empty"));
    private final ReadOnlyStringWrapper rateLimit = new ReadOnlyStringWrapper(this, "rateLimit", "");
    private final ReadOnlyStringWrapper nextToken = new ReadOnlyStringWrapper(this, "nextToken", "");
    private final ReadOnlyStringWrapper previousToken = new ReadOnlyStringWrapper(this, "previousToken", "");
    /** Which page of a paged answer is shown (1 the first; 0 before any answer). */
    private final ReadOnlyIntegerWrapper page = new ReadOnlyIntegerWrapper(this, "page", 0);

    /** @param errors where the workspace's error line is told */
    QueryInspectorViewModel(TaskRunner tasks, TextClipboard clipboard, Consumer<String> errors) {
        this.tasks = tasks;
        this.clipboard = clipboard;
        this.errors = errors;
    }

    public ReadOnlyObjectProperty<ResultInspection> inspectionProperty() { return inspection; }
    /** What an empty result table says: how to start, or that nothing matched. */
    public ReadOnlyStringProperty emptyMessageProperty() { return emptyMessage.getReadOnlyProperty(); }
    /** The shown result's rate limit: limit / remaining / reset in local time, or that there was none. */
    public ReadOnlyStringProperty rateLimitProperty() { return rateLimit.getReadOnlyProperty(); }
    public ReadOnlyStringProperty nextTokenProperty() { return nextToken.getReadOnlyProperty(); }
    /** {@code meta.previous_token} of the shown page, or "" when X sent none. */
    public ReadOnlyStringProperty previousTokenProperty() { return previousToken.getReadOnlyProperty(); }
    /** The number of the page shown: "Page 2" after Next page. */
    public ReadOnlyIntegerProperty pageProperty() { return page.getReadOnlyProperty(); }

    /**
     * Finds keys and values containing the text in an answer, in the background (a large answer's
     * items are read one by one), and hands the paths of the matches to {@code found} on the FX
     * thread while that answer is still the one shown.
     */
    public void findInAnswer(ResultInspection answer, String text, Consumer<List<List<Object>>> found) {
        tasks.run("find in answer", () -> JsonSearch.find(answer.json(), text), matches -> {
            if (inspection.get() == answer) {
                found.accept(matches);
            }
        }, failure -> errors.accept(FailureText.describe(failure, Messages.text("query.failed.find"))));
    }

    /** The answer as indented JSON, when there is one. */
    public void copyJson() {
        if (inspection.get() != null) {
            clipboard.copy(inspection.get().prettyJson());
        }
    }

    /** Shows an answer: page {@code pageShown} of what was asked of a {@code primary} endpoint. */
    void show(ResultInspection result, String rateLimitText, Endpoint.Primary primary, int pageShown) {
        QueryResult raw = result.result();
        emptyMessage.set(!result.rows().isEmpty() || !raw.isSuccess() ? Messages.text("query.empty.failed")
                : Messages.text(primary == Endpoint.Primary.USERS ? "query.empty.users" : "query.empty.posts"));
        rateLimit.set(rateLimitText);
        inspection.set(result);
        JsonNode meta = result.json().path("meta");
        nextToken.set(meta.path("next_token").asText(""));
        previousToken.set(meta.path("previous_token").asText(""));
        page.set(pageShown);
    }

    /** Shows no answer (a past query without a stored one). */
    void clear() {
        inspection.set(null);
        emptyMessage.set(Messages.text("query.empty"));
        rateLimit.set("");
    }
}
