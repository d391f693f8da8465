package dev.starling.core.query;

import dev.starling.core.query.answer.IncludesJoiner;
import dev.starling.core.query.answer.ResultInspection;
import dev.starling.core.query.compose.Endpoint;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.QueryRequest;
import dev.starling.core.query.compose.QuerySpec;
import dev.starling.core.query.store.QueryHistory;
import dev.starling.core.query.store.ResultCache;
import java.util.Optional;

/**
 * Running a query, the one use case behind the Query workspace: sends a composed {@link QueryRequest}
 * with the credentials resolved for it, records the run in the history, keeps the answer in the cache,
 * and prepares it for the Inspector; a past run opens from the cache, offline. Called off the FX thread.
 */
public final class QueryRun {

    private final QueryTransport transport;
    private final QueryHistory history;
    private final ResultCache cache;

    public QueryRun(QueryTransport transport, QueryHistory history, ResultCache cache) {
        this.transport = transport;
        this.history = history;
        this.cache = cache;
    }

    /**
     * Sends, records, caches and inspects. An answer with an error status is an outcome too (the
     * Inspector shows it); only a request that got no answer throws.
     *
     * @throws CredentialsUnavailable when the request has no credentials to go with
     */
    public QueryOutcome send(QueryRequest request) throws Exception {
        if (!request.auth().available()) {
            throw new CredentialsUnavailable(request.auth());
        }
        QueryResult result = transport.send(request.composed(), request.auth());
        QuerySpec spec = request.spec();
        // Pages of one search share a history entry: the token is only valid for this run.
        QueryHistory.Entry entry = history.recordRun(spec.withPaging(spec.maxResults(), null), request.base().toString(),
                result.status());
        cache.storeResult(entry.id(), result);
        Endpoint.Primary primary = spec.endpoint().primary();
        ResultInspection inspected = ResultInspection.of(result, primary, new IncludesJoiner(cache));
        if (result.isSuccess()) {
            cache.rememberObjects(inspected.answer(), primary);
        }
        return new QueryOutcome(request, entry, inspected);
    }

    /** A past run's last answer from the cache, prepared as a fresh one is; empty when none is stored. */
    public Optional<QueryOutcome> open(QueryHistory.Entry entry, QueryRequest request) {
        return cache.result(entry.id()).map(result -> new QueryOutcome(request, entry,
                ResultInspection.of(result, entry.spec().endpoint().primary(), new IncludesJoiner(cache))));
    }

    /** Forgets a saved query and its stored answer. */
    public void delete(QueryHistory.Entry entry) {
        history.delete(entry.id());
        cache.forgetResult(entry.id());
    }

    public QueryHistory history() {
        return history;
    }
}
