package dev.starling.sandbox.ads;

import dev.starling.sandbox.auth.Principal;
import dev.starling.sandbox.http.SandboxRequest;
import dev.starling.sandbox.http.SandboxResponse;

/** An Ads endpoint: called with the authenticated user, under the module's lock. */
@FunctionalInterface
interface AdsHandler {
    SandboxResponse handle(SandboxRequest request, Principal.UserContext user);
}
