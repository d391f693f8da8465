/**
 * The sandbox's X API v2 resources ({@link dev.starling.sandbox.v2.V2Module}).
 *
 * <p>Routes on the core router: {@code GET /2/tweets}, {@code /2/tweets/:id}, {@code /2/users},
 * {@code /2/users/:id}, {@code /2/users/by}, {@code /2/users/by/username/:username}, {@code /2/users/me},
 * {@code /2/users/:id/tweets}, {@code /mentions}, {@code /liked_tweets}, {@code /followers},
 * {@code /following}, {@code /2/tweets/search/recent}, {@code /2/tweets/counts/recent},
 * {@code GET/POST /2/webhooks} and
 * {@code POST/DELETE /2/tweets/search/webhooks/:webhook_id}.
 *
 * <p>The seeded world ({@link dev.starling.sandbox.v2.WorldGenerator}) is a pure function of the seed,
 * the sign-in users and the UTC day of the clock; {@link dev.starling.sandbox.v2.LiveWorld} keeps it
 * writable (posts created, edited and deleted, likes, follows, profile changes), tells
 * {@link dev.starling.sandbox.v2.WorldListener}s of each {@link dev.starling.sandbox.v2.WorldChange}
 * and persists its journal of writes in the sandbox state. Field names and shapes follow X's OpenAPI
 * description 2.159, as the spec does, and a request in 2.167's names ({@code post.fields},
 * {@code referenced_posts}, ...) is answered in those ({@link dev.starling.sandbox.v2.Naming}); the
 * names come from the one field list the client reads too ({@link dev.starling.sandbox.v2.FieldCatalog}).
 * Problem types use {@link dev.starling.sandbox.v2.Problems#BASE}.
 */
package dev.starling.sandbox.v2;
