package dev.starling.sandbox;

import dev.starling.sandbox.auth.UserDirectory;
import java.time.Clock;

/** What every module gets: the configuration, the clock (injectable for tests) and the users. */
public record SandboxContext(SandboxConfig config, Clock clock, UserDirectory users) {
}
