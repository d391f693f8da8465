package dev.starling.cli;

import picocli.CommandLine;
import picocli.CommandLine.Spec;

/**
 * Base of the option groups and helpers mixed into a command with {@code @Mixin}: they check their
 * own values, and a bad one is a usage error (exit 2) of the command they are mixed into. Picocli
 * injects the mixee's spec into this inherited field like into one of the subclass's own.
 */
abstract class MixedInOptions {

    @Spec(Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec spec;

    /** An environment variable of this run (the root command's environment, injectable in tests). */
    final String environmentVariable(String name) {
        Object root = spec.root().userObject();
        return root instanceof StarlingCommand starling ? starling.env().get(name) : System.getenv(name);
    }

    /** A usage error of the command this is mixed into (exit 2): {@code message} names the option. */
    final CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
