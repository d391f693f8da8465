package dev.starling.sandbox.spi;

import dev.starling.sandbox.auth.UserDirectory;
import java.time.Clock;

/**
 * What every module gets: the seed its generated world grows from, the clock (injectable for
 * tests) and the users. What only one module needs (app keys, faults, limits) it gets in its own
 * constructor, so modules never reach back to the sandbox's configuration or assembly.
 */
public record SandboxContext(long seed, Clock clock, UserDirectory users) {
}
