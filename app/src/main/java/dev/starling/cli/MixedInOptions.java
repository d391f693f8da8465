package dev.starling.cli;

import dev.starling.core.text.Messages;
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

    /**
     * A secret given as {@code option} or, kept out of the process list, by the name of the environment variable
     * holding it ({@code variableOption}); null when neither is given. Both, or a variable that is not set, is a
     * usage error.
     */
    final String secret(String option, String value, String variableOption, String variable) {
        if (value != null && variable != null) {
            throw usage(Messages.text("cli.secretTwice", option, variableOption));
        }
        if (variable == null) {
            return value;
        }
        String secret = environmentVariable(variable);
        if (secret == null || secret.isBlank()) {
            throw usage(Messages.text("cli.variableNotSet", variableOption, variable));
        }
        return secret;
    }

    /** A usage error of the command this is mixed into (exit 2): {@code message} names the option. */
    final CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
