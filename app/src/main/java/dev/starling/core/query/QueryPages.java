package dev.starling.core.query;

import dev.starling.core.query.answer.PageMeta;
import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.QueryComposer;
import dev.starling.core.query.compose.QuerySpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a paged endpoint page after page: each next request is the same query with
 * {@code meta.next_token} in the endpoint's token parameter ({@code next_token} for search,
 * {@code pagination_token} for a user's lists), until X sends no token, a page fails, or
 * {@code maxPages} pages were read. Called off the FX thread.
 */
public record QueryPages(QueryTransport transport, QueryComposer composer) {

    /** The pages in order; the last one is a failure when a page failed (its status says which). */
    public List<QueryResult> read(QuerySpec first, AuthChoice.Mode auth, int maxPages) throws Exception {
        if (first.endpoint().paging() == null) {
            throw new IllegalArgumentException(first.endpoint().name() + " does not page");
        }
        List<QueryResult> pages = new ArrayList<>();
        QuerySpec spec = first;
        while (pages.size() < maxPages) {
            QueryResult page = transport.send(composer.compose(spec), new AuthChoice(auth, AuthChoice.Reason.AS_ASKED));
            pages.add(page);
            PageMeta meta = PageMeta.of(page);
            if (!page.isSuccess() || !meta.hasNext()) {
                break;
            }
            spec = spec.withPaging(spec.maxResults(), meta.nextToken());
        }
        return pages;
    }
}
