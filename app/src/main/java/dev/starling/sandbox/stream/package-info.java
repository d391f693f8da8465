/**
 * The sandbox's filtered stream ({@link dev.starling.sandbox.stream.StreamModule}).
 *
 * <p>Routes on the core router: {@code GET/POST /2/tweets/search/stream/rules},
 * {@code GET /2/tweets/search/stream/rules/counts}, {@code GET /2/tweets/search/stream},
 * {@code GET /2/connections}, {@code DELETE /2/connections/all}, {@code /2/connections/:endpoint_id} and
 * {@code /2/connections}; admin routes {@code /__sandbox/stream/faults} and {@code /__sandbox/stream/burst}.
 *
 * <p>Rules are read and checked by this package's own reader ({@link dev.starling.sandbox.stream.RuleReader},
 * {@code RuleChecks}), never the client's: the rule-case table keeps the two in agreement. Posts come from
 * {@code PostSynthesizer} (the v2 world's users and posts) and from {@link
 * dev.starling.sandbox.stream.StreamModule#offer}, for posts created elsewhere in the sandbox.
 */
package dev.starling.sandbox.stream;
