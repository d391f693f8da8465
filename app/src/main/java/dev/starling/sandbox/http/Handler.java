package dev.starling.sandbox.http;

/** Answers one request. Throw {@link ApiException} to answer with an error. */
@FunctionalInterface
public interface Handler {
    SandboxResponse handle(SandboxRequest request);
}
