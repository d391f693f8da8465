package dev.starling.core.query;

import dev.starling.core.query.answer.QueryResult;
import dev.starling.core.query.compose.AuthChoice;
import dev.starling.core.query.compose.ComposedQuery;

/**
 * Sends a composed query with the chosen credentials and returns whatever came back, error
 * statuses included (the Inspector shows them). Throws only when nothing came back: the message
 * says why in plain words and never contains a secret. Called off the FX thread.
 */
@FunctionalInterface
public interface QueryTransport {

    /** @param auth the credentials: USER with an account's user id signs as that account, without one as the default */
    QueryResult send(ComposedQuery query, AuthChoice auth) throws Exception;
}
