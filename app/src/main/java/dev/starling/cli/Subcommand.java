package dev.starling.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;

/**
 * Base of the subcommands that work on the saved data: each runs with the shared {@link CommandContext}
 * (the root's writers, usage errors, the client session), mixed in once here. Its exit code is the
 * result of {@link #call()}.
 */
abstract class Subcommand implements Callable<Integer> {

    @Mixin
    CommandContext context;
}
