package dev.starling.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.starling.cli.StarlingCommand;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The help of the command line comes from the bundles (house rule 8), as {@link CliWordsTest} checks what it prints:
 * walking the real {@code starling} command tree, every command, option and positional parameter (mixed in or its
 * own) has help text, and none is written in the annotation's {@code description}. A command's description is
 * {@code usage.description} (or {@code usage.description.0}, {@code .1}, ...) in the bundle its {@code @Command}
 * names ({@code dev.starling.cli.help.<command>}); an option's is its {@code descriptionKey}, in that bundle or,
 * for a mixin shared by several commands, once in the root's ({@code dev.starling.cli.help.starling}), which
 * picocli falls back to. What picocli words itself (its help command, {@code --help} and {@code --version}) is left
 * to it.
 */
class CliHelpTest {

    @Test
    void everyCommandAndOptionHasHelpTextFromABundle() {
        CommandSpec root = StarlingCommand.commandLine(options -> 0, Map.of()).getCommandSpec();
        assertThat(problems(root))
                .as("help text not read from a bundle: give the @Command resourceBundle = \"dev.starling.cli.help."
                        + "<command>\", put the command's text under usage.description and each option's under its"
                        + " descriptionKey in that file (a shared mixin's in starling.properties), and leave no"
                        + " description = \"...\" in the annotations")
                .isEmpty();
    }

    @Test
    void theCheckFindsTextInAnnotationsMissingTextAndADescriptionFoundInTheParentsBundle() {
        CommandSpec fixture = new CommandLine(new Fixture()).getCommandSpec();
        assertThat(problems(fixture)).containsExactlyInAnyOrder(
                "fixture --written: its description is written in the annotation",
                "fixture --none: has no help text",
                "fixture FILE: its description is written in the annotation",
                "fixture written: its description is written in the @Command annotation",
                "fixture inherits: has the description of 'fixture' (its own bundle has no usage.description)");
    }

    /** Each command, option and positional parameter of the tree under {@code root} whose help is not from a bundle. */
    static List<String> problems(CommandSpec root) {
        List<String> problems = new ArrayList<>();
        walk(root, List.of(), problems, Collections.newSetFromMap(new IdentityHashMap<>()));
        return problems;
    }

    private static void walk(CommandSpec command, List<CommandSpec> ancestors, List<String> problems,
                             Set<CommandSpec> seen) {
        if (!seen.add(command) || pico(command.userObject())) {
            return; // an alias seen again, or picocli's own help command
        }
        String name = command.qualifiedName();
        String[] description = command.usageMessage().description();
        if (commandAnnotationDescribes(command.userObject())) {
            problems.add(name + ": its description is written in the @Command annotation");
        } else if (description.length == 0) {
            problems.add(name + ": has no description");
        } else {
            for (CommandSpec ancestor : ancestors) {
                if (Arrays.equals(description, ancestor.usageMessage().description())) {
                    problems.add(name + ": has the description of '" + ancestor.qualifiedName()
                            + "' (its own bundle has no usage.description)");
                    break;
                }
            }
        }
        List<ArgSpec> arguments = new ArrayList<>(command.options());
        arguments.addAll(command.positionalParameters());
        for (ArgSpec argument : arguments) {
            if (argument instanceof OptionSpec option && (option.usageHelp() || option.versionHelp())) {
                continue; // --help and --version: picocli's words
            }
            String label = name + " " + (argument instanceof OptionSpec option ? option.longestName()
                    : argument.paramLabel());
            if (argumentAnnotationDescribes(argument.userObject())) {
                problems.add(label + ": its description is written in the annotation");
            } else if (argument.description().length == 0
                    || Arrays.stream(argument.description()).allMatch(String::isBlank)) {
                problems.add(label + ": has no help text");
            }
        }
        List<CommandSpec> lineage = new ArrayList<>(ancestors);
        lineage.add(command);
        command.subcommands().values().forEach(sub -> walk(sub.getCommandSpec(), lineage, problems, seen));
    }

    /** Whether the class (or a superclass) or the method a command is made from has text in its @Command. */
    private static boolean commandAnnotationDescribes(Object userObject) {
        if (userObject instanceof Method method) {
            return method.getAnnotation(Command.class).description().length > 0;
        }
        for (Class<?> type = userObject.getClass(); type != null; type = type.getSuperclass()) {
            Command command = type.getAnnotation(Command.class);
            if (command != null && command.description().length > 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the field, method or parameter an option or positional parameter is made from has text in its annotation. */
    private static boolean argumentAnnotationDescribes(Object userObject) {
        if (!(userObject instanceof AnnotatedElement element)) {
            throw new IllegalStateException("cannot tell where the help of " + userObject + " comes from");
        }
        Option option = element.getAnnotation(Option.class);
        Parameters parameters = element.getAnnotation(Parameters.class);
        return option != null && option.description().length > 0
                || parameters != null && parameters.description().length > 0;
    }

    private static boolean pico(Object userObject) {
        Class<?> type = userObject instanceof Method method ? method.getDeclaringClass() : userObject.getClass();
        return type.getName().startsWith("picocli.");
    }

    @Command(name = "fixture", resourceBundle = "dev.starling.architecture.CliHelpTest$Texts",
            mixinStandardHelpOptions = true,
            subcommands = {Written.class, Inherits.class, CommandLine.HelpCommand.class})
    static final class Fixture {
        @Option(names = "--good", descriptionKey = "good")
        String good;

        @Option(names = "--written", description = "Written in Java")
        String written;

        @Option(names = "--none")
        String none;

        @Parameters(paramLabel = "FILE", description = "Written in Java too")
        String file;
    }

    @Command(name = "written", description = "Written in Java")
    static final class Written {
    }

    @Command(name = "inherits")
    static final class Inherits {
    }

    /** The fixture's bundle. */
    public static final class Texts extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"usage.description", "The fixture"}, {"good", "From the bundle"}};
        }
    }
}
