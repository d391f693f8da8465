package dev.starling.core.query;

import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.query.compose.QueryRequest;
import dev.starling.core.query.store.QueryHistory;

/**
 * What one run of a query gave: the request as sent, its history entry (one per query and environment;
 * the pages of a search share it) and the answer prepared for every Inspector tab.
 */
public record QueryOutcome(QueryRequest request, QueryHistory.Entry entry, ResultInspection inspection) {

    public QueryResult result() {
        return inspection.result();
    }
}
