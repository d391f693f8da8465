package dev.starling.ui.audiences;

import dev.starling.core.api.ads.AudienceQuery;
import dev.starling.core.api.ads.AudienceScope;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The Audiences table's filter row: a name prefix, whose audiences (the account's own or shared with
 * it), deleted ones too, and the page size; and the query they make for a page.
 */
public final class AudienceFilters {

    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final ObjectProperty<AudienceScope> scope = new SimpleObjectProperty<>(this, "scope", AudienceScope.OWNER);
    private final BooleanProperty showDeleted = new SimpleBooleanProperty(this, "showDeleted");
    private final ObjectProperty<Integer> pageSize = new SimpleObjectProperty<>(this, "pageSize", 20);

    /** @param changed lists again from the first page: a new scope, deleted ones shown or hidden, another page size */
    AudienceFilters(Runnable changed) {
        scope.addListener((obs, old, now) -> changed.run());
        showDeleted.addListener((obs, old, now) -> changed.run());
        pageSize.addListener((obs, old, now) -> changed.run());
    }

    /** A name prefix; it applies when the list is asked for again (Enter in the search field). */
    public StringProperty searchProperty() { return search; }
    public ObjectProperty<AudienceScope> scopeProperty() { return scope; }
    public BooleanProperty showDeletedProperty() { return showDeleted; }
    public ObjectProperty<Integer> pageSizeProperty() { return pageSize; }

    /** The page at {@code cursor} (null: the first) with these filters. */
    AudienceQuery query(String cursor) {
        return new AudienceQuery(pageSize.get(), cursor, search.get(), scope.get(), showDeleted.get());
    }
}
